#loc1 = loc("forward/-/embedding":89:0)
#loc2 = loc("backward/-/scatter":402:0)
#loc3 = loc("forward/-/mul":119:0)
#loc4 = loc("forward/0/add_2":128:0)
#loc5 = loc("forward/0/eq":190:0)
#loc6 = loc("backward/1/mul_50":445:0)
#loc7 = loc("backward/1/mul_54":452:0)
#loc8 = loc("optimizer/-/mul_108":772:0)
#loc9 = loc("optimizer/-/mul_109":773:0)
#loc10 = loc("optimizer/0/mul_110":774:0)
#loc11 = loc("optimizer/-/mul_111":776:0)
#loc12 = loc("optimizer/0/mul_112":777:0)
#loc13 = loc("optimizer/0/mul_114":786:0)
#loc14 = loc("optimizer/0/add_52":788:0)
#loc15 = loc("forward/-/bitwise_and":112:0)
#loc16 = loc("forward/0/where":178:0)
#loc17 = loc("forward/0/where_1":193:0)
#loc18 = loc("backward/-/div_1":396:0)
#loc19 = loc("backward/1/slice_scatter":533:0)
#loc20 = loc("backward/-/clamp":767:0)
#loc21 = loc("backward/0/index_put":771:0)
#loc22 = loc("optimizer/-/sub_25":781:0)
#loc23 = loc("forward/-/where_4":382:0)
#loc24 = loc("forward/-/convert_element_type":90:0)
#loc25 = loc("forward/-/arange":91:0)
#loc26 = loc("forward/-/arange_2":93:0)
#loc28 = loc("forward/-/unsqueeze_8":105:0)
#loc29 = loc("forward/-/unsqueeze_11":108:0)
#loc30 = loc("forward/-/le":111:0)
#loc31 = loc("forward/-/index":113:0)
#loc32 = loc("forward/-/bitwise_and_1":114:0)
#loc33 = loc("forward/-/unsqueeze_12":116:0)
#loc34 = loc("forward/-/convert_element_type_1":117:0)
#loc35 = loc("forward/-/cat":120:0)
#loc36 = loc("forward/-/cos":121:0)
#loc37 = loc("forward/-/sin":123:0)
#loc38 = loc("forward/0/var_mean":125:0)
#loc39 = loc("forward/0/rsqrt":129:0)
#loc40 = loc("forward/0/sub":130:0)
#loc41 = loc("forward/0/mul_3":131:0)
#loc42 = loc("forward/0/mul_4":132:0)
#loc43 = loc("forward/0/add_3":133:0)
#loc44 = loc("forward/0/permute":134:0)
#loc47 = loc("forward/0/expand_1":138:0)
#loc48 = loc("forward/0/add_4":140:0)
#loc54 = loc("forward/0/unsqueeze_13":148:0)
#loc55 = loc("forward/0/unsqueeze_14":149:0)
#loc56 = loc("forward/0/slice_1":150:0)
#loc58 = loc("forward/0/slice_3":152:0)
#loc60 = loc("forward/0/mul_7":154:0)
#loc62 = loc("forward/0/slice_6":156:0)
#loc63 = loc("forward/0/neg":157:0)
#loc64 = loc("forward/0/cat_1":158:0)
#loc65 = loc("forward/0/mul_8":159:0)
#loc66 = loc("forward/0/add_5":160:0)
#loc67 = loc("forward/0/mul_9":161:0)
#loc69 = loc("forward/0/slice_8":163:0)
#loc70 = loc("forward/0/neg_1":164:0)
#loc71 = loc("forward/0/cat_2":165:0)
#loc72 = loc("forward/0/mul_10":166:0)
#loc73 = loc("forward/0/add_6":167:0)
#loc74 = loc("forward/0/cat_3":168:0)
#loc76 = loc("forward/0/mul_11":179:0)
#loc77 = loc("forward/0/permute_2":180:0)
#loc78 = loc("forward/0/mul_12":181:0)
#loc82 = loc("forward/0/view_5":187:0)
#loc83 = loc("forward/0/add_7":188:0)
#loc84 = loc("forward/0/_softmax":189:0)
#loc85 = loc("forward/0/all_1":191:0)
#loc91 = loc("forward/0/permute_4":204:0)
#loc94 = loc("forward/0/expand_6":208:0)
#loc95 = loc("forward/0/add_8":210:0)
#loc98 = loc("forward/0/view_12":211:0)
#loc99 = loc("forward/0/mul_16":219:0)
#loc101 = loc("forward/0/add_10":220:0)
#loc102 = loc("forward/0/permute_5":221:0)
#loc105 = loc("forward/0/expand_7":225:0)
#loc106 = loc("forward/0/add_11":227:0)
#loc109 = loc("forward/0/view_14":228:0)
#loc110 = loc("forward/0/gelu":229:0)
#loc111 = loc("forward/0/permute_6":230:0)
#loc114 = loc("forward/0/expand_8":234:0)
#loc115 = loc("forward/0/add_12":236:0)
#loc118 = loc("forward/0/view_16":237:0)
#loc119 = loc("forward/0/add_13":238:0)
#loc120 = loc("forward/0/add_14":239:0)
#loc121 = loc("forward/1/var_mean_2":240:0)
#loc122 = loc("forward/1/add_15":243:0)
#loc123 = loc("forward/1/rsqrt_2":244:0)
#loc124 = loc("forward/1/sub_2":245:0)
#loc125 = loc("forward/1/mul_21":246:0)
#loc126 = loc("forward/1/mul_22":247:0)
#loc127 = loc("forward/1/add_16":248:0)
#loc128 = loc("forward/1/permute_7":249:0)
#loc131 = loc("forward/1/expand_9":253:0)
#loc132 = loc("forward/1/add_17":255:0)
#loc138 = loc("forward/1/slice_9":265:0)
#loc140 = loc("forward/1/slice_11":267:0)
#loc142 = loc("forward/1/mul_25":269:0)
#loc145 = loc("forward/1/slice_14":271:0)
#loc146 = loc("forward/1/neg_2":272:0)
#loc147 = loc("forward/1/cat_7":273:0)
#loc148 = loc("forward/1/mul_26":274:0)
#loc150 = loc("forward/1/add_18":275:0)
#loc151 = loc("forward/1/mul_27":276:0)
#loc153 = loc("forward/1/slice_16":278:0)
#loc154 = loc("forward/1/neg_3":279:0)
#loc155 = loc("forward/1/cat_8":280:0)
#loc156 = loc("forward/1/mul_28":281:0)
#loc157 = loc("forward/1/add_19":282:0)
#loc158 = loc("forward/1/cat_9":283:0)
#loc160 = loc("forward/1/mul_29":294:0)
#loc161 = loc("forward/1/permute_9":295:0)
#loc162 = loc("forward/1/mul_30":296:0)
#loc166 = loc("forward/1/view_22":302:0)
#loc167 = loc("forward/1/add_20":303:0)
#loc169 = loc("forward/1/_softmax_1":304:0)
#loc170 = loc("forward/1/eq_1":305:0)
#loc171 = loc("forward/1/all_2":306:0)
#loc172 = loc("forward/1/where_3":308:0)
#loc178 = loc("forward/1/permute_11":319:0)
#loc181 = loc("forward/1/expand_14":323:0)
#loc182 = loc("forward/1/add_21":325:0)
#loc185 = loc("forward/1/view_29":326:0)
#loc186 = loc("forward/1/mul_34":334:0)
#loc188 = loc("forward/1/add_23":335:0)
#loc189 = loc("forward/1/permute_12":336:0)
#loc192 = loc("forward/1/expand_15":340:0)
#loc193 = loc("forward/1/add_24":342:0)
#loc196 = loc("forward/1/view_31":343:0)
#loc197 = loc("forward/1/gelu_1":344:0)
#loc198 = loc("forward/1/permute_13":345:0)
#loc201 = loc("forward/1/expand_16":349:0)
#loc202 = loc("forward/1/add_25":351:0)
#loc205 = loc("forward/1/view_33":352:0)
#loc206 = loc("forward/1/add_26":353:0)
#loc207 = loc("forward/1/add_27":354:0)
#loc208 = loc("forward/-/var_mean_4":355:0)
#loc209 = loc("forward/-/add_28":358:0)
#loc210 = loc("forward/-/rsqrt_4":359:0)
#loc211 = loc("forward/-/sub_4":360:0)
#loc212 = loc("forward/-/mul_39":361:0)
#loc213 = loc("forward/-/mul_40":362:0)
#loc214 = loc("forward/-/add_29":363:0)
#loc215 = loc("forward/-/permute_14":365:0)
#loc218 = loc("forward/-/constant_pad_nd":369:0)
#loc220 = loc("forward/-/view_37":373:0)
#loc221 = loc("forward/-/amax":374:0)
#loc223 = loc("forward/-/sub_5":375:0)
#loc224 = loc("forward/-/exp":376:0)
#loc225 = loc("forward/-/sum_1":377:0)
#loc226 = loc("forward/-/log":378:0)
#loc227 = loc("forward/-/sub_6":379:0)
#loc228 = loc("forward/-/ne":380:0)
#loc229 = loc("forward/-/unsqueeze_17":383:0)
#loc230 = loc("forward/-/gather":384:0)
#loc231 = loc("forward/-/squeeze":385:0)
#loc232 = loc("forward/-/neg_4":386:0)
#loc233 = loc("forward/-/where_5":389:0)
#loc235 = loc("forward/-/sum_2":391:0)
#loc237 = loc("forward/-/convert_element_type_2":392:0)
#loc238 = loc("forward/-/sum_3":393:0)
#loc239 = loc("forward/-/div":394:0)
#loc240 = loc("backward/-/unsqueeze_18":397:0)
#loc241 = loc("backward/-/ne_3":398:0)
#loc242 = loc("backward/-/where_6":400:0)
#loc243 = loc("backward/-/where_7":405:0)
#loc245 = loc("backward/-/mul_41":406:0)
#loc246 = loc("backward/-/exp_1":407:0)
#loc247 = loc("backward/-/sum_4":408:0)
#loc248 = loc("backward/-/mul_42":409:0)
#loc249 = loc("backward/-/sub_7":410:0)
#loc253 = loc("backward/-/view_40":418:0)
#loc254 = loc("backward/-/mul_44":422:0)
#loc255 = loc("backward/-/mul_45":423:0)
#loc256 = loc("backward/-/sum_5":424:0)
#loc257 = loc("backward/1/mul_46":425:0)
#loc259 = loc("backward/1/sum_6":426:0)
#loc260 = loc("backward/1/mul_47":427:0)
#loc261 = loc("backward/-/sub_9":428:0)
#loc262 = loc("backward/1/sub_10":429:0)
#loc263 = loc("backward/-/div_2":430:0)
#loc264 = loc("backward/1/mul_48":431:0)
#loc265 = loc("backward/1/mul_49":432:0)
#loc266 = loc("backward/1/sum_7":433:0)
#loc267 = loc("backward/-/sum_8":434:0)
#loc268 = loc("backward/1/view_41":435:0)
#loc272 = loc("backward/1/sum_9":441:0)
#loc274 = loc("backward/1/view_43":443:0)
#loc275 = loc("backward/1/erf":446:0)
#loc276 = loc("backward/1/add_30":447:0)
#loc277 = loc("backward/1/mul_51":448:0)
#loc278 = loc("backward/1/mul_52":449:0)
#loc279 = loc("backward/1/mul_53":450:0)
#loc280 = loc("backward/1/exp_2":451:0)
#loc281 = loc("backward/1/mul_55":453:0)
#loc282 = loc("backward/1/add_31":454:0)
#loc283 = loc("backward/1/mul_56":455:0)
#loc284 = loc("backward/1/view_44":456:0)
#loc288 = loc("backward/1/sum_10":462:0)
#loc289 = loc("backward/1/view_45":463:0)
#loc290 = loc("backward/1/view_46":464:0)
#loc291 = loc("backward/1/mul_58":468:0)
#loc292 = loc("backward/1/mul_59":469:0)
#loc293 = loc("backward/1/sum_11":470:0)
#loc294 = loc("backward/1/mul_60":471:0)
#loc296 = loc("backward/1/sum_12":472:0)
#loc297 = loc("backward/1/mul_61":473:0)
#loc298 = loc("backward/1/sub_12":474:0)
#loc299 = loc("backward/1/sub_13":475:0)
#loc300 = loc("backward/1/div_3":476:0)
#loc302 = loc("backward/1/mul_62":477:0)
#loc303 = loc("backward/1/mul_63":478:0)
#loc304 = loc("backward/1/sum_13":479:0)
#loc305 = loc("backward/1/sum_14":480:0)
#loc306 = loc("backward/1/add_32":481:0)
#loc317 = loc("backward/1/view_54":502:0)
#loc318 = loc("backward/1/mul_64":503:0)
#loc319 = loc("backward/1/sum_16":504:0)
#loc320 = loc("backward/1/mul_65":505:0)
#loc321 = loc("backward/1/sub_14":506:0)
#loc327 = loc("backward/1/view_56":512:0)
#loc328 = loc("backward/1/view_57":513:0)
#loc329 = loc("backward/1/mul_66":514:0)
#loc331 = loc("backward/1/mul_67":516:0)
#loc332 = loc("backward/1/slice_20":523:0)
#loc334 = loc("backward/1/slice_22":525:0)
#loc336 = loc("backward/1/mul_68":527:0)
#loc337 = loc("backward/1/slice_24":528:0)
#loc339 = loc("backward/1/neg_5":530:0)
#loc340 = loc("backward/1/slice_scatter_1":536:0)
#loc341 = loc("backward/1/add_33":537:0)
#loc342 = loc("backward/1/mul_69":538:0)
#loc343 = loc("backward/1/add_34":539:0)
#loc344 = loc("backward/1/mul_70":540:0)
#loc345 = loc("backward/1/slice_26":541:0)
#loc347 = loc("backward/1/neg_6":543:0)
#loc348 = loc("backward/1/slice_scatter_2":546:0)
#loc349 = loc("backward/1/slice_scatter_3":549:0)
#loc350 = loc("backward/1/add_35":550:0)
#loc351 = loc("backward/1/mul_71":551:0)
#loc352 = loc("backward/1/add_36":552:0)
#loc353 = loc("backward/1/slice_scatter_4":555:0)
#loc354 = loc("backward/1/slice_scatter_5":558:0)
#loc355 = loc("backward/1/add_37":559:0)
#loc356 = loc("backward/1/slice_scatter_6":562:0)
#loc357 = loc("backward/1/slice_scatter_7":565:0)
#loc358 = loc("backward/1/add_38":566:0)
#loc361 = loc("backward/1/view_59":571:0)
#loc365 = loc("backward/1/sum_17":577:0)
#loc366 = loc("backward/1/view_60":578:0)
#loc367 = loc("backward/1/view_61":579:0)
#loc368 = loc("backward/1/mul_73":583:0)
#loc369 = loc("backward/1/mul_74":584:0)
#loc370 = loc("backward/1/sum_18":585:0)
#loc371 = loc("backward/1/mul_75":586:0)
#loc373 = loc("backward/1/sum_19":587:0)
#loc374 = loc("backward/1/mul_76":588:0)
#loc375 = loc("backward/1/sub_16":589:0)
#loc376 = loc("backward/1/sub_17":590:0)
#loc377 = loc("backward/1/mul_77":592:0)
#loc379 = loc("backward/1/mul_78":593:0)
#loc380 = loc("backward/1/sum_20":594:0)
#loc381 = loc("backward/1/sum_21":595:0)
#loc382 = loc("backward/1/add_39":596:0)
#loc383 = loc("backward/1/view_62":597:0)
#loc387 = loc("backward/1/sum_22":603:0)
#loc389 = loc("backward/0/view_64":605:0)
#loc390 = loc("backward/0/mul_79":607:0)
#loc391 = loc("backward/0/erf_1":608:0)
#loc392 = loc("backward/0/add_40":609:0)
#loc393 = loc("backward/0/mul_80":610:0)
#loc394 = loc("backward/0/mul_81":611:0)
#loc395 = loc("backward/0/mul_82":612:0)
#loc396 = loc("backward/0/exp_3":613:0)
#loc397 = loc("backward/0/mul_83":614:0)
#loc398 = loc("backward/0/mul_84":615:0)
#loc399 = loc("backward/0/add_41":616:0)
#loc400 = loc("backward/0/mul_85":617:0)
#loc401 = loc("backward/0/view_65":618:0)
#loc405 = loc("backward/0/sum_23":624:0)
#loc406 = loc("backward/0/view_66":625:0)
#loc407 = loc("backward/0/view_67":626:0)
#loc408 = loc("backward/0/mul_87":630:0)
#loc409 = loc("backward/0/mul_88":631:0)
#loc410 = loc("backward/0/sum_24":632:0)
#loc411 = loc("backward/0/mul_89":633:0)
#loc413 = loc("backward/0/sum_25":634:0)
#loc414 = loc("backward/0/mul_90":635:0)
#loc415 = loc("backward/0/sub_19":636:0)
#loc416 = loc("backward/0/sub_20":637:0)
#loc417 = loc("backward/0/div_5":638:0)
#loc419 = loc("backward/0/mul_91":639:0)
#loc420 = loc("backward/0/mul_92":640:0)
#loc421 = loc("backward/0/sum_26":641:0)
#loc422 = loc("backward/0/sum_27":642:0)
#loc423 = loc("backward/0/add_42":643:0)
#loc434 = loc("backward/0/view_75":664:0)
#loc435 = loc("backward/0/mul_93":665:0)
#loc436 = loc("backward/0/sum_29":666:0)
#loc437 = loc("backward/0/mul_94":667:0)
#loc438 = loc("backward/0/sub_21":668:0)
#loc444 = loc("backward/0/view_77":674:0)
#loc445 = loc("backward/0/view_78":675:0)
#loc446 = loc("backward/0/mul_95":676:0)
#loc448 = loc("backward/0/mul_96":678:0)
#loc449 = loc("backward/0/slice_30":685:0)
#loc451 = loc("backward/0/slice_32":687:0)
#loc453 = loc("backward/0/mul_97":689:0)
#loc454 = loc("backward/0/slice_34":690:0)
#loc456 = loc("backward/0/neg_7":692:0)
#loc457 = loc("backward/0/slice_scatter_8":695:0)
#loc458 = loc("backward/0/slice_scatter_9":698:0)
#loc459 = loc("backward/0/add_43":699:0)
#loc460 = loc("backward/0/mul_98":700:0)
#loc461 = loc("backward/0/add_44":701:0)
#loc462 = loc("backward/0/mul_99":702:0)
#loc463 = loc("backward/0/slice_36":703:0)
#loc465 = loc("backward/0/neg_8":705:0)
#loc466 = loc("backward/0/slice_scatter_10":708:0)
#loc467 = loc("backward/0/slice_scatter_11":711:0)
#loc468 = loc("backward/0/add_45":712:0)
#loc469 = loc("backward/0/mul_100":713:0)
#loc470 = loc("backward/0/add_46":714:0)
#loc471 = loc("backward/0/slice_scatter_12":717:0)
#loc472 = loc("backward/0/slice_scatter_13":720:0)
#loc473 = loc("backward/0/add_47":721:0)
#loc474 = loc("backward/0/slice_scatter_14":724:0)
#loc475 = loc("backward/0/slice_scatter_15":727:0)
#loc476 = loc("backward/0/add_48":728:0)
#loc479 = loc("backward/0/view_80":733:0)
#loc483 = loc("backward/0/sum_30":739:0)
#loc484 = loc("backward/0/view_81":740:0)
#loc485 = loc("backward/0/view_82":741:0)
#loc486 = loc("backward/0/mul_102":745:0)
#loc487 = loc("backward/0/mul_103":746:0)
#loc488 = loc("backward/0/sum_31":747:0)
#loc489 = loc("backward/0/mul_104":748:0)
#loc491 = loc("backward/0/sum_32":749:0)
#loc492 = loc("backward/0/mul_105":750:0)
#loc493 = loc("backward/0/sub_23":751:0)
#loc494 = loc("backward/0/sub_24":752:0)
#loc495 = loc("backward/0/mul_106":754:0)
#loc497 = loc("backward/0/mul_107":755:0)
#loc498 = loc("backward/0/sum_33":756:0)
#loc499 = loc("backward/0/sum_34":757:0)
#loc500 = loc("backward/0/add_49":758:0)
#loc501 = loc("backward/-/ge":759:0)
#loc502 = loc("backward/-/lt":760:0)
#loc503 = loc("backward/-/bitwise_and_2":761:0)
#loc504 = loc("backward/-/ne_5":762:0)
#loc505 = loc("backward/-/bitwise_and_3":763:0)
#loc506 = loc("backward/-/unsqueeze_19":764:0)
#loc507 = loc("backward/-/bitwise_not":768:0)
#loc508 = loc("backward/0/where_8":770:0)
#loc509 = loc("optimizer/0/add_50":775:0)
#loc510 = loc("optimizer/0/mul_113":778:0)
#loc511 = loc("optimizer/0/add_51":779:0)
#loc512 = loc("optimizer/-/pow_1":780:0)
#loc513 = loc("optimizer/0/div_7":782:0)
#loc514 = loc("optimizer/-/pow_2":783:0)
#loc515 = loc("optimizer/-/sub_26":784:0)
#loc516 = loc("optimizer/0/div_8":785:0)
#loc517 = loc("optimizer/0/sqrt":787:0)
#loc518 = loc("optimizer/0/div_9":789:0)
#loc519 = loc("optimizer/0/sub_27":790:0)
#loc520 = loc("optimizer/0/mul_115":791:0)
#loc521 = loc("optimizer/0/mul_116":792:0)
#loc522 = loc("optimizer/0/mul_117":793:0)
#loc523 = loc("optimizer/0/add_53":794:0)
#loc524 = loc("optimizer/0/mul_118":795:0)
#loc525 = loc("optimizer/0/mul_119":796:0)
#loc526 = loc("optimizer/0/mul_120":797:0)
#loc527 = loc("optimizer/0/add_54":798:0)
#loc528 = loc("optimizer/0/div_10":801:0)
#loc530 = loc("optimizer/0/div_11":804:0)
#loc532 = loc("optimizer/0/mul_121":805:0)
#loc533 = loc("optimizer/0/sqrt_1":806:0)
#loc534 = loc("optimizer/0/add_55":807:0)
#loc535 = loc("optimizer/0/div_12":808:0)
#loc536 = loc("optimizer/0/sub_30":809:0)
#loc537 = loc("optimizer/0/mul_122":810:0)
#loc538 = loc("optimizer/0/mul_123":811:0)
#loc539 = loc("optimizer/0/mul_124":812:0)
#loc540 = loc("optimizer/0/add_56":813:0)
#loc541 = loc("optimizer/0/mul_125":814:0)
#loc542 = loc("optimizer/0/mul_126":815:0)
#loc543 = loc("optimizer/0/mul_127":816:0)
#loc544 = loc("optimizer/0/add_57":817:0)
#loc545 = loc("optimizer/0/div_13":820:0)
#loc547 = loc("optimizer/0/div_14":823:0)
#loc549 = loc("optimizer/0/mul_128":824:0)
#loc550 = loc("optimizer/0/sqrt_2":825:0)
#loc551 = loc("optimizer/0/add_58":826:0)
#loc552 = loc("optimizer/0/div_15":827:0)
#loc553 = loc("optimizer/0/sub_33":828:0)
#loc554 = loc("optimizer/0/mul_129":829:0)
#loc555 = loc("optimizer/0/mul_130":830:0)
#loc556 = loc("optimizer/0/mul_131":831:0)
#loc557 = loc("optimizer/0/add_59":832:0)
#loc558 = loc("optimizer/0/mul_132":833:0)
#loc559 = loc("optimizer/0/mul_133":834:0)
#loc560 = loc("optimizer/0/mul_134":835:0)
#loc561 = loc("optimizer/0/add_60":836:0)
#loc562 = loc("optimizer/0/div_16":839:0)
#loc564 = loc("optimizer/0/div_17":842:0)
#loc566 = loc("optimizer/0/mul_135":843:0)
#loc567 = loc("optimizer/0/sqrt_3":844:0)
#loc568 = loc("optimizer/0/add_61":845:0)
#loc569 = loc("optimizer/0/div_18":846:0)
#loc570 = loc("optimizer/0/sub_36":847:0)
#loc571 = loc("optimizer/0/mul_136":848:0)
#loc572 = loc("optimizer/0/mul_137":849:0)
#loc573 = loc("optimizer/0/mul_138":850:0)
#loc574 = loc("optimizer/0/add_62":851:0)
#loc575 = loc("optimizer/0/mul_139":852:0)
#loc576 = loc("optimizer/0/mul_140":853:0)
#loc577 = loc("optimizer/0/mul_141":854:0)
#loc578 = loc("optimizer/0/add_63":855:0)
#loc579 = loc("optimizer/0/div_19":858:0)
#loc581 = loc("optimizer/0/div_20":861:0)
#loc583 = loc("optimizer/0/mul_142":862:0)
#loc584 = loc("optimizer/0/sqrt_4":863:0)
#loc585 = loc("optimizer/0/add_64":864:0)
#loc586 = loc("optimizer/0/div_21":865:0)
#loc587 = loc("optimizer/0/sub_39":866:0)
#loc588 = loc("optimizer/0/mul_143":867:0)
#loc589 = loc("optimizer/0/mul_144":868:0)
#loc590 = loc("optimizer/0/mul_145":869:0)
#loc592 = loc("optimizer/0/add_65":870:0)
#loc593 = loc("optimizer/0/mul_146":871:0)
#loc594 = loc("optimizer/0/mul_147":872:0)
#loc595 = loc("optimizer/0/mul_148":873:0)
#loc596 = loc("optimizer/0/add_66":874:0)
#loc597 = loc("optimizer/0/div_22":877:0)
#loc599 = loc("optimizer/0/div_23":880:0)
#loc601 = loc("optimizer/0/mul_149":881:0)
#loc602 = loc("optimizer/0/sqrt_5":882:0)
#loc603 = loc("optimizer/0/add_67":883:0)
#loc604 = loc("optimizer/0/div_24":884:0)
#loc605 = loc("optimizer/0/sub_42":885:0)
#loc606 = loc("optimizer/0/mul_150":886:0)
#loc607 = loc("optimizer/0/mul_151":887:0)
#loc608 = loc("optimizer/0/mul_152":888:0)
#loc609 = loc("optimizer/0/add_68":889:0)
#loc610 = loc("optimizer/0/mul_153":890:0)
#loc611 = loc("optimizer/0/mul_154":891:0)
#loc612 = loc("optimizer/0/mul_155":892:0)
#loc613 = loc("optimizer/0/add_69":893:0)
#loc614 = loc("optimizer/0/div_25":896:0)
#loc616 = loc("optimizer/0/div_26":899:0)
#loc618 = loc("optimizer/0/mul_156":900:0)
#loc619 = loc("optimizer/0/sqrt_6":901:0)
#loc620 = loc("optimizer/0/add_70":902:0)
#loc621 = loc("optimizer/0/div_27":903:0)
#loc622 = loc("optimizer/0/sub_45":904:0)
#loc623 = loc("optimizer/0/mul_157":905:0)
#loc624 = loc("optimizer/0/mul_158":906:0)
#loc625 = loc("optimizer/0/mul_159":907:0)
#loc627 = loc("optimizer/0/add_71":908:0)
#loc628 = loc("optimizer/0/mul_160":909:0)
#loc629 = loc("optimizer/0/mul_161":910:0)
#loc630 = loc("optimizer/0/mul_162":911:0)
#loc631 = loc("optimizer/0/add_72":912:0)
#loc632 = loc("optimizer/0/div_28":915:0)
#loc634 = loc("optimizer/0/div_29":918:0)
#loc636 = loc("optimizer/0/mul_163":919:0)
#loc637 = loc("optimizer/0/sqrt_7":920:0)
#loc638 = loc("optimizer/0/add_73":921:0)
#loc639 = loc("optimizer/0/div_30":922:0)
#loc640 = loc("optimizer/0/sub_48":923:0)
#loc641 = loc("optimizer/0/mul_164":924:0)
#loc642 = loc("optimizer/0/mul_165":925:0)
#loc643 = loc("optimizer/1/mul_166":926:0)
#loc645 = loc("optimizer/0/add_74":927:0)
#loc646 = loc("optimizer/0/mul_167":928:0)
#loc647 = loc("optimizer/1/mul_168":929:0)
#loc648 = loc("optimizer/1/mul_169":930:0)
#loc649 = loc("optimizer/0/add_75":931:0)
#loc650 = loc("optimizer/0/div_31":934:0)
#loc652 = loc("optimizer/0/div_32":937:0)
#loc654 = loc("optimizer/0/mul_170":938:0)
#loc655 = loc("optimizer/0/sqrt_8":939:0)
#loc656 = loc("optimizer/0/add_76":940:0)
#loc657 = loc("optimizer/0/div_33":941:0)
#loc658 = loc("optimizer/0/sub_51":942:0)
#loc659 = loc("optimizer/0/mul_171":943:0)
#loc660 = loc("optimizer/0/mul_172":944:0)
#loc661 = loc("optimizer/0/mul_173":945:0)
#loc663 = loc("optimizer/0/add_77":946:0)
#loc664 = loc("optimizer/0/mul_174":947:0)
#loc665 = loc("optimizer/0/mul_175":948:0)
#loc666 = loc("optimizer/0/mul_176":949:0)
#loc667 = loc("optimizer/0/add_78":950:0)
#loc668 = loc("optimizer/0/div_34":953:0)
#loc670 = loc("optimizer/0/div_35":956:0)
#loc672 = loc("optimizer/0/mul_177":957:0)
#loc673 = loc("optimizer/0/sqrt_9":958:0)
#loc674 = loc("optimizer/0/add_79":959:0)
#loc675 = loc("optimizer/0/div_36":960:0)
#loc676 = loc("optimizer/0/sub_54":961:0)
#loc677 = loc("optimizer/0/mul_178":962:0)
#loc678 = loc("optimizer/0/mul_179":963:0)
#loc679 = loc("optimizer/0/mul_180":964:0)
#loc680 = loc("optimizer/0/add_80":965:0)
#loc681 = loc("optimizer/0/mul_181":966:0)
#loc682 = loc("optimizer/0/mul_182":967:0)
#loc683 = loc("optimizer/0/mul_183":968:0)
#loc684 = loc("optimizer/0/add_81":969:0)
#loc685 = loc("optimizer/0/div_37":972:0)
#loc687 = loc("optimizer/0/div_38":975:0)
#loc689 = loc("optimizer/0/mul_184":976:0)
#loc690 = loc("optimizer/0/sqrt_10":977:0)
#loc691 = loc("optimizer/0/add_82":978:0)
#loc692 = loc("optimizer/0/div_39":979:0)
#loc693 = loc("optimizer/0/sub_57":980:0)
#loc694 = loc("optimizer/0/mul_185":981:0)
#loc695 = loc("optimizer/0/mul_186":982:0)
#loc696 = loc("optimizer/0/mul_187":983:0)
#loc698 = loc("optimizer/0/add_83":984:0)
#loc699 = loc("optimizer/0/mul_188":985:0)
#loc700 = loc("optimizer/0/mul_189":986:0)
#loc701 = loc("optimizer/0/mul_190":987:0)
#loc702 = loc("optimizer/0/add_84":988:0)
#loc703 = loc("optimizer/0/div_40":991:0)
#loc705 = loc("optimizer/0/div_41":994:0)
#loc707 = loc("optimizer/0/mul_191":995:0)
#loc708 = loc("optimizer/0/sqrt_11":996:0)
#loc709 = loc("optimizer/0/add_85":997:0)
#loc710 = loc("optimizer/0/div_42":998:0)
#loc711 = loc("optimizer/0/sub_60":999:0)
#loc712 = loc("optimizer/0/mul_192":1000:0)
#loc713 = loc("optimizer/0/mul_193":1001:0)
#loc714 = loc("optimizer/0/add_86":1003:0)
#loc716 = loc("optimizer/0/mul_195":1004:0)
#loc717 = loc("optimizer/0/add_87":1007:0)
#loc719 = loc("optimizer/0/div_43":1010:0)
#loc721 = loc("optimizer/0/div_44":1013:0)
#loc723 = loc("optimizer/0/mul_198":1014:0)
#loc724 = loc("optimizer/0/sqrt_12":1015:0)
#loc725 = loc("optimizer/0/add_88":1016:0)
#loc726 = loc("optimizer/0/div_45":1017:0)
#loc727 = loc("optimizer/0/sub_63":1018:0)
#loc728 = loc("optimizer/1/mul_199":1019:0)
#loc729 = loc("optimizer/1/mul_200":1020:0)
#loc730 = loc("optimizer/1/mul_201":1021:0)
#loc731 = loc("optimizer/1/add_89":1022:0)
#loc732 = loc("optimizer/1/mul_202":1023:0)
#loc733 = loc("optimizer/1/mul_203":1024:0)
#loc734 = loc("optimizer/1/mul_204":1025:0)
#loc735 = loc("optimizer/1/add_90":1026:0)
#loc736 = loc("optimizer/1/div_46":1029:0)
#loc738 = loc("optimizer/1/div_47":1032:0)
#loc740 = loc("optimizer/1/mul_205":1033:0)
#loc741 = loc("optimizer/1/sqrt_13":1034:0)
#loc742 = loc("optimizer/1/add_91":1035:0)
#loc743 = loc("optimizer/1/div_48":1036:0)
#loc744 = loc("optimizer/1/sub_66":1037:0)
#loc745 = loc("optimizer/1/mul_206":1038:0)
#loc746 = loc("optimizer/1/mul_207":1039:0)
#loc747 = loc("optimizer/1/mul_208":1040:0)
#loc748 = loc("optimizer/1/add_92":1041:0)
#loc749 = loc("optimizer/1/mul_209":1042:0)
#loc750 = loc("optimizer/1/mul_210":1043:0)
#loc751 = loc("optimizer/1/mul_211":1044:0)
#loc752 = loc("optimizer/1/add_93":1045:0)
#loc753 = loc("optimizer/1/div_49":1048:0)
#loc755 = loc("optimizer/1/div_50":1051:0)
#loc757 = loc("optimizer/1/mul_212":1052:0)
#loc758 = loc("optimizer/1/sqrt_14":1053:0)
#loc759 = loc("optimizer/1/add_94":1054:0)
#loc760 = loc("optimizer/1/div_51":1055:0)
#loc761 = loc("optimizer/1/sub_69":1056:0)
#loc762 = loc("optimizer/1/mul_213":1057:0)
#loc763 = loc("optimizer/1/mul_214":1058:0)
#loc764 = loc("optimizer/1/mul_215":1059:0)
#loc765 = loc("optimizer/1/add_95":1060:0)
#loc766 = loc("optimizer/1/mul_216":1061:0)
#loc767 = loc("optimizer/1/mul_217":1062:0)
#loc768 = loc("optimizer/1/mul_218":1063:0)
#loc769 = loc("optimizer/1/add_96":1064:0)
#loc770 = loc("optimizer/1/div_52":1067:0)
#loc772 = loc("optimizer/1/div_53":1070:0)
#loc774 = loc("optimizer/1/mul_219":1071:0)
#loc775 = loc("optimizer/1/sqrt_15":1072:0)
#loc776 = loc("optimizer/1/add_97":1073:0)
#loc777 = loc("optimizer/1/div_54":1074:0)
#loc778 = loc("optimizer/1/sub_72":1075:0)
#loc779 = loc("optimizer/1/mul_220":1076:0)
#loc780 = loc("optimizer/1/mul_221":1077:0)
#loc781 = loc("optimizer/1/mul_222":1078:0)
#loc782 = loc("optimizer/1/add_98":1079:0)
#loc783 = loc("optimizer/1/mul_223":1080:0)
#loc784 = loc("optimizer/1/mul_224":1081:0)
#loc785 = loc("optimizer/1/mul_225":1082:0)
#loc786 = loc("optimizer/1/add_99":1083:0)
#loc787 = loc("optimizer/1/div_55":1086:0)
#loc789 = loc("optimizer/1/div_56":1089:0)
#loc791 = loc("optimizer/1/mul_226":1090:0)
#loc792 = loc("optimizer/1/sqrt_16":1091:0)
#loc793 = loc("optimizer/1/add_100":1092:0)
#loc794 = loc("optimizer/1/div_57":1093:0)
#loc795 = loc("optimizer/1/sub_75":1094:0)
#loc796 = loc("optimizer/1/mul_227":1095:0)
#loc797 = loc("optimizer/1/mul_228":1096:0)
#loc798 = loc("optimizer/1/mul_229":1097:0)
#loc800 = loc("optimizer/1/add_101":1098:0)
#loc801 = loc("optimizer/1/mul_230":1099:0)
#loc802 = loc("optimizer/1/mul_231":1100:0)
#loc803 = loc("optimizer/1/mul_232":1101:0)
#loc804 = loc("optimizer/1/add_102":1102:0)
#loc805 = loc("optimizer/1/div_58":1105:0)
#loc807 = loc("optimizer/1/div_59":1108:0)
#loc809 = loc("optimizer/1/mul_233":1109:0)
#loc810 = loc("optimizer/1/sqrt_17":1110:0)
#loc811 = loc("optimizer/1/add_103":1111:0)
#loc812 = loc("optimizer/1/div_60":1112:0)
#loc813 = loc("optimizer/1/sub_78":1113:0)
#loc814 = loc("optimizer/1/mul_234":1114:0)
#loc815 = loc("optimizer/1/mul_235":1115:0)
#loc816 = loc("optimizer/1/mul_236":1116:0)
#loc817 = loc("optimizer/1/add_104":1117:0)
#loc818 = loc("optimizer/1/mul_237":1118:0)
#loc819 = loc("optimizer/1/mul_238":1119:0)
#loc820 = loc("optimizer/1/mul_239":1120:0)
#loc821 = loc("optimizer/1/add_105":1121:0)
#loc822 = loc("optimizer/1/div_61":1124:0)
#loc824 = loc("optimizer/1/div_62":1127:0)
#loc826 = loc("optimizer/1/mul_240":1128:0)
#loc827 = loc("optimizer/1/sqrt_18":1129:0)
#loc828 = loc("optimizer/1/add_106":1130:0)
#loc829 = loc("optimizer/1/div_63":1131:0)
#loc830 = loc("optimizer/1/sub_81":1132:0)
#loc831 = loc("optimizer/1/mul_241":1133:0)
#loc832 = loc("optimizer/1/mul_242":1134:0)
#loc833 = loc("optimizer/1/mul_243":1135:0)
#loc835 = loc("optimizer/1/add_107":1136:0)
#loc836 = loc("optimizer/1/mul_244":1137:0)
#loc837 = loc("optimizer/1/mul_245":1138:0)
#loc838 = loc("optimizer/1/mul_246":1139:0)
#loc839 = loc("optimizer/1/add_108":1140:0)
#loc840 = loc("optimizer/1/div_64":1143:0)
#loc842 = loc("optimizer/1/div_65":1146:0)
#loc844 = loc("optimizer/1/mul_247":1147:0)
#loc845 = loc("optimizer/1/sqrt_19":1148:0)
#loc846 = loc("optimizer/1/add_109":1149:0)
#loc847 = loc("optimizer/1/div_66":1150:0)
#loc848 = loc("optimizer/1/sub_84":1151:0)
#loc849 = loc("optimizer/1/mul_248":1152:0)
#loc850 = loc("optimizer/1/mul_249":1153:0)
#loc851 = loc("optimizer/1/mul_250":1154:0)
#loc853 = loc("optimizer/1/add_110":1155:0)
#loc854 = loc("optimizer/1/mul_251":1156:0)
#loc855 = loc("optimizer/1/mul_252":1157:0)
#loc856 = loc("optimizer/1/mul_253":1158:0)
#loc857 = loc("optimizer/1/add_111":1159:0)
#loc858 = loc("optimizer/1/div_67":1162:0)
#loc860 = loc("optimizer/1/div_68":1165:0)
#loc862 = loc("optimizer/1/mul_254":1166:0)
#loc863 = loc("optimizer/1/sqrt_20":1167:0)
#loc864 = loc("optimizer/1/add_112":1168:0)
#loc865 = loc("optimizer/1/div_69":1169:0)
#loc866 = loc("optimizer/1/sub_87":1170:0)
#loc867 = loc("optimizer/1/mul_255":1171:0)
#loc868 = loc("optimizer/1/mul_256":1172:0)
#loc869 = loc("optimizer/1/mul_257":1173:0)
#loc871 = loc("optimizer/1/add_113":1174:0)
#loc872 = loc("optimizer/1/mul_258":1175:0)
#loc873 = loc("optimizer/1/mul_259":1176:0)
#loc874 = loc("optimizer/1/mul_260":1177:0)
#loc875 = loc("optimizer/1/add_114":1178:0)
#loc876 = loc("optimizer/1/div_70":1181:0)
#loc878 = loc("optimizer/1/div_71":1184:0)
#loc880 = loc("optimizer/1/mul_261":1185:0)
#loc881 = loc("optimizer/1/sqrt_21":1186:0)
#loc882 = loc("optimizer/1/add_115":1187:0)
#loc883 = loc("optimizer/1/div_72":1188:0)
#loc884 = loc("optimizer/1/sub_90":1189:0)
#loc885 = loc("optimizer/1/mul_262":1190:0)
#loc886 = loc("optimizer/1/mul_263":1191:0)
#loc887 = loc("optimizer/1/mul_264":1192:0)
#loc888 = loc("optimizer/1/add_116":1193:0)
#loc889 = loc("optimizer/1/mul_265":1194:0)
#loc890 = loc("optimizer/1/mul_266":1195:0)
#loc891 = loc("optimizer/1/mul_267":1196:0)
#loc892 = loc("optimizer/1/add_117":1197:0)
#loc893 = loc("optimizer/1/div_73":1200:0)
#loc895 = loc("optimizer/1/div_74":1203:0)
#loc897 = loc("optimizer/1/mul_268":1204:0)
#loc898 = loc("optimizer/1/sqrt_22":1205:0)
#loc899 = loc("optimizer/1/add_118":1206:0)
#loc900 = loc("optimizer/1/div_75":1207:0)
#loc901 = loc("optimizer/1/sub_93":1208:0)
#loc902 = loc("optimizer/1/mul_269":1209:0)
#loc903 = loc("optimizer/1/mul_270":1210:0)
#loc904 = loc("optimizer/1/mul_271":1211:0)
#loc906 = loc("optimizer/1/add_119":1212:0)
#loc907 = loc("optimizer/1/mul_272":1213:0)
#loc908 = loc("optimizer/1/mul_273":1214:0)
#loc909 = loc("optimizer/1/mul_274":1215:0)
#loc910 = loc("optimizer/1/add_120":1216:0)
#loc911 = loc("optimizer/1/div_76":1219:0)
#loc913 = loc("optimizer/1/div_77":1222:0)
#loc915 = loc("optimizer/1/mul_275":1223:0)
#loc916 = loc("optimizer/1/sqrt_23":1224:0)
#loc917 = loc("optimizer/1/add_121":1225:0)
#loc918 = loc("optimizer/1/div_78":1226:0)
#loc919 = loc("optimizer/1/sub_96":1227:0)
#loc920 = loc("optimizer/1/mul_276":1228:0)
#loc921 = loc("optimizer/1/mul_277":1229:0)
#loc922 = loc("optimizer/1/add_122":1231:0)
#loc924 = loc("optimizer/1/mul_279":1232:0)
#loc925 = loc("optimizer/1/add_123":1235:0)
#loc927 = loc("optimizer/1/div_79":1238:0)
#loc929 = loc("optimizer/1/div_80":1241:0)
#loc931 = loc("optimizer/1/mul_282":1242:0)
#loc932 = loc("optimizer/1/sqrt_24":1243:0)
#loc933 = loc("optimizer/1/add_124":1244:0)
#loc934 = loc("optimizer/1/div_81":1245:0)
#loc935 = loc("optimizer/1/sub_99":1246:0)
#loc936 = loc("optimizer/-/mul_283":1247:0)
#loc937 = loc("optimizer/-/mul_284":1248:0)
#loc938 = loc("optimizer/1/mul_285":1249:0)
#loc939 = loc("optimizer/1/add_125":1250:0)
#loc940 = loc("optimizer/-/mul_286":1251:0)
#loc941 = loc("optimizer/1/mul_287":1252:0)
#loc942 = loc("optimizer/1/mul_288":1253:0)
#loc943 = loc("optimizer/1/add_126":1254:0)
#loc944 = loc("optimizer/1/div_82":1257:0)
#loc946 = loc("optimizer/1/div_83":1260:0)
#loc948 = loc("optimizer/1/mul_289":1261:0)
#loc949 = loc("optimizer/1/sqrt_25":1262:0)
#loc950 = loc("optimizer/1/add_127":1263:0)
#loc951 = loc("optimizer/1/div_84":1264:0)
#loc952 = loc("optimizer/1/sub_102":1265:0)
#loc953 = loc("optimizer/-/mul_290":1266:0)
#loc954 = loc("optimizer/-/mul_291":1267:0)
#loc955 = loc("optimizer/-/mul_292":1268:0)
#loc956 = loc("optimizer/-/add_128":1269:0)
#loc957 = loc("optimizer/-/mul_293":1270:0)
#loc958 = loc("optimizer/-/mul_294":1271:0)
#loc959 = loc("optimizer/-/mul_295":1272:0)
#loc960 = loc("optimizer/-/add_129":1273:0)
#loc961 = loc("optimizer/-/div_85":1276:0)
#loc963 = loc("optimizer/-/div_86":1279:0)
#loc965 = loc("optimizer/-/mul_296":1280:0)
#loc966 = loc("optimizer/-/sqrt_26":1281:0)
#loc967 = loc("optimizer/-/add_130":1282:0)
#loc968 = loc("optimizer/-/div_87":1283:0)
#loc969 = loc("optimizer/-/sub_105":1284:0)
#loc970 = loc("optimizer/-/mul_297":1285:0)
#loc971 = loc("optimizer/-/mul_298":1286:0)
#loc972 = loc("optimizer/-/mul_299":1287:0)
#loc974 = loc("optimizer/-/add_131":1288:0)
#loc975 = loc("optimizer/-/mul_300":1289:0)
#loc976 = loc("optimizer/-/mul_301":1290:0)
#loc977 = loc("optimizer/-/mul_302":1291:0)
#loc978 = loc("optimizer/-/add_132":1292:0)
#loc979 = loc("optimizer/-/div_88":1295:0)
#loc981 = loc("optimizer/-/div_89":1298:0)
#loc983 = loc("optimizer/-/mul_303":1299:0)
#loc984 = loc("optimizer/-/sqrt_27":1300:0)
#loc985 = loc("optimizer/-/add_133":1301:0)
#loc986 = loc("optimizer/-/div_90":1302:0)
#loc987 = loc("optimizer/-/sub_108":1303:0)
#loc = loc(unknown)
#loc27 = loc("forward/-/unsqueeze_2":99:0)
#loc45 = loc("forward/0/view":135:0)
#loc46 = loc("forward/0/mm":136:0)
#loc51 = loc("forward/0/view_2":142:0)
#loc52 = loc("forward/0/permute_1":143:0)
#loc53 = loc("forward/0/getitem_2":145:0)
#loc57 = loc("forward/0/slice_2":151:0)
#loc59 = loc("forward/0/slice_4":153:0)
#loc61 = loc("forward/0/slice_5":155:0)
#loc68 = loc("forward/0/slice_7":162:0)
#loc75 = loc("forward/0/cat_4":169:0)
#loc79 = loc("forward/0/view_3":183:0)
#loc80 = loc("forward/0/view_4":185:0)
#loc81 = loc("forward/0/bmm":186:0)
#loc86 = loc("forward/0/view_6":195:0)
#loc87 = loc("forward/0/view_7":197:0)
#loc88 = loc("forward/0/bmm_1":198:0)
#loc89 = loc("forward/0/view_8":199:0)
#loc90 = loc("forward/0/permute_3":201:0)
#loc92 = loc("forward/0/view_11":205:0)
#loc93 = loc("forward/0/mm_1":206:0)
#loc103 = loc("forward/0/view_13":222:0)
#loc104 = loc("forward/0/mm_2":223:0)
#loc112 = loc("forward/0/view_15":231:0)
#loc113 = loc("forward/0/mm_3":232:0)
#loc129 = loc("forward/1/view_17":250:0)
#loc130 = loc("forward/1/mm_4":251:0)
#loc135 = loc("forward/1/view_19":257:0)
#loc136 = loc("forward/1/permute_8":258:0)
#loc137 = loc("forward/1/getitem_9":260:0)
#loc139 = loc("forward/1/slice_10":266:0)
#loc141 = loc("forward/1/slice_12":268:0)
#loc144 = loc("forward/1/slice_13":270:0)
#loc152 = loc("forward/1/slice_15":277:0)
#loc159 = loc("forward/1/cat_10":284:0)
#loc163 = loc("forward/1/view_20":298:0)
#loc164 = loc("forward/1/view_21":300:0)
#loc165 = loc("forward/1/bmm_2":301:0)
#loc173 = loc("forward/1/view_23":310:0)
#loc174 = loc("forward/1/view_24":312:0)
#loc175 = loc("forward/1/bmm_3":313:0)
#loc176 = loc("forward/1/view_25":314:0)
#loc177 = loc("forward/1/permute_10":316:0)
#loc179 = loc("forward/1/view_28":320:0)
#loc180 = loc("forward/1/mm_5":321:0)
#loc190 = loc("forward/1/view_30":337:0)
#loc191 = loc("forward/1/mm_6":338:0)
#loc199 = loc("forward/1/view_32":346:0)
#loc200 = loc("forward/1/mm_7":347:0)
#loc216 = loc("forward/-/view_34":366:0)
#loc217 = loc("forward/-/mm_8":367:0)
#loc219 = loc("forward/-/slice_17":370:0)
#loc250 = loc("backward/-/permute_15":413:0)
#loc251 = loc("backward/-/mm_9":414:0)
#loc252 = loc("backward/-/mm_10":417:0)
#loc269 = loc("backward/1/mm_11":437:0)
#loc270 = loc("backward/1/permute_20":438:0)
#loc271 = loc("backward/1/mm_12":439:0)
#loc273 = loc("backward/1/view_42":442:0)
#loc285 = loc("backward/1/mm_13":458:0)
#loc286 = loc("backward/1/permute_24":459:0)
#loc287 = loc("backward/1/mm_14":460:0)
#loc307 = loc("backward/1/mm_15":484:0)
#loc308 = loc("backward/1/mm_16":486:0)
#loc309 = loc("backward/1/view_50":492:0)
#loc310 = loc("backward/1/permute_31":493:0)
#loc311 = loc("backward/1/view_52":496:0)
#loc312 = loc("backward/1/permute_32":497:0)
#loc313 = loc("backward/1/bmm_4":498:0)
#loc314 = loc("backward/1/permute_33":499:0)
#loc315 = loc("backward/1/bmm_5":500:0)
#loc316 = loc("backward/1/view_53":501:0)
#loc322 = loc("backward/1/view_55":507:0)
#loc323 = loc("backward/1/permute_34":508:0)
#loc324 = loc("backward/1/bmm_6":509:0)
#loc325 = loc("backward/1/permute_35":510:0)
#loc326 = loc("backward/1/bmm_7":511:0)
#loc330 = loc("backward/1/permute_36":515:0)
#loc333 = loc("backward/1/slice_21":524:0)
#loc335 = loc("backward/1/slice_23":526:0)
#loc338 = loc("backward/1/slice_25":529:0)
#loc346 = loc("backward/1/slice_27":542:0)
#loc359 = loc("backward/1/cat_13":567:0)
#loc360 = loc("backward/1/permute_37":568:0)
#loc362 = loc("backward/1/mm_17":573:0)
#loc363 = loc("backward/1/permute_39":574:0)
#loc364 = loc("backward/1/mm_18":575:0)
#loc384 = loc("backward/0/mm_19":599:0)
#loc385 = loc("backward/1/permute_43":600:0)
#loc386 = loc("backward/0/mm_20":601:0)
#loc388 = loc("backward/1/view_63":604:0)
#loc402 = loc("backward/0/mm_21":620:0)
#loc403 = loc("backward/0/permute_47":621:0)
#loc404 = loc("backward/0/mm_22":622:0)
#loc424 = loc("backward/0/mm_23":646:0)
#loc425 = loc("backward/0/mm_24":648:0)
#loc426 = loc("backward/0/view_71":654:0)
#loc427 = loc("backward/0/permute_54":655:0)
#loc428 = loc("backward/0/view_73":658:0)
#loc429 = loc("backward/0/permute_55":659:0)
#loc430 = loc("backward/0/bmm_8":660:0)
#loc431 = loc("backward/0/permute_56":661:0)
#loc432 = loc("backward/0/bmm_9":662:0)
#loc433 = loc("backward/0/view_74":663:0)
#loc439 = loc("backward/0/view_76":669:0)
#loc440 = loc("backward/0/permute_57":670:0)
#loc441 = loc("backward/0/bmm_10":671:0)
#loc442 = loc("backward/0/permute_58":672:0)
#loc443 = loc("backward/0/bmm_11":673:0)
#loc447 = loc("backward/0/permute_59":677:0)
#loc450 = loc("backward/0/slice_31":686:0)
#loc452 = loc("backward/0/slice_33":688:0)
#loc455 = loc("backward/0/slice_35":691:0)
#loc464 = loc("backward/0/slice_37":704:0)
#loc477 = loc("backward/0/cat_14":729:0)
#loc478 = loc("backward/0/permute_60":730:0)
#loc480 = loc("backward/0/mm_25":735:0)
#loc481 = loc("backward/0/permute_62":736:0)
#loc482 = loc("backward/0/mm_26":737:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1) -> (d0)>
#map17 = affine_map<(d0, d1) -> (d0, 0)>
#map18 = affine_map<(d0) -> ()>
#map19 = affine_map<() -> ()>
#map20 = affine_map<(d0, d1) -> ()>
#map21 = affine_map<(d0) -> (d0, 0)>
#map22 = affine_map<(d0, d1) -> (0, d1)>
#map23 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%arg0: tensor<64x32xf32> {memopt.name = "gpt_neox.embed_in.weight", memopt.role = "parameter"}, %arg1: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.weight", memopt.role = "parameter"}, %arg2: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.bias", memopt.role = "parameter"}, %arg3: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.weight", memopt.role = "parameter"}, %arg4: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.bias", memopt.role = "parameter"}, %arg5: tensor<96x32xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.weight", memopt.role = "parameter"}, %arg6: tensor<96xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.bias", memopt.role = "parameter"}, %arg7: tensor<32x32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.weight", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.bias", memopt.role = "parameter"}, %arg9: tensor<64x32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.weight", memopt.role = "parameter"}, %arg10: tensor<64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.bias", memopt.role = "parameter"}, %arg11: tensor<32x64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.weight", memopt.role = "parameter"}, %arg12: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.bias", memopt.role = "parameter"}, %arg13: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.weight", memopt.role = "parameter"}, %arg14: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.bias", memopt.role = "parameter"}, %arg15: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.weight", memopt.role = "parameter"}, %arg16: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.bias", memopt.role = "parameter"}, %arg17: tensor<96x32xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.weight", memopt.role = "parameter"}, %arg18: tensor<96xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.bias", memopt.role = "parameter"}, %arg19: tensor<32x32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.weight", memopt.role = "parameter"}, %arg20: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.bias", memopt.role = "parameter"}, %arg21: tensor<64x32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.weight", memopt.role = "parameter"}, %arg22: tensor<64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.bias", memopt.role = "parameter"}, %arg23: tensor<32x64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.weight", memopt.role = "parameter"}, %arg24: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.bias", memopt.role = "parameter"}, %arg25: tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.weight", memopt.role = "parameter"}, %arg26: tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.bias", memopt.role = "parameter"}, %arg27: tensor<64x32xf32> {memopt.name = "lm_head.weight", memopt.role = "parameter"}, %arg28: tensor<64x32xf32> {memopt.name = "gpt_neox.embed_in.weight.exp_avg", memopt.role = "optimizer_state"}, %arg29: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg30: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.bias.exp_avg", memopt.role = "optimizer_state"}, %arg31: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg32: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.bias.exp_avg", memopt.role = "optimizer_state"}, %arg33: tensor<96x32xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.weight.exp_avg", memopt.role = "optimizer_state"}, %arg34: tensor<96xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.bias.exp_avg", memopt.role = "optimizer_state"}, %arg35: tensor<32x32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.weight.exp_avg", memopt.role = "optimizer_state"}, %arg36: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.bias.exp_avg", memopt.role = "optimizer_state"}, %arg37: tensor<64x32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.weight.exp_avg", memopt.role = "optimizer_state"}, %arg38: tensor<64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.bias.exp_avg", memopt.role = "optimizer_state"}, %arg39: tensor<32x64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.weight.exp_avg", memopt.role = "optimizer_state"}, %arg40: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.bias.exp_avg", memopt.role = "optimizer_state"}, %arg41: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg42: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.bias.exp_avg", memopt.role = "optimizer_state"}, %arg43: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg44: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.bias.exp_avg", memopt.role = "optimizer_state"}, %arg45: tensor<96x32xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.weight.exp_avg", memopt.role = "optimizer_state"}, %arg46: tensor<96xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.bias.exp_avg", memopt.role = "optimizer_state"}, %arg47: tensor<32x32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.weight.exp_avg", memopt.role = "optimizer_state"}, %arg48: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.bias.exp_avg", memopt.role = "optimizer_state"}, %arg49: tensor<64x32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.weight.exp_avg", memopt.role = "optimizer_state"}, %arg50: tensor<64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.bias.exp_avg", memopt.role = "optimizer_state"}, %arg51: tensor<32x64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.weight.exp_avg", memopt.role = "optimizer_state"}, %arg52: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.bias.exp_avg", memopt.role = "optimizer_state"}, %arg53: tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg54: tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.bias.exp_avg", memopt.role = "optimizer_state"}, %arg55: tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg", memopt.role = "optimizer_state"}, %arg56: tensor<64x32xf32> {memopt.name = "gpt_neox.embed_in.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg57: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg58: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg59: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg60: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg61: tensor<96x32xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg62: tensor<96xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg63: tensor<32x32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg64: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg65: tensor<64x32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg66: tensor<64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg67: tensor<32x64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg68: tensor<32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg69: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg70: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg71: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg72: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg73: tensor<96x32xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg74: tensor<96xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg75: tensor<32x32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg76: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg77: tensor<64x32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg78: tensor<64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg79: tensor<32x64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg80: tensor<32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg81: tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg82: tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg83: tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg84: tensor<f32> {memopt.name = "step", memopt.role = "input"}, %arg85: tensor<2x16xi64> {memopt.name = "input_ids", memopt.range = array<i64: 8, 62>, memopt.role = "input"}, %arg86: tensor<2x16xi64> {memopt.name = "attention_mask", memopt.range = array<i64: 1, 2>, memopt.role = "input"}, %arg87: tensor<2x16xi64> {memopt.name = "labels", memopt.range = array<i64: 1, 64>, memopt.role = "input"}, %arg88: tensor<2x16xi64> {memopt.name = "position_ids", memopt.range = array<i64: 0, 16>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "gpt_neox.embed_in.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.bias.new", memopt.role = "parameter"}, tensor<96x32xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.weight.new", memopt.role = "parameter"}, tensor<96xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.bias.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.weight.new", memopt.role = "parameter"}, tensor<64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.bias.new", memopt.role = "parameter"}, tensor<32x64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.bias.new", memopt.role = "parameter"}, tensor<96x32xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.weight.new", memopt.role = "parameter"}, tensor<96xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.bias.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.weight.new", memopt.role = "parameter"}, tensor<64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.bias.new", memopt.role = "parameter"}, tensor<32x64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.bias.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "gpt_neox.embed_in.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "gpt_neox.embed_in.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.input_layernorm.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.post_attention_layernorm.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "gpt_neox.layers.0.attention.query_key_value.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.attention.dense.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_h_to_4h.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.0.mlp.dense_4h_to_h.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.input_layernorm.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.post_attention_layernorm.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "gpt_neox.layers.1.attention.query_key_value.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.attention.dense.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_h_to_4h.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.layers.1.mlp.dense_4h_to_h.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "gpt_neox.final_layer_norm.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}) {
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<32x64xf32> loc(#loc2)
    %c64 = arith.constant {memopt.phase = "backward"} 64 : index loc(#loc)
    %cst_0 = arith.constant {memopt.phase = "backward"} 0.000000e+00 : f64 loc(#loc)
    %cst_1 = arith.constant {memopt.phase = "backward"} 0xFF800000 : f32 loc(#loc)
    %true = arith.constant {memopt.phase = "backward"} true loc(#loc)
    %cst_2 = arith.constant {memopt.phase = "backward"} 1.000000e+00 : f32 loc(#loc)
    %cst_3 = arith.constant {memopt.phase = "backward"} 5.000000e-01 : f32 loc(#loc)
    %cst_4 = arith.constant {memopt.phase = "forward"} dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32> loc(#loc3)
    %cst_5 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 1.000000e-05 : f64 loc(#loc4)
    %cst_6 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 0xFFF0000000000000 : f64 loc(#loc5)
    %cst_7 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 0.70710678118654757 : f64 loc(#loc6)
    %cst_8 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 0.3989422804014327 : f64 loc(#loc7)
    %cst_9 = arith.constant {memopt.phase = "optimizer"} 9.999900e-01 : f64 loc(#loc8)
    %cst_10 = arith.constant {memopt.phase = "optimizer"} 9.000000e-01 : f64 loc(#loc9)
    %cst_11 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.099999999999999978 : f64 loc(#loc10)
    %cst_12 = arith.constant {memopt.phase = "optimizer"} 0.99899999999999999 : f64 loc(#loc11)
    %cst_13 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.0010000000000000009 : f64 loc(#loc12)
    %cst_14 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-03 : f64 loc(#loc13)
    %cst_15 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-08 : f64 loc(#loc14)
    %cst_16 = arith.constant {memopt.phase = "forward"} dense<true> : tensor<i1> loc(#loc15)
    %cst_17 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0xFF800000> : tensor<f32> loc(#loc16)
    %cst_18 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0.000000e+00> : tensor<f32> loc(#loc16)
    %cst_19 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0.000000e+00> : tensor<2x2x16x16xf32> loc(#loc17)
    %cst_20 = arith.constant {memopt.phase = "backward"} dense<1.000000e+00> : tensor<f32> loc(#loc18)
    %cst_21 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x2x16x4xf32> loc(#loc19)
    %cst_22 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 3.200000e+01 : f64 loc(#loc)
    %cst_23 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 3.200000e+01 : f32 loc(#loc)
    %cst_24 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 1.41421354 : f32 loc(#loc)
    %cst_25 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} -5.000000e-01 : f32 loc(#loc)
    %c63_i64 = arith.constant {memopt.phase = "backward"} 63 : i64 loc(#loc20)
    %c-64_i64 = arith.constant {memopt.phase = "backward"} -64 : i64 loc(#loc20)
    %c-100_i64 = arith.constant {memopt.phase = "backward"} -100 : i64 loc(#loc)
    %c64_i64 = arith.constant {memopt.phase = "backward"} 64 : i64 loc(#loc)
    %c16_i64 = arith.constant {memopt.phase = "backward"} 16 : i64 loc(#loc)
    %c2_i64 = arith.constant {memopt.phase = "backward"} 2 : i64 loc(#loc)
    %c-1_i64 = arith.constant {memopt.phase = "backward"} -1 : i64 loc(#loc)
    %c32 = arith.constant {memopt.phase = "backward"} 32 : index loc(#loc)
    %c0_i64 = arith.constant {memopt.phase = "backward"} 0 : i64 loc(#loc)
    %cst_26 = arith.constant {memopt.phase = "backward"} 0.000000e+00 : f32 loc(#loc)
    %c0 = arith.constant {memopt.phase = "backward"} 0 : index loc(#loc)
    %cst_27 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<64x32xf32> loc(#loc21)
    %cst_28 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} -1.000000e+00 : f32 loc(#loc)
    %cst_29 = arith.constant {memopt.phase = "optimizer"} dense<1> : tensor<i64> loc(#loc22)
    %cst_30 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<i64> loc(#loc23)
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg85 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %818 = arith.index_cast %in : i64 to index
      %819 = linalg.index 2 : index
      %820 = arith.cmpi slt, %818, %c64 : index
      cf.assert %820, "index must be smaller than dim size"
      %821 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %821, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%818, %819] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc1)
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1> loc(#loc24)
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %818 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %818 : i1
    } -> tensor<2x16xi1> loc(#loc24)
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<2xi64> loc(#loc25)
    %5 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %818 = linalg.index 0 : index
      %819 = arith.index_cast %818 : index to i64
      linalg.yield %819 : i64
    } -> tensor<2xi64> loc(#loc25)
    %6 = tensor.empty() {memopt.phase = "forward"} : tensor<16xi64> loc(#loc26)
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<16xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %818 = linalg.index 0 : index
      %819 = arith.index_cast %818 : index to i64
      linalg.yield %819 : i64
    } -> tensor<16xi64> loc(#loc26)
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] {memopt.phase = "forward"} : tensor<2xi64> into tensor<2x1x1x1xi64> loc(#loc27)
    %expanded_31 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] {memopt.phase = "forward"} : tensor<16xi64> into tensor<1x1x16x1xi64> loc(#loc28)
    %expanded_32 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] {memopt.phase = "forward"} : tensor<16xi64> into tensor<1x1x1x16xi64> loc(#loc29)
    %8 = tensor.empty() {memopt.phase = "forward"} : tensor<1x1x16x16xi1> loc(#loc30)
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %expanded_31 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%8 : tensor<1x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_209: i64, %out: i1):
      %818 = arith.cmpi sle, %in, %in_209 : i64
      linalg.yield %818 : i1
    } -> tensor<1x1x16x16xi1> loc(#loc30)
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_16, %9 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%8 : tensor<1x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_209: i1, %out: i1):
      %818 = arith.andi %in, %in_209 : i1
      linalg.yield %818 : i1
    } -> tensor<1x1x16x16xi1> loc(#loc15)
    %11 = tensor.empty() {memopt.phase = "forward"} : tensor<2x1x1x16xi1> loc(#loc31)
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_32 : tensor<2x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%11 : tensor<2x1x1x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_209: i64, %out: i1):
      %818 = arith.cmpi slt, %in, %c0_i64 : i64
      %819 = arith.addi %in, %c2_i64 : i64
      %820 = arith.select %818, %819, %in : i64
      %821 = arith.index_cast %820 : i64 to index
      %822 = arith.cmpi slt, %in_209, %c0_i64 : i64
      %823 = arith.addi %in_209, %c16_i64 : i64
      %824 = arith.select %822, %823, %in_209 : i64
      %825 = arith.index_cast %824 : i64 to index
      %extracted = tensor.extract %3[%821, %825] : tensor<2x16xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x16xi1> loc(#loc31)
    %13 = tensor.empty() {memopt.phase = "forward"} : tensor<2x1x16x16xi1> loc(#loc32)
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>) outs(%13 : tensor<2x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_209: i1, %out: i1):
      %818 = arith.andi %in, %in_209 : i1
      linalg.yield %818 : i1
    } -> tensor<2x1x16x16xi1> loc(#loc32)
    %expanded_33 = tensor.expand_shape %arg88 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi64> into tensor<2x16x1xi64> loc(#loc33)
    %15 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32> loc(#loc34)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x16x1xi64>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %818 = arith.sitofp %in : i64 to f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc34)
    %17 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2xf32> loc(#loc3)
    %18 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_4 : tensor<2x16x1xf32>, tensor<2xf32>) outs(%17 : tensor<2x16x2xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x2xf32> loc(#loc3)
    %concat = tensor.concat dim(2) %18, %18 {memopt.phase = "forward"} : (tensor<2x16x2xf32>, tensor<2x16x2xf32>) -> tensor<2x16x4xf32> loc(#loc35)
    %19 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x4xf32> loc(#loc36)
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<2x16x4xf32>) outs(%19 : tensor<2x16x4xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.cos %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x4xf32> loc(#loc36)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<2x16x4xf32>) outs(%19 : tensor<2x16x4xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sin %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x4xf32> loc(#loc37)
    %22 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf64> loc(#loc38)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x32xf32>) outs(%22 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %818 = arith.extf %in : f32 to f64
      linalg.yield %818 : f64
    } -> tensor<2x16x32xf64> loc(#loc38)
    %24 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf64> loc(#loc38)
    %25 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_0 : f64) outs(%24 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64> loc(#loc38)
    %26 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<2x16x32xf64>) outs(%25 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.addf %in, %out : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc38)
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x16x1xf64>) outs(%24 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.divf %in, %cst_22 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc38)
    %28 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %27 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%22 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_209: f64, %out: f64):
      %818 = arith.subf %in, %in_209 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x32xf64> loc(#loc38)
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %28 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%22 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_209: f64, %out: f64):
      %818 = arith.mulf %in, %in_209 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x32xf64> loc(#loc38)
    %30 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<2x16x32xf64>) outs(%25 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.addf %in, %out : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc38)
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x16x1xf64>) outs(%24 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.divf %in, %cst_22 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc38)
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x16x1xf64>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %818 = arith.truncf %in : f64 to f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc38)
    %33 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_26 : f32) outs(%15 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32> loc(#loc38)
    %34 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc38)
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.divf %in, %cst_23 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc38)
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_5 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<2x16x1xf32> loc(#loc4)
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.rsqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc39)
    %38 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %35 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc40)
    %39 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %37 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc41)
    %40 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %arg1 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc42)
    %41 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc43)
    %42 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> loc(#loc44)
    %transposed = linalg.transpose ins(%arg5 : tensor<96x32xf32>) outs(%42 : tensor<32x96xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc44)
    %collapsed = tensor.collapse_shape %41 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc45)
    %43 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_26 : f32) outs(%42 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc46)
    %44 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x96xf32>) outs(%43 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc46)
    %45 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<96xf32>) outs(%42 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc47)
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%42 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x96xf32> loc(#loc48)
    %expanded_34 = tensor.expand_shape %46 [[0, 1], [2, 3]] output_shape [2, 16, 2, 48] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x2x48xf32> loc(#loc51)
    %47 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x48xf32> loc(#loc52)
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<2x16x2x48xf32>) outs(%47 : tensor<2x2x16x48xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc52)
    %extracted_slice = tensor.extract_slice %transposed_35[0, 0, 0, 0] [2, 2, 16, 16] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x48xf32> to tensor<2x2x16x16xf32> loc(#loc53)
    %extracted_slice_36 = tensor.extract_slice %transposed_35[0, 0, 0, 16] [2, 2, 16, 16] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x48xf32> to tensor<2x2x16x16xf32> loc(#loc53)
    %extracted_slice_37 = tensor.extract_slice %transposed_35[0, 0, 0, 32] [2, 2, 16, 16] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x48xf32> to tensor<2x2x16x16xf32> loc(#loc53)
    %expanded_38 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [2, 1, 16, 4] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x4xf32> into tensor<2x1x16x4xf32> loc(#loc54)
    %expanded_39 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [2, 1, 16, 4] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x4xf32> into tensor<2x1x16x4xf32> loc(#loc55)
    %extracted_slice_40 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x4xf32> loc(#loc56)
    %extracted_slice_41 = tensor.extract_slice %extracted_slice[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x12xf32> loc(#loc57)
    %extracted_slice_42 = tensor.extract_slice %extracted_slice_36[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x4xf32> loc(#loc58)
    %extracted_slice_43 = tensor.extract_slice %extracted_slice_36[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x12xf32> loc(#loc59)
    %48 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x4xf32> loc(#loc60)
    %49 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %expanded_38 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc60)
    %extracted_slice_44 = tensor.extract_slice %extracted_slice_40[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc61)
    %extracted_slice_45 = tensor.extract_slice %extracted_slice_40[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc62)
    %50 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x2xf32> loc(#loc63)
    %51 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_45 : tensor<2x2x16x2xf32>) outs(%50 : tensor<2x2x16x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.negf %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x2xf32> loc(#loc63)
    %concat_46 = tensor.concat dim(3) %51, %extracted_slice_44 {memopt.layer = 0 : i64, memopt.phase = "forward"} : (tensor<2x2x16x2xf32>, tensor<2x2x16x2xf32>) -> tensor<2x2x16x4xf32> loc(#loc64)
    %52 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_46, %expanded_39 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc65)
    %53 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %52 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc66)
    %54 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %expanded_38 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc67)
    %extracted_slice_47 = tensor.extract_slice %extracted_slice_42[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc68)
    %extracted_slice_48 = tensor.extract_slice %extracted_slice_42[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc69)
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_48 : tensor<2x2x16x2xf32>) outs(%50 : tensor<2x2x16x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.negf %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x2xf32> loc(#loc70)
    %concat_49 = tensor.concat dim(3) %55, %extracted_slice_47 {memopt.layer = 0 : i64, memopt.phase = "forward"} : (tensor<2x2x16x2xf32>, tensor<2x2x16x2xf32>) -> tensor<2x2x16x4xf32> loc(#loc71)
    %56 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_49, %expanded_39 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc72)
    %57 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %56 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc73)
    %concat_50 = tensor.concat dim(3) %53, %extracted_slice_41 {memopt.layer = 0 : i64, memopt.phase = "forward"} : (tensor<2x2x16x4xf32>, tensor<2x2x16x12xf32>) -> tensor<2x2x16x16xf32> loc(#loc74)
    %concat_51 = tensor.concat dim(3) %57, %extracted_slice_43 {memopt.layer = 0 : i64, memopt.phase = "forward"} : (tensor<2x2x16x4xf32>, tensor<2x2x16x12xf32>) -> tensor<2x2x16x16xf32> loc(#loc75)
    %58 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x1x16x16xf32> loc(#loc16)
    %59 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_18, %cst_17 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%58 : tensor<2x1x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_209: f32, %in_210: f32, %out: f32):
      %818 = arith.select %in, %in_209, %in_210 : f32
      linalg.yield %818 : f32
    } -> tensor<2x1x16x16xf32> loc(#loc16)
    %60 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> loc(#loc76)
    %61 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_50 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_3 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc76)
    %transposed_52 = linalg.transpose ins(%concat_51 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc77)
    %62 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_52 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_3 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc78)
    %collapsed_53 = tensor.collapse_shape %61 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc79)
    %collapsed_54 = tensor.collapse_shape %62 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc80)
    %63 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> loc(#loc81)
    %64 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_26 : f32) outs(%63 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc81)
    %65 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_53, %collapsed_54 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc81)
    %expanded_55 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc82)
    %66 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_55, %59 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc83)
    %67 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xi64> loc(#loc84)
    %68 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%67 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64> loc(#loc84)
    %69 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> loc(#loc84)
    %70 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_1 : f32) outs(%69 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32> loc(#loc84)
    %71:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x2x16x16xf32>) outs(%70, %68 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_209: i64):
      %818 = linalg.index 3 : index
      %819 = arith.index_cast %818 : index to i64
      %820 = arith.maximumf %in, %out : f32
      %821 = arith.cmpf ogt, %in, %out : f32
      %822 = arith.select %821, %819, %out_209 : i64
      linalg.yield %820, %822 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc84)
    %expanded_56 = tensor.expand_shape %71#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc84)
    %72 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_56 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc84)
    %73 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.exp %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc84)
    %74 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32> loc(#loc84)
    %75 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_26 : f32) outs(%74 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32> loc(#loc84)
    %76 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%73 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc84)
    %77 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %76 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc84)
    %78 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xi1> loc(#loc5)
    %79 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x2x16x16xf32>) outs(%78 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %818 = arith.extf %in : f32 to f64
      %819 = arith.cmpf oeq, %818, %cst_6 : f64
      linalg.yield %819 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc5)
    %80 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xi1> loc(#loc85)
    %81 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%true : i1) outs(%80 : tensor<2x2x16x1xi1>) -> tensor<2x2x16x1xi1> loc(#loc85)
    %82 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%79 : tensor<2x2x16x16xi1>) outs(%81 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %818 = arith.andi %in, %out : i1
      linalg.yield %818 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc85)
    %83 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %cst_19, %77 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_209: f32, %in_210: f32, %out: f32):
      %818 = arith.select %in, %in_209, %in_210 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc17)
    %collapsed_57 = tensor.collapse_shape %83 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc86)
    %collapsed_58 = tensor.collapse_shape %extracted_slice_37 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc87)
    %84 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_57, %collapsed_58 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc88)
    %expanded_59 = tensor.expand_shape %84 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc89)
    %85 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> loc(#loc90)
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x2x16x16xf32>) outs(%85 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc90)
    %86 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> loc(#loc91)
    %transposed_61 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc91)
    %collapsed_62 = tensor.collapse_shape %transposed_60 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc92)
    %87 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_26 : f32) outs(%86 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc93)
    %88 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_62, %transposed_61 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc93)
    %89 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc94)
    %90 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc95)
    %expanded_63 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc98)
    %91 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %arg3 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc99)
    %92 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %arg4 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc101)
    %93 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x64xf32> loc(#loc102)
    %transposed_64 = linalg.transpose ins(%arg9 : tensor<64x32xf32>) outs(%93 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc102)
    %collapsed_65 = tensor.collapse_shape %92 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc103)
    %94 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_26 : f32) outs(%93 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc104)
    %95 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_65, %transposed_64 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%94 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc104)
    %96 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32> loc(#loc105)
    %97 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%95, %96 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc106)
    %expanded_66 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc109)
    %98 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> loc(#loc110)
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.divf %in, %cst_24 : f32
      %819 = math.erf %818 : f32
      %820 = arith.addf %819, %cst_2 : f32
      %821 = arith.mulf %820, %cst_3 : f32
      %822 = arith.mulf %in, %821 : f32
      linalg.yield %822 : f32
    } -> tensor<2x16x64xf32> loc(#loc110)
    %100 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<64x32xf32> loc(#loc111)
    %transposed_67 = linalg.transpose ins(%arg11 : tensor<32x64xf32>) outs(%100 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc111)
    %collapsed_68 = tensor.collapse_shape %99 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc112)
    %101 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_68, %transposed_67 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc113)
    %102 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc114)
    %103 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%101, %102 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc115)
    %expanded_69 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc118)
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %expanded_63 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc119)
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %1 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc120)
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x16x32xf32>) outs(%22 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %818 = arith.extf %in : f32 to f64
      linalg.yield %818 : f64
    } -> tensor<2x16x32xf64> loc(#loc121)
    %107 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x16x32xf64>) outs(%25 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.addf %in, %out : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc121)
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x16x1xf64>) outs(%24 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.divf %in, %cst_22 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc121)
    %109 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %108 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%22 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_209: f64, %out: f64):
      %818 = arith.subf %in, %in_209 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x32xf64> loc(#loc121)
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %109 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%22 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_209: f64, %out: f64):
      %818 = arith.mulf %in, %in_209 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x32xf64> loc(#loc121)
    %111 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<2x16x32xf64>) outs(%25 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.addf %in, %out : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc121)
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x16x1xf64>) outs(%24 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.divf %in, %cst_22 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc121)
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x16x1xf64>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %818 = arith.truncf %in : f64 to f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc121)
    %114 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc121)
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.divf %in, %cst_23 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc121)
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_5 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<2x16x1xf32> loc(#loc122)
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.rsqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc123)
    %118 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %115 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc124)
    %119 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %117 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc125)
    %120 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %arg13 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc126)
    %121 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc127)
    %transposed_70 = linalg.transpose ins(%arg17 : tensor<96x32xf32>) outs(%42 : tensor<32x96xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc128)
    %collapsed_71 = tensor.collapse_shape %121 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc129)
    %122 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_71, %transposed_70 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%43 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc130)
    %123 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<96xf32>) outs(%42 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc131)
    %124 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%122, %123 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%42 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x96xf32> loc(#loc132)
    %expanded_72 = tensor.expand_shape %124 [[0, 1], [2, 3]] output_shape [2, 16, 2, 48] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x2x48xf32> loc(#loc135)
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<2x16x2x48xf32>) outs(%47 : tensor<2x2x16x48xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc136)
    %extracted_slice_74 = tensor.extract_slice %transposed_73[0, 0, 0, 0] [2, 2, 16, 16] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x48xf32> to tensor<2x2x16x16xf32> loc(#loc137)
    %extracted_slice_75 = tensor.extract_slice %transposed_73[0, 0, 0, 16] [2, 2, 16, 16] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x48xf32> to tensor<2x2x16x16xf32> loc(#loc137)
    %extracted_slice_76 = tensor.extract_slice %transposed_73[0, 0, 0, 32] [2, 2, 16, 16] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x48xf32> to tensor<2x2x16x16xf32> loc(#loc137)
    %extracted_slice_77 = tensor.extract_slice %extracted_slice_74[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x4xf32> loc(#loc138)
    %extracted_slice_78 = tensor.extract_slice %extracted_slice_74[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x12xf32> loc(#loc139)
    %extracted_slice_79 = tensor.extract_slice %extracted_slice_75[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x4xf32> loc(#loc140)
    %extracted_slice_80 = tensor.extract_slice %extracted_slice_75[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x12xf32> loc(#loc141)
    %125 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_77, %expanded_38 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc142)
    %extracted_slice_81 = tensor.extract_slice %extracted_slice_77[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc144)
    %extracted_slice_82 = tensor.extract_slice %extracted_slice_77[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc145)
    %126 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_82 : tensor<2x2x16x2xf32>) outs(%50 : tensor<2x2x16x2xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.negf %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x2xf32> loc(#loc146)
    %concat_83 = tensor.concat dim(3) %126, %extracted_slice_81 {memopt.layer = 1 : i64, memopt.phase = "forward"} : (tensor<2x2x16x2xf32>, tensor<2x2x16x2xf32>) -> tensor<2x2x16x4xf32> loc(#loc147)
    %127 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_83, %expanded_39 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc148)
    %128 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %127 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc150)
    %129 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_79, %expanded_38 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc151)
    %extracted_slice_84 = tensor.extract_slice %extracted_slice_79[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc152)
    %extracted_slice_85 = tensor.extract_slice %extracted_slice_79[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc153)
    %130 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_85 : tensor<2x2x16x2xf32>) outs(%50 : tensor<2x2x16x2xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.negf %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x2xf32> loc(#loc154)
    %concat_86 = tensor.concat dim(3) %130, %extracted_slice_84 {memopt.layer = 1 : i64, memopt.phase = "forward"} : (tensor<2x2x16x2xf32>, tensor<2x2x16x2xf32>) -> tensor<2x2x16x4xf32> loc(#loc155)
    %131 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_86, %expanded_39 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc156)
    %132 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %131 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc157)
    %concat_87 = tensor.concat dim(3) %128, %extracted_slice_78 {memopt.layer = 1 : i64, memopt.phase = "forward"} : (tensor<2x2x16x4xf32>, tensor<2x2x16x12xf32>) -> tensor<2x2x16x16xf32> loc(#loc158)
    %concat_88 = tensor.concat dim(3) %132, %extracted_slice_80 {memopt.layer = 1 : i64, memopt.phase = "forward"} : (tensor<2x2x16x4xf32>, tensor<2x2x16x12xf32>) -> tensor<2x2x16x16xf32> loc(#loc159)
    %133 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_87 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_3 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc160)
    %transposed_89 = linalg.transpose ins(%concat_88 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc161)
    %134 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_89 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_3 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc162)
    %collapsed_90 = tensor.collapse_shape %133 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc163)
    %collapsed_91 = tensor.collapse_shape %134 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc164)
    %135 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_90, %collapsed_91 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc165)
    %expanded_92 = tensor.expand_shape %135 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc166)
    %136 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_92, %59 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc167)
    %137:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<2x2x16x16xf32>) outs(%70, %68 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_209: i64):
      %818 = linalg.index 3 : index
      %819 = arith.index_cast %818 : index to i64
      %820 = arith.maximumf %in, %out : f32
      %821 = arith.cmpf ogt, %in, %out : f32
      %822 = arith.select %821, %819, %out_209 : i64
      linalg.yield %820, %822 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc169)
    %expanded_93 = tensor.expand_shape %137#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc169)
    %138 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_93 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc169)
    %139 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.exp %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc169)
    %140 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%139 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc169)
    %141 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %140 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc169)
    %142 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<2x2x16x16xf32>) outs(%78 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %818 = arith.extf %in : f32 to f64
      %819 = arith.cmpf oeq, %818, %cst_6 : f64
      linalg.yield %819 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc170)
    %143 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%142 : tensor<2x2x16x16xi1>) outs(%81 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %818 = arith.andi %in, %out : i1
      linalg.yield %818 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc171)
    %144 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %cst_19, %141 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_209: f32, %in_210: f32, %out: f32):
      %818 = arith.select %in, %in_209, %in_210 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc172)
    %collapsed_94 = tensor.collapse_shape %144 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc173)
    %collapsed_95 = tensor.collapse_shape %extracted_slice_76 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc174)
    %145 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_94, %collapsed_95 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc175)
    %expanded_96 = tensor.expand_shape %145 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc176)
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<2x2x16x16xf32>) outs(%85 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc177)
    %transposed_98 = linalg.transpose ins(%arg19 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc178)
    %collapsed_99 = tensor.collapse_shape %transposed_97 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc179)
    %146 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_99, %transposed_98 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc180)
    %147 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc181)
    %148 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%146, %147 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc182)
    %expanded_100 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc185)
    %149 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc186)
    %150 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %arg16 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc188)
    %transposed_101 = linalg.transpose ins(%arg21 : tensor<64x32xf32>) outs(%93 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc189)
    %collapsed_102 = tensor.collapse_shape %150 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc190)
    %151 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_102, %transposed_101 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%94 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc191)
    %152 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32> loc(#loc192)
    %153 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%151, %152 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc193)
    %expanded_103 = tensor.expand_shape %153 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc196)
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.divf %in, %cst_24 : f32
      %819 = math.erf %818 : f32
      %820 = arith.addf %819, %cst_2 : f32
      %821 = arith.mulf %820, %cst_3 : f32
      %822 = arith.mulf %in, %821 : f32
      linalg.yield %822 : f32
    } -> tensor<2x16x64xf32> loc(#loc197)
    %transposed_104 = linalg.transpose ins(%arg23 : tensor<32x64xf32>) outs(%100 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc198)
    %collapsed_105 = tensor.collapse_shape %154 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc199)
    %155 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_105, %transposed_104 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc200)
    %156 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc201)
    %157 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%155, %156 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc202)
    %expanded_106 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc205)
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %expanded_100 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc206)
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %105 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc207)
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x16x32xf32>) outs(%22 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %818 = arith.extf %in : f32 to f64
      linalg.yield %818 : f64
    } -> tensor<2x16x32xf64> loc(#loc208)
    %161 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<2x16x32xf64>) outs(%25 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.addf %in, %out : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc208)
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x16x1xf64>) outs(%24 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.divf %in, %cst_22 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc208)
    %163 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %162 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%22 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_209: f64, %out: f64):
      %818 = arith.subf %in, %in_209 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x32xf64> loc(#loc208)
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %163 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%22 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_209: f64, %out: f64):
      %818 = arith.mulf %in, %in_209 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x32xf64> loc(#loc208)
    %165 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<2x16x32xf64>) outs(%25 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.addf %in, %out : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc208)
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x16x1xf64>) outs(%24 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %818 = arith.divf %in, %cst_22 : f64
      linalg.yield %818 : f64
    } -> tensor<2x16x1xf64> loc(#loc208)
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x16x1xf64>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %818 = arith.truncf %in : f64 to f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc208)
    %168 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%159 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc208)
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.divf %in, %cst_23 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc208)
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_5 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<2x16x1xf32> loc(#loc209)
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.rsqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc210)
    %172 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %169 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc211)
    %173 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %171 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc212)
    %174 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %arg25 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc213)
    %175 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc214)
    %transposed_107 = linalg.transpose ins(%arg27 : tensor<64x32xf32>) outs(%93 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.phase = "forward"} loc(#loc215)
    %collapsed_108 = tensor.collapse_shape %175 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc216)
    %176 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_108, %transposed_107 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%94 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc217)
    %padded = tensor.pad %arg87 low[0, 0] high[0, 1] {
    ^bb0(%arg89: index, %arg90: index):
      tensor.yield %c-100_i64 : i64
    } {memopt.phase = "forward"} : tensor<2x16xi64> to tensor<2x17xi64> loc(#loc218)
    %extracted_slice_109 = tensor.extract_slice %padded[0, 1] [2, 16] [1, 1] {memopt.phase = "forward"} : tensor<2x17xi64> to tensor<2x16xi64> loc(#loc219)
    %collapsed_110 = tensor.collapse_shape %extracted_slice_109 [[0, 1]] {memopt.phase = "forward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc220)
    %177 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi64> loc(#loc221)
    %178 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%177 : tensor<32xi64>) -> tensor<32xi64> loc(#loc221)
    %179 = tensor.empty() {memopt.phase = "forward"} : tensor<32xf32> loc(#loc221)
    %180 = linalg.fill {memopt.phase = "forward"} ins(%cst_1 : f32) outs(%179 : tensor<32xf32>) -> tensor<32xf32> loc(#loc221)
    %181:2 = linalg.generic {indexing_maps = [#map2, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%176 : tensor<32x64xf32>) outs(%180, %178 : tensor<32xf32>, tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_209: i64):
      %818 = linalg.index 1 : index
      %819 = arith.index_cast %818 : index to i64
      %820 = arith.maximumf %in, %out : f32
      %821 = arith.cmpf ogt, %in, %out : f32
      %822 = arith.select %821, %819, %out_209 : i64
      linalg.yield %820, %822 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>) loc(#loc221)
    %expanded_111 = tensor.expand_shape %181#0 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xf32> into tensor<32x1xf32> loc(#loc221)
    %182 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%176, %expanded_111 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc223)
    %183 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.exp %in : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc224)
    %184 = tensor.empty() {memopt.phase = "forward"} : tensor<32x1xf32> loc(#loc225)
    %185 = linalg.fill {memopt.phase = "forward"} ins(%cst_26 : f32) outs(%184 : tensor<32x1xf32>) -> tensor<32x1xf32> loc(#loc225)
    %186 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%183 : tensor<32x64xf32>) outs(%185 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32x1xf32> loc(#loc225)
    %187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<32x1xf32>) outs(%184 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.log %in : f32
      linalg.yield %818 : f32
    } -> tensor<32x1xf32> loc(#loc226)
    %188 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%182, %187 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc227)
    %189 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi1> loc(#loc228)
    %190 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_110 : tensor<32xi64>) outs(%189 : tensor<32xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %818 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %818 : i1
    } -> tensor<32xi1> loc(#loc228)
    %191 = linalg.generic {indexing_maps = [#map3, #map3, #map18, #map3], iterator_types = ["parallel"]} ins(%190, %collapsed_110, %cst_30 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%177 : tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_209: i64, %in_210: i64, %out: i64):
      %818 = arith.select %in, %in_209, %in_210 : i64
      linalg.yield %818 : i64
    } -> tensor<32xi64> loc(#loc23)
    %expanded_112 = tensor.expand_shape %191 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc229)
    %192 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_112 : tensor<32x1xi64>) outs(%185 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %818 = linalg.index 0 : index
      %819 = arith.index_cast %in : i64 to index
      %820 = arith.cmpi slt, %819, %c64 : index
      cf.assert %820, "index must be smaller than dim size"
      %821 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %821, "index must be larger or equal to 0"
      %extracted = tensor.extract %188[%818, %819] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32> loc(#loc230)
    %collapsed_113 = tensor.collapse_shape %192 [[0, 1]] {memopt.phase = "forward"} : tensor<32x1xf32> into tensor<32xf32> loc(#loc231)
    %193 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_113 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.negf %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc232)
    %194 = linalg.generic {indexing_maps = [#map3, #map3, #map18, #map3], iterator_types = ["parallel"]} ins(%190, %193, %cst_18 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_209: f32, %in_210: f32, %out: f32):
      %818 = arith.select %in, %in_209, %in_210 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc233)
    %195 = tensor.empty() {memopt.phase = "forward"} : tensor<i64> loc(#loc235)
    %196 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%195 : tensor<i64>) -> tensor<i64> loc(#loc235)
    %197 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%190 : tensor<32xi1>) outs(%196 : tensor<i64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %818 = arith.extui %in : i1 to i64
      %819 = arith.addi %818, %out : i64
      linalg.yield %819 : i64
    } -> tensor<i64> loc(#loc235)
    %198 = tensor.empty() {memopt.phase = "forward"} : tensor<f32> loc(#loc237)
    %199 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%197 : tensor<i64>) outs(%198 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %818 = arith.sitofp %in : i64 to f32
      linalg.yield %818 : f32
    } -> tensor<f32> loc(#loc237)
    %200 = linalg.fill {memopt.phase = "forward"} ins(%cst_26 : f32) outs(%198 : tensor<f32>) -> tensor<f32> loc(#loc238)
    %201 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%194 : tensor<32xf32>) outs(%200 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<f32> loc(#loc238)
    %202 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%201, %199 : tensor<f32>, tensor<f32>) outs(%198 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<f32> loc(#loc239)
    %203 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_20, %199 : tensor<f32>, tensor<f32>) outs(%198 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<f32> loc(#loc18)
    %expanded_114 = tensor.expand_shape %collapsed_110 [[0, 1]] output_shape [32, 1] {memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc240)
    %204 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi1> loc(#loc241)
    %205 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_114 : tensor<32x1xi64>) outs(%204 : tensor<32x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %818 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %818 : i1
    } -> tensor<32x1xi1> loc(#loc241)
    %206 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi64> loc(#loc242)
    %207 = linalg.generic {indexing_maps = [#map2, #map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%205, %expanded_114, %cst_30 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%206 : tensor<32x1xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_209: i64, %in_210: i64, %out: i64):
      %818 = arith.select %in, %in_209, %in_210 : i64
      linalg.yield %818 : i64
    } -> tensor<32x1xi64> loc(#loc242)
    %208 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%206 : tensor<32x1xi64>) -> tensor<32x1xi64> loc(#loc2)
    %209 = linalg.fill {memopt.phase = "backward"} ins(%cst_26 : f32) outs(%179 : tensor<32xf32>) -> tensor<32xf32> loc(#loc2)
    %210:3 = linalg.generic {indexing_maps = [#map21, #map21, #map3], iterator_types = ["parallel"]} outs(%208, %208, %209 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i64, %out_209: i64, %out_210: f32):
      %818 = linalg.index 0 : index
      %819 = arith.remsi %818, %c32 : index
      %extracted = tensor.extract %207[%819, %c0] : tensor<32x1xi64>
      %820 = arith.index_cast %819 : index to i64
      linalg.yield %820, %extracted, %cst_28 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) loc(#loc2)
    %211 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2xi64> loc(#loc2)
    %212 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%211 : tensor<32x2xi64>) -> tensor<32x2xi64> loc(#loc2)
    %inserted_slice = tensor.insert_slice %210#0 into %212[0, 0] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %inserted_slice_115 = tensor.insert_slice %210#1 into %inserted_slice[0, 1] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %213 = scf.for %arg89 = %c0 to %c32 step %c1 iter_args(%arg90 = %cst) -> (tensor<32x64xf32>) {
      %extracted = tensor.extract %inserted_slice_115[%arg89, %c0] : tensor<32x2xi64>
      %818 = arith.index_cast %extracted : i64 to index
      %extracted_209 = tensor.extract %inserted_slice_115[%arg89, %c1] : tensor<32x2xi64>
      %819 = arith.index_cast %extracted_209 : i64 to index
      %extracted_slice_210 = tensor.extract_slice %210#2[%arg89] [1] [1] : tensor<32xf32> to tensor<f32>
      %inserted_slice_211 = tensor.insert_slice %extracted_slice_210 into %arg90[%818, %819] [1, 1] [1, 1] : tensor<f32> into tensor<32x64xf32>
      scf.yield %inserted_slice_211 : tensor<32x64xf32>
    } {memopt.phase = "backward"} loc(#loc2)
    %214 = linalg.generic {indexing_maps = [#map2, #map20, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%205, %203, %cst_18 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%184 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_209: f32, %in_210: f32, %out: f32):
      %818 = arith.select %in, %in_209, %in_210 : f32
      linalg.yield %818 : f32
    } -> tensor<32x1xf32> loc(#loc243)
    %215 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%213, %214 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc245)
    %216 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.exp %in : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc246)
    %217 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%215 : tensor<32x64xf32>) outs(%185 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32x1xf32> loc(#loc247)
    %218 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%216, %217 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc248)
    %219 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%215, %218 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc249)
    %transposed_116 = linalg.transpose ins(%219 : tensor<32x64xf32>) outs(%100 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.phase = "backward"} loc(#loc250)
    %220 = linalg.fill {memopt.phase = "backward"} ins(%cst_26 : f32) outs(%100 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc251)
    %221 = linalg.matmul {memopt.phase = "backward"} ins(%transposed_116, %collapsed_108 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%220 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc251)
    %222 = linalg.matmul {memopt.phase = "backward"} ins(%219, %arg27 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc252)
    %expanded_117 = tensor.expand_shape %222 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc253)
    %223 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117, %arg25 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc254)
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_23 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc255)
    %225 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%223 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc256)
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %173 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc257)
    %227 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%226 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc259)
    %228 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %227 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc260)
    %229 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %225 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc261)
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %228 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc262)
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.divf %in, %cst_23 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc263)
    %232 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %230 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc264)
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117, %173 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc265)
    %234 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%233 : tensor<2x16x32xf32>) outs(%209 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc266)
    %235 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_117 : tensor<2x16x32xf32>) outs(%209 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc267)
    %collapsed_118 = tensor.collapse_shape %232 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc268)
    %236 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_118, %arg23 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%94 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc269)
    %transposed_119 = linalg.transpose ins(%collapsed_118 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc270)
    %237 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_119, %collapsed_105 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%94 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc271)
    %238 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> loc(#loc272)
    %239 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_26 : f32) outs(%238 : tensor<1x32xf32>) -> tensor<1x32xf32> loc(#loc272)
    %240 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_118 : tensor<32x32xf32>) outs(%239 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<1x32xf32> loc(#loc272)
    %collapsed_120 = tensor.collapse_shape %240 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc273)
    %expanded_121 = tensor.expand_shape %236 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc274)
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_7 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<2x16x64xf32> loc(#loc6)
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.erf %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc275)
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %cst_2 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc276)
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_3 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc277)
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %expanded_103 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc278)
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_25 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc279)
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.exp %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc280)
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_8 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<2x16x64xf32> loc(#loc7)
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %248 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc281)
    %250 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %249 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc282)
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %250 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc283)
    %collapsed_122 = tensor.collapse_shape %251 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc284)
    %252 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_122, %arg21 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc285)
    %transposed_123 = linalg.transpose ins(%collapsed_122 : tensor<32x64xf32>) outs(%100 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc286)
    %253 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_123, %collapsed_102 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%220 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc287)
    %254 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x64xf32> loc(#loc288)
    %255 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_26 : f32) outs(%254 : tensor<1x64xf32>) -> tensor<1x64xf32> loc(#loc288)
    %256 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_122 : tensor<32x64xf32>) outs(%255 : tensor<1x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<1x64xf32> loc(#loc288)
    %collapsed_124 = tensor.collapse_shape %256 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x64xf32> into tensor<64xf32> loc(#loc289)
    %expanded_125 = tensor.expand_shape %252 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc290)
    %257 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc291)
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_23 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc292)
    %259 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%257 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc293)
    %260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %119 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc294)
    %261 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%260 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc296)
    %262 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %261 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc297)
    %263 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %259 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc298)
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %262 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc299)
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.divf %in, %cst_23 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc300)
    %266 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %264 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc302)
    %267 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %119 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc303)
    %268 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%267 : tensor<2x16x32xf32>) outs(%209 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc304)
    %269 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_125 : tensor<2x16x32xf32>) outs(%209 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc305)
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %266 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc306)
    %271 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_118, %arg19 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc307)
    %272 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_119, %collapsed_99 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc308)
    %expanded_126 = tensor.expand_shape %271 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc309)
    %transposed_127 = linalg.transpose ins(%expanded_126 : tensor<2x16x2x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc310)
    %collapsed_128 = tensor.collapse_shape %transposed_127 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc311)
    %transposed_129 = linalg.transpose ins(%collapsed_94 : tensor<4x16x16xf32>) outs(%63 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc312)
    %273 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_129, %collapsed_128 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc313)
    %transposed_130 = linalg.transpose ins(%collapsed_95 : tensor<4x16x16xf32>) outs(%63 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc314)
    %274 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_128, %transposed_130 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc315)
    %expanded_131 = tensor.expand_shape %273 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc316)
    %expanded_132 = tensor.expand_shape %274 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc317)
    %275 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_132, %144 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc318)
    %276 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%275 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc319)
    %277 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %276 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc320)
    %278 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %277 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc321)
    %collapsed_133 = tensor.collapse_shape %278 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc322)
    %transposed_134 = linalg.transpose ins(%collapsed_90 : tensor<4x16x16xf32>) outs(%63 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc323)
    %279 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_134, %collapsed_133 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc324)
    %transposed_135 = linalg.transpose ins(%collapsed_91 : tensor<4x16x16xf32>) outs(%63 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc325)
    %280 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_133, %transposed_135 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc326)
    %expanded_136 = tensor.expand_shape %279 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc327)
    %expanded_137 = tensor.expand_shape %280 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc328)
    %281 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_136 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_3 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc329)
    %transposed_138 = linalg.transpose ins(%281 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc330)
    %282 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_137 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_3 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc331)
    %extracted_slice_139 = tensor.extract_slice %transposed_138[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x4xf32> loc(#loc332)
    %extracted_slice_140 = tensor.extract_slice %transposed_138[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x12xf32> loc(#loc333)
    %extracted_slice_141 = tensor.extract_slice %282[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x4xf32> loc(#loc334)
    %extracted_slice_142 = tensor.extract_slice %282[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x12xf32> loc(#loc335)
    %283 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139, %expanded_39 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc336)
    %extracted_slice_143 = tensor.extract_slice %283[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc337)
    %extracted_slice_144 = tensor.extract_slice %283[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc338)
    %284 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_143 : tensor<2x2x16x2xf32>) outs(%50 : tensor<2x2x16x2xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.negf %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x2xf32> loc(#loc339)
    %inserted_slice_145 = tensor.insert_slice %284 into %cst_21[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x2xf32> into tensor<2x2x16x4xf32> loc(#loc19)
    %inserted_slice_146 = tensor.insert_slice %extracted_slice_144 into %cst_21[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x2xf32> into tensor<2x2x16x4xf32> loc(#loc340)
    %285 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_145, %inserted_slice_146 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc341)
    %286 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139, %expanded_38 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc342)
    %287 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %286 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc343)
    %288 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_141, %expanded_39 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc344)
    %extracted_slice_147 = tensor.extract_slice %288[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc345)
    %extracted_slice_148 = tensor.extract_slice %288[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc346)
    %289 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_147 : tensor<2x2x16x2xf32>) outs(%50 : tensor<2x2x16x2xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.negf %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x2xf32> loc(#loc347)
    %inserted_slice_149 = tensor.insert_slice %289 into %cst_21[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x2xf32> into tensor<2x2x16x4xf32> loc(#loc348)
    %inserted_slice_150 = tensor.insert_slice %extracted_slice_148 into %cst_21[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x2xf32> into tensor<2x2x16x4xf32> loc(#loc349)
    %290 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_149, %inserted_slice_150 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc350)
    %291 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_141, %expanded_38 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc351)
    %292 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %291 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc352)
    %inserted_slice_151 = tensor.insert_slice %extracted_slice_140 into %cst_19[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x12xf32> into tensor<2x2x16x16xf32> loc(#loc353)
    %inserted_slice_152 = tensor.insert_slice %287 into %cst_19[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> into tensor<2x2x16x16xf32> loc(#loc354)
    %293 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_151, %inserted_slice_152 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc355)
    %inserted_slice_153 = tensor.insert_slice %extracted_slice_142 into %cst_19[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x12xf32> into tensor<2x2x16x16xf32> loc(#loc356)
    %inserted_slice_154 = tensor.insert_slice %292 into %cst_19[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> into tensor<2x2x16x16xf32> loc(#loc357)
    %294 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_153, %inserted_slice_154 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc358)
    %concat_155 = tensor.concat dim(3) %294, %293, %expanded_131 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x48xf32> loc(#loc359)
    %295 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x48xf32> loc(#loc360)
    %transposed_156 = linalg.transpose ins(%concat_155 : tensor<2x2x16x48xf32>) outs(%295 : tensor<2x16x2x48xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc360)
    %collapsed_157 = tensor.collapse_shape %transposed_156 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x48xf32> into tensor<32x96xf32> loc(#loc361)
    %296 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_157, %arg17 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc362)
    %297 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x32xf32> loc(#loc363)
    %transposed_158 = linalg.transpose ins(%collapsed_157 : tensor<32x96xf32>) outs(%297 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc363)
    %298 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_26 : f32) outs(%297 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc364)
    %299 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_158, %collapsed_71 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%298 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc364)
    %300 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x96xf32> loc(#loc365)
    %301 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_26 : f32) outs(%300 : tensor<1x96xf32>) -> tensor<1x96xf32> loc(#loc365)
    %302 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_157 : tensor<32x96xf32>) outs(%301 : tensor<1x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<1x96xf32> loc(#loc365)
    %collapsed_159 = tensor.collapse_shape %302 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc366)
    %expanded_160 = tensor.expand_shape %296 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc367)
    %303 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %arg13 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc368)
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_23 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc369)
    %305 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%303 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc370)
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %119 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc371)
    %307 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%306 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc373)
    %308 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %307 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc374)
    %309 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %305 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc375)
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %308 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc376)
    %311 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %310 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc377)
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %119 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc379)
    %313 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%312 : tensor<2x16x32xf32>) outs(%209 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc380)
    %314 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_160 : tensor<2x16x32xf32>) outs(%209 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc381)
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %311 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc382)
    %collapsed_161 = tensor.collapse_shape %315 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc383)
    %316 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_161, %arg11 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%94 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc384)
    %transposed_162 = linalg.transpose ins(%collapsed_161 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc385)
    %317 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_162, %collapsed_68 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%94 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc386)
    %318 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_161 : tensor<32x32xf32>) outs(%239 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<1x32xf32> loc(#loc387)
    %collapsed_163 = tensor.collapse_shape %318 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc388)
    %expanded_164 = tensor.expand_shape %316 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc389)
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_7 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<2x16x64xf32> loc(#loc390)
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.erf %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc391)
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %cst_2 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc392)
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_3 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc393)
    %323 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %expanded_66 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc394)
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_25 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc395)
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.exp %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc396)
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_8 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<2x16x64xf32> loc(#loc397)
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %326 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc398)
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %327 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc399)
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %328 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%98 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x64xf32> loc(#loc400)
    %collapsed_165 = tensor.collapse_shape %329 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc401)
    %330 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_165, %arg9 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc402)
    %transposed_166 = linalg.transpose ins(%collapsed_165 : tensor<32x64xf32>) outs(%100 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc403)
    %331 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_166, %collapsed_65 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%220 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc404)
    %332 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_165 : tensor<32x64xf32>) outs(%255 : tensor<1x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<1x64xf32> loc(#loc405)
    %collapsed_167 = tensor.collapse_shape %332 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x64xf32> into tensor<64xf32> loc(#loc406)
    %expanded_168 = tensor.expand_shape %330 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc407)
    %333 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_168, %arg3 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc408)
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_23 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc409)
    %335 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%333 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc410)
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %39 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc411)
    %337 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%336 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc413)
    %338 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %337 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc414)
    %339 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %335 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc415)
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %338 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc416)
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.divf %in, %cst_23 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc417)
    %342 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %340 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc419)
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_168, %39 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc420)
    %344 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%343 : tensor<2x16x32xf32>) outs(%209 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc421)
    %345 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_168 : tensor<2x16x32xf32>) outs(%209 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc422)
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %342 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc423)
    %347 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_161, %arg7 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc424)
    %348 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_162, %collapsed_62 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc425)
    %expanded_169 = tensor.expand_shape %347 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc426)
    %transposed_170 = linalg.transpose ins(%expanded_169 : tensor<2x16x2x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc427)
    %collapsed_171 = tensor.collapse_shape %transposed_170 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc428)
    %transposed_172 = linalg.transpose ins(%collapsed_57 : tensor<4x16x16xf32>) outs(%63 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc429)
    %349 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_172, %collapsed_171 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc430)
    %transposed_173 = linalg.transpose ins(%collapsed_58 : tensor<4x16x16xf32>) outs(%63 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc431)
    %350 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_171, %transposed_173 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc432)
    %expanded_174 = tensor.expand_shape %349 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc433)
    %expanded_175 = tensor.expand_shape %350 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc434)
    %351 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_175, %83 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc435)
    %352 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%351 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc436)
    %353 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %352 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc437)
    %354 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %353 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc438)
    %collapsed_176 = tensor.collapse_shape %354 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc439)
    %transposed_177 = linalg.transpose ins(%collapsed_53 : tensor<4x16x16xf32>) outs(%63 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc440)
    %355 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_177, %collapsed_176 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc441)
    %transposed_178 = linalg.transpose ins(%collapsed_54 : tensor<4x16x16xf32>) outs(%63 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc442)
    %356 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_176, %transposed_178 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%64 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc443)
    %expanded_179 = tensor.expand_shape %355 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc444)
    %expanded_180 = tensor.expand_shape %356 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc445)
    %357 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_179 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_3 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc446)
    %transposed_181 = linalg.transpose ins(%357 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc447)
    %358 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_180 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_3 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc448)
    %extracted_slice_182 = tensor.extract_slice %transposed_181[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x4xf32> loc(#loc449)
    %extracted_slice_183 = tensor.extract_slice %transposed_181[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x12xf32> loc(#loc450)
    %extracted_slice_184 = tensor.extract_slice %358[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x4xf32> loc(#loc451)
    %extracted_slice_185 = tensor.extract_slice %358[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x12xf32> loc(#loc452)
    %359 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_182, %expanded_39 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc453)
    %extracted_slice_186 = tensor.extract_slice %359[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc454)
    %extracted_slice_187 = tensor.extract_slice %359[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc455)
    %360 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_186 : tensor<2x2x16x2xf32>) outs(%50 : tensor<2x2x16x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.negf %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x2xf32> loc(#loc456)
    %inserted_slice_188 = tensor.insert_slice %360 into %cst_21[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x2xf32> into tensor<2x2x16x4xf32> loc(#loc457)
    %inserted_slice_189 = tensor.insert_slice %extracted_slice_187 into %cst_21[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x2xf32> into tensor<2x2x16x4xf32> loc(#loc458)
    %361 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_188, %inserted_slice_189 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc459)
    %362 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_182, %expanded_38 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc460)
    %363 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %362 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc461)
    %364 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_184, %expanded_39 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc462)
    %extracted_slice_190 = tensor.extract_slice %364[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc463)
    %extracted_slice_191 = tensor.extract_slice %364[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> to tensor<2x2x16x2xf32> loc(#loc464)
    %365 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_190 : tensor<2x2x16x2xf32>) outs(%50 : tensor<2x2x16x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.negf %in : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x2xf32> loc(#loc465)
    %inserted_slice_192 = tensor.insert_slice %365 into %cst_21[0, 0, 0, 2] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x2xf32> into tensor<2x2x16x4xf32> loc(#loc466)
    %inserted_slice_193 = tensor.insert_slice %extracted_slice_191 into %cst_21[0, 0, 0, 0] [2, 2, 16, 2] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x2xf32> into tensor<2x2x16x4xf32> loc(#loc467)
    %366 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_192, %inserted_slice_193 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc468)
    %367 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_184, %expanded_38 : tensor<2x2x16x4xf32>, tensor<2x1x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc469)
    %368 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %367 : tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) outs(%48 : tensor<2x2x16x4xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x4xf32> loc(#loc470)
    %inserted_slice_194 = tensor.insert_slice %extracted_slice_183 into %cst_19[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x12xf32> into tensor<2x2x16x16xf32> loc(#loc471)
    %inserted_slice_195 = tensor.insert_slice %363 into %cst_19[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> into tensor<2x2x16x16xf32> loc(#loc472)
    %369 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_194, %inserted_slice_195 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc473)
    %inserted_slice_196 = tensor.insert_slice %extracted_slice_185 into %cst_19[0, 0, 0, 4] [2, 2, 16, 12] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x12xf32> into tensor<2x2x16x16xf32> loc(#loc474)
    %inserted_slice_197 = tensor.insert_slice %368 into %cst_19[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x4xf32> into tensor<2x2x16x16xf32> loc(#loc475)
    %370 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_196, %inserted_slice_197 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc476)
    %concat_198 = tensor.concat dim(3) %370, %369, %expanded_174 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x48xf32> loc(#loc477)
    %transposed_199 = linalg.transpose ins(%concat_198 : tensor<2x2x16x48xf32>) outs(%295 : tensor<2x16x2x48xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc478)
    %collapsed_200 = tensor.collapse_shape %transposed_199 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x48xf32> into tensor<32x96xf32> loc(#loc479)
    %371 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_200, %arg5 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc480)
    %transposed_201 = linalg.transpose ins(%collapsed_200 : tensor<32x96xf32>) outs(%297 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc481)
    %372 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_201, %collapsed : tensor<96x32xf32>, tensor<32x32xf32>) outs(%298 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc482)
    %373 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_200 : tensor<32x96xf32>) outs(%301 : tensor<1x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<1x96xf32> loc(#loc483)
    %collapsed_202 = tensor.collapse_shape %373 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc484)
    %expanded_203 = tensor.expand_shape %371 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc485)
    %374 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_203, %arg1 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc486)
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.mulf %in, %cst_23 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc487)
    %376 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%374 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc488)
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %39 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc489)
    %378 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%377 : tensor<2x16x32xf32>) outs(%33 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x1xf32> loc(#loc491)
    %379 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %378 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc492)
    %380 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %376 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc493)
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %379 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc494)
    %382 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %381 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc495)
    %383 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_203, %39 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc497)
    %384 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%383 : tensor<2x16x32xf32>) outs(%209 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc498)
    %385 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_203 : tensor<2x16x32xf32>) outs(%209 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.addf %in, %out : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc499)
    %386 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %382 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc500)
    %387 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %818 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %818 : i1
    } -> tensor<2x16xi1> loc(#loc501)
    %388 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %818 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %818 : i1
    } -> tensor<2x16xi1> loc(#loc502)
    %389 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%387, %388 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_209: i1, %out: i1):
      %818 = arith.andi %in, %in_209 : i1
      linalg.yield %818 : i1
    } -> tensor<2x16xi1> loc(#loc503)
    %390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %818 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %818 : i1
    } -> tensor<2x16xi1> loc(#loc504)
    %391 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%389, %390 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_209: i1, %out: i1):
      %818 = arith.andi %in, %in_209 : i1
      linalg.yield %818 : i1
    } -> tensor<2x16xi1> loc(#loc505)
    %expanded_204 = tensor.expand_shape %391 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xi1> into tensor<2x16x1xi1> loc(#loc506)
    %392 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xi64> loc(#loc20)
    %393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x16xi64>) outs(%392 : tensor<2x16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %818 = arith.maxsi %in, %c-64_i64 : i64
      %819 = arith.minsi %818, %c63_i64 : i64
      linalg.yield %819 : i64
    } -> tensor<2x16xi64> loc(#loc20)
    %394 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xi1> loc(#loc507)
    %395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_204 : tensor<2x16x1xi1>) outs(%394 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %818 = arith.xori %in, %true : i1
      linalg.yield %818 : i1
    } -> tensor<2x16x1xi1> loc(#loc507)
    %396 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %cst_18, %386 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_209: f32, %in_210: f32, %out: f32):
      %818 = arith.select %in, %in_209, %in_210 : f32
      linalg.yield %818 : f32
    } -> tensor<2x16x32xf32> loc(#loc508)
    %collapsed_205 = tensor.collapse_shape %393 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc21)
    %expanded_206 = tensor.expand_shape %collapsed_205 [[0, 1]] output_shape [32, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc21)
    %collapsed_207 = tensor.collapse_shape %396 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc21)
    %expanded_208 = tensor.expand_shape %collapsed_207 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc21)
    %397 = scf.for %arg89 = %c0 to %c32 step %c1 iter_args(%arg90 = %cst_27) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %expanded_206[%arg89, %c0] : tensor<32x1xi64>
      %818 = arith.index_cast %extracted : i64 to index
      %extracted_slice_209 = tensor.extract_slice %expanded_208[%arg89, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_210 = tensor.extract_slice %arg90[%818, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<1x32xf32>
      %819 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_209 : tensor<1x32xf32>) outs(%extracted_slice_210 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %820 = arith.addf %out, %in : f32
        linalg.yield %820 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_211 = tensor.insert_slice %819 into %arg90[%818, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_211 : tensor<64x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc21)
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc8)
    %399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc9)
    %400 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%397 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc10)
    %401 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%399, %400 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc509)
    %402 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc11)
    %403 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%397 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc12)
    %404 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%403, %397 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc510)
    %405 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%402, %404 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc511)
    %406 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%arg84 : tensor<f32>) outs(%198 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = math.powf %818, %in : f32
      linalg.yield %819 : f32
    } -> tensor<f32> loc(#loc512)
    %407 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_29, %406 : tensor<i64>, tensor<f32>) outs(%198 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_209: f32, %out: f32):
      %818 = arith.sitofp %in : i64 to f32
      %819 = arith.subf %818, %in_209 : f32
      linalg.yield %819 : f32
    } -> tensor<f32> loc(#loc22)
    %408 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%401, %407 : tensor<64x32xf32>, tensor<f32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc513)
    %409 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%arg84 : tensor<f32>) outs(%198 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = math.powf %818, %in : f32
      linalg.yield %819 : f32
    } -> tensor<f32> loc(#loc514)
    %410 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_29, %409 : tensor<i64>, tensor<f32>) outs(%198 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_209: f32, %out: f32):
      %818 = arith.sitofp %in : i64 to f32
      %819 = arith.subf %818, %in_209 : f32
      linalg.yield %819 : f32
    } -> tensor<f32> loc(#loc515)
    %411 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%405, %410 : tensor<64x32xf32>, tensor<f32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc516)
    %412 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%408 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc13)
    %413 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%411 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc517)
    %414 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc14)
    %415 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%412, %414 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc518)
    %416 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%398, %415 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc519)
    %417 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg1 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc520)
    %418 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg29 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc521)
    %419 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%384 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc522)
    %420 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%418, %419 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc523)
    %421 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg57 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc524)
    %422 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%384 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc525)
    %423 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%422, %384 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc526)
    %424 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%421, %423 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc527)
    %425 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%420, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc528)
    %426 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%424, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc530)
    %427 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%425 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc532)
    %428 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%426 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc533)
    %429 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%428 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc534)
    %430 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%427, %429 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc535)
    %431 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%417, %430 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc536)
    %432 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg2 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc537)
    %433 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg30 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc538)
    %434 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%385 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc539)
    %435 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%433, %434 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc540)
    %436 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg58 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc541)
    %437 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%385 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc542)
    %438 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%437, %385 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc543)
    %439 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%436, %438 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc544)
    %440 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%435, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc545)
    %441 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%439, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc547)
    %442 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%440 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc549)
    %443 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%441 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc550)
    %444 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%443 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc551)
    %445 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%442, %444 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc552)
    %446 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%432, %445 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc553)
    %447 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg3 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc554)
    %448 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg31 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc555)
    %449 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%344 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc556)
    %450 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%448, %449 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc557)
    %451 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg59 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc558)
    %452 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%344 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc559)
    %453 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%452, %344 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc560)
    %454 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%451, %453 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc561)
    %455 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%450, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc562)
    %456 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%454, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc564)
    %457 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%455 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc566)
    %458 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%456 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc567)
    %459 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%458 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc568)
    %460 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%457, %459 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc569)
    %461 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%447, %460 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc570)
    %462 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg4 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc571)
    %463 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg32 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc572)
    %464 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%345 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc573)
    %465 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%463, %464 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc574)
    %466 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg60 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc575)
    %467 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%345 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc576)
    %468 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%467, %345 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc577)
    %469 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%466, %468 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc578)
    %470 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%465, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc579)
    %471 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%469, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc581)
    %472 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%470 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc583)
    %473 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%471 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc584)
    %474 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%473 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc585)
    %475 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%472, %474 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc586)
    %476 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%462, %475 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc587)
    %477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc588)
    %478 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc589)
    %479 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc590)
    %480 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%478, %479 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc592)
    %481 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc593)
    %482 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc594)
    %483 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%482, %372 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc595)
    %484 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%481, %483 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc596)
    %485 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%480, %407 : tensor<96x32xf32>, tensor<f32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc597)
    %486 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%484, %410 : tensor<96x32xf32>, tensor<f32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc599)
    %487 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%485 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc601)
    %488 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%486 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc602)
    %489 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%488 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc603)
    %490 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%487, %489 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc604)
    %491 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%477, %490 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc605)
    %492 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<96xf32> loc(#loc606)
    %493 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg6 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc606)
    %494 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg34 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc607)
    %495 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_202 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc608)
    %496 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%494, %495 : tensor<96xf32>, tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc609)
    %497 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg62 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc610)
    %498 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_202 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc611)
    %499 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%498, %collapsed_202 : tensor<96xf32>, tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc612)
    %500 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%497, %499 : tensor<96xf32>, tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc613)
    %501 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%496, %407 : tensor<96xf32>, tensor<f32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc614)
    %502 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%500, %410 : tensor<96xf32>, tensor<f32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc616)
    %503 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%501 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc618)
    %504 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%502 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc619)
    %505 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%504 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc620)
    %506 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%503, %505 : tensor<96xf32>, tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc621)
    %507 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%493, %506 : tensor<96xf32>, tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc622)
    %508 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc623)
    %509 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc624)
    %510 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%348 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc625)
    %511 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%509, %510 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc627)
    %512 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc628)
    %513 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%348 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc629)
    %514 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%513, %348 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc630)
    %515 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%512, %514 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc631)
    %516 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%511, %407 : tensor<32x32xf32>, tensor<f32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc632)
    %517 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%515, %410 : tensor<32x32xf32>, tensor<f32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc634)
    %518 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%516 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc636)
    %519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%517 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc637)
    %520 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%519 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc638)
    %521 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%518, %520 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc639)
    %522 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%508, %521 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc640)
    %523 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc641)
    %524 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg36 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc642)
    %525 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_163 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc643)
    %526 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%524, %525 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc645)
    %527 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg64 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc646)
    %528 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_163 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc647)
    %529 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%528, %collapsed_163 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc648)
    %530 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%527, %529 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc649)
    %531 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%526, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc650)
    %532 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%530, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc652)
    %533 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%531 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc654)
    %534 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%532 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc655)
    %535 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%534 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc656)
    %536 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%533, %535 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc657)
    %537 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%523, %536 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc658)
    %538 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc659)
    %539 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc660)
    %540 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%331 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc661)
    %541 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%539, %540 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc663)
    %542 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg65 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc664)
    %543 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%331 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc665)
    %544 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%543, %331 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc666)
    %545 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%542, %544 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc667)
    %546 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%541, %407 : tensor<64x32xf32>, tensor<f32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc668)
    %547 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%545, %410 : tensor<64x32xf32>, tensor<f32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc670)
    %548 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%546 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc672)
    %549 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%547 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc673)
    %550 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%549 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc674)
    %551 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%548, %550 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc675)
    %552 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%538, %551 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc676)
    %553 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<64xf32> loc(#loc677)
    %554 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg10 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc677)
    %555 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg38 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc678)
    %556 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_167 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc679)
    %557 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%555, %556 : tensor<64xf32>, tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc680)
    %558 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg66 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc681)
    %559 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_167 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc682)
    %560 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%559, %collapsed_167 : tensor<64xf32>, tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc683)
    %561 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%558, %560 : tensor<64xf32>, tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc684)
    %562 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%557, %407 : tensor<64xf32>, tensor<f32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc685)
    %563 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%561, %410 : tensor<64xf32>, tensor<f32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc687)
    %564 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%562 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc689)
    %565 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%563 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc690)
    %566 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%565 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc691)
    %567 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%564, %566 : tensor<64xf32>, tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc692)
    %568 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%554, %567 : tensor<64xf32>, tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc693)
    %569 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc694)
    %570 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc695)
    %571 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%317 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc696)
    %572 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%570, %571 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc698)
    %573 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc699)
    %574 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%317 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc700)
    %575 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%574, %317 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc701)
    %576 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%573, %575 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc702)
    %577 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%572, %407 : tensor<32x64xf32>, tensor<f32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc703)
    %578 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%576, %410 : tensor<32x64xf32>, tensor<f32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc705)
    %579 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%577 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc707)
    %580 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%578 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc708)
    %581 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%580 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc709)
    %582 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%579, %581 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc710)
    %583 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%569, %582 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc711)
    %584 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg12 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc712)
    %585 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg40 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc713)
    %586 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%585, %525 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc714)
    %587 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg68 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc716)
    %588 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%587, %529 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc717)
    %589 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%586, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc719)
    %590 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%588, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc721)
    %591 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%589 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc723)
    %592 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%590 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc724)
    %593 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%592 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc725)
    %594 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%591, %593 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc726)
    %595 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%584, %594 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc727)
    %596 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg13 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc728)
    %597 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg41 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc729)
    %598 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%313 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc730)
    %599 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%597, %598 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc731)
    %600 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg69 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc732)
    %601 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%313 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc733)
    %602 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%601, %313 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc734)
    %603 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%600, %602 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc735)
    %604 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%599, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc736)
    %605 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%603, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc738)
    %606 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%604 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc740)
    %607 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%605 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc741)
    %608 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%607 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc742)
    %609 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%606, %608 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc743)
    %610 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%596, %609 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc744)
    %611 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg14 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc745)
    %612 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc746)
    %613 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%314 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc747)
    %614 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%612, %613 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc748)
    %615 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg70 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc749)
    %616 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%314 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc750)
    %617 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%616, %314 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc751)
    %618 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%615, %617 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc752)
    %619 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%614, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc753)
    %620 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%618, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc755)
    %621 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%619 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc757)
    %622 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%620 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc758)
    %623 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%622 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc759)
    %624 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%621, %623 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc760)
    %625 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%611, %624 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc761)
    %626 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg15 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc762)
    %627 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg43 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc763)
    %628 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%268 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc764)
    %629 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%627, %628 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc765)
    %630 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg71 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc766)
    %631 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%268 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc767)
    %632 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%631, %268 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc768)
    %633 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%630, %632 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc769)
    %634 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%629, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc770)
    %635 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%633, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc772)
    %636 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%634 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc774)
    %637 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%635 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc775)
    %638 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%637 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc776)
    %639 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%636, %638 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc777)
    %640 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%626, %639 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc778)
    %641 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg16 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc779)
    %642 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg44 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc780)
    %643 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%269 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc781)
    %644 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%642, %643 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc782)
    %645 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg72 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc783)
    %646 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%269 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc784)
    %647 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%646, %269 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc785)
    %648 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%645, %647 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc786)
    %649 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%644, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc787)
    %650 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%648, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc789)
    %651 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%649 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc791)
    %652 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%650 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc792)
    %653 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%652 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc793)
    %654 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%651, %653 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc794)
    %655 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%641, %654 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc795)
    %656 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc796)
    %657 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc797)
    %658 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%299 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc798)
    %659 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%657, %658 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc800)
    %660 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc801)
    %661 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%299 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc802)
    %662 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%661, %299 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc803)
    %663 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%660, %662 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc804)
    %664 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%659, %407 : tensor<96x32xf32>, tensor<f32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc805)
    %665 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%663, %410 : tensor<96x32xf32>, tensor<f32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc807)
    %666 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%664 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc809)
    %667 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%665 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc810)
    %668 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%667 : tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96x32xf32> loc(#loc811)
    %669 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%666, %668 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc812)
    %670 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%656, %669 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%297 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96x32xf32> loc(#loc813)
    %671 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg18 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc814)
    %672 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg46 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc815)
    %673 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_159 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc816)
    %674 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%672, %673 : tensor<96xf32>, tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc817)
    %675 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg74 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc818)
    %676 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_159 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc819)
    %677 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%676, %collapsed_159 : tensor<96xf32>, tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc820)
    %678 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%675, %677 : tensor<96xf32>, tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc821)
    %679 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%674, %407 : tensor<96xf32>, tensor<f32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc822)
    %680 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%678, %410 : tensor<96xf32>, tensor<f32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc824)
    %681 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%679 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc826)
    %682 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%680 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc827)
    %683 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%682 : tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<96xf32> loc(#loc828)
    %684 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%681, %683 : tensor<96xf32>, tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc829)
    %685 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%671, %684 : tensor<96xf32>, tensor<96xf32>) outs(%492 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<96xf32> loc(#loc830)
    %686 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc831)
    %687 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc832)
    %688 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%272 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc833)
    %689 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%687, %688 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc835)
    %690 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg75 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc836)
    %691 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%272 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc837)
    %692 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%691, %272 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc838)
    %693 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%690, %692 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc839)
    %694 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%689, %407 : tensor<32x32xf32>, tensor<f32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc840)
    %695 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%693, %410 : tensor<32x32xf32>, tensor<f32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc842)
    %696 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%694 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc844)
    %697 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%695 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc845)
    %698 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%697 : tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x32xf32> loc(#loc846)
    %699 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%696, %698 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc847)
    %700 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%686, %699 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x32xf32> loc(#loc848)
    %701 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg20 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc849)
    %702 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg48 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc850)
    %703 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_120 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc851)
    %704 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%702, %703 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc853)
    %705 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg76 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc854)
    %706 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_120 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc855)
    %707 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%706, %collapsed_120 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc856)
    %708 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%705, %707 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc857)
    %709 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%704, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc858)
    %710 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%708, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc860)
    %711 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%709 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc862)
    %712 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%710 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc863)
    %713 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%712 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc864)
    %714 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%711, %713 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc865)
    %715 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%701, %714 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc866)
    %716 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc867)
    %717 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc868)
    %718 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%253 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc869)
    %719 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%717, %718 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc871)
    %720 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg77 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc872)
    %721 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%253 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc873)
    %722 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%721, %253 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc874)
    %723 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%720, %722 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc875)
    %724 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%719, %407 : tensor<64x32xf32>, tensor<f32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc876)
    %725 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%723, %410 : tensor<64x32xf32>, tensor<f32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc878)
    %726 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%724 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc880)
    %727 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%725 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc881)
    %728 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%727 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc882)
    %729 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%726, %728 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc883)
    %730 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%716, %729 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc884)
    %731 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg22 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc885)
    %732 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg50 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc886)
    %733 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_124 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc887)
    %734 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%732, %733 : tensor<64xf32>, tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc888)
    %735 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg78 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc889)
    %736 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_124 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc890)
    %737 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%736, %collapsed_124 : tensor<64xf32>, tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc891)
    %738 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%735, %737 : tensor<64xf32>, tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc892)
    %739 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%734, %407 : tensor<64xf32>, tensor<f32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc893)
    %740 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%738, %410 : tensor<64xf32>, tensor<f32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc895)
    %741 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%739 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc897)
    %742 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%740 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc898)
    %743 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%742 : tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64xf32> loc(#loc899)
    %744 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%741, %743 : tensor<64xf32>, tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc900)
    %745 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%731, %744 : tensor<64xf32>, tensor<64xf32>) outs(%553 : tensor<64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64xf32> loc(#loc901)
    %746 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc902)
    %747 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg51 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc903)
    %748 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%237 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc904)
    %749 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%747, %748 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc906)
    %750 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc907)
    %751 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%237 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc908)
    %752 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%751, %237 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc909)
    %753 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%750, %752 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc910)
    %754 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%749, %407 : tensor<32x64xf32>, tensor<f32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc911)
    %755 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%753, %410 : tensor<32x64xf32>, tensor<f32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc913)
    %756 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%754 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc915)
    %757 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%755 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc916)
    %758 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%757 : tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32x64xf32> loc(#loc917)
    %759 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%756, %758 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc918)
    %760 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%746, %759 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%93 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32x64xf32> loc(#loc919)
    %761 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg24 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc920)
    %762 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg52 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc921)
    %763 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%762, %703 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc922)
    %764 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg80 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc924)
    %765 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%764, %707 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc925)
    %766 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%763, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc927)
    %767 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%765, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc929)
    %768 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%766 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc931)
    %769 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%767 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc932)
    %770 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%769 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc933)
    %771 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%768, %770 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc934)
    %772 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%761, %771 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc935)
    %773 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg25 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc936)
    %774 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg53 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc937)
    %775 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%234 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc938)
    %776 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%774, %775 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc939)
    %777 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg81 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc940)
    %778 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%234 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc941)
    %779 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%778, %234 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc942)
    %780 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%777, %779 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc943)
    %781 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%776, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc944)
    %782 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%780, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc946)
    %783 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%781 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc948)
    %784 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%782 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc949)
    %785 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%784 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc950)
    %786 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%783, %785 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc951)
    %787 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%773, %786 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc952)
    %788 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg26 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc953)
    %789 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg54 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc954)
    %790 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%235 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc955)
    %791 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%789, %790 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc956)
    %792 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg82 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc957)
    %793 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%235 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc958)
    %794 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%793, %235 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc959)
    %795 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%792, %794 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc960)
    %796 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%791, %407 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc961)
    %797 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%795, %410 : tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc963)
    %798 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%796 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc965)
    %799 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%797 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc966)
    %800 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%799 : tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<32xf32> loc(#loc967)
    %801 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%798, %800 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc968)
    %802 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%788, %801 : tensor<32xf32>, tensor<32xf32>) outs(%179 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<32xf32> loc(#loc969)
    %803 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_9 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc970)
    %804 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_10 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc971)
    %805 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%221 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_11 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc972)
    %806 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%804, %805 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc974)
    %807 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg83 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_12 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc975)
    %808 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%221 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_13 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc976)
    %809 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%808, %221 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.mulf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc977)
    %810 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%807, %809 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.addf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc978)
    %811 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%806, %407 : tensor<64x32xf32>, tensor<f32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc979)
    %812 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%810, %410 : tensor<64x32xf32>, tensor<f32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc981)
    %813 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%811 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_14 : f64 to f32
      %819 = arith.mulf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc983)
    %814 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%812 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = math.sqrt %in : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc984)
    %815 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%814 : tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %818 = arith.truncf %cst_15 : f64 to f32
      %819 = arith.addf %in, %818 : f32
      linalg.yield %819 : f32
    } -> tensor<64x32xf32> loc(#loc985)
    %816 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%813, %815 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.divf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc986)
    %817 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%803, %816 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%100 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_209: f32, %out: f32):
      %818 = arith.subf %in, %in_209 : f32
      linalg.yield %818 : f32
    } -> tensor<64x32xf32> loc(#loc987)
    return {memopt.phase = "optimizer"} %202, %416, %431, %446, %461, %476, %491, %507, %522, %537, %552, %568, %583, %595, %610, %625, %640, %655, %670, %685, %700, %715, %730, %745, %760, %772, %787, %802, %817, %401, %420, %435, %450, %465, %480, %496, %511, %526, %541, %557, %572, %586, %599, %614, %629, %644, %659, %674, %689, %704, %719, %734, %749, %763, %776, %791, %806, %405, %424, %439, %454, %469, %484, %500, %515, %530, %545, %561, %576, %588, %603, %618, %633, %648, %663, %678, %693, %708, %723, %738, %753, %765, %780, %795, %810 : tensor<f32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32> loc(#loc987)
  } loc(#loc1)
} loc(#loc)

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float32: "0x040000000000803F0AD7233C"
    }
  }
#-}
