#loc1 = loc("forward/-/view":89:0)
#loc2 = loc("backward/-/scatter":370:0)
#loc3 = loc("forward/0/add_3":123:0)
#loc4 = loc("forward/0/eq":167:0)
#loc5 = loc("forward/0/mul_13":207:0)
#loc6 = loc("forward/0/mul_14":209:0)
#loc7 = loc("optimizer/-/mul_101":665:0)
#loc8 = loc("optimizer/-/mul_102":666:0)
#loc9 = loc("optimizer/0/mul_103":667:0)
#loc10 = loc("optimizer/-/mul_104":669:0)
#loc11 = loc("optimizer/0/mul_105":670:0)
#loc12 = loc("optimizer/0/mul_107":679:0)
#loc13 = loc("optimizer/0/add_42":681:0)
#loc14 = loc("forward/-/bitwise_and":116:0)
#loc15 = loc("forward/0/where":154:0)
#loc16 = loc("forward/0/where_1":170:0)
#loc17 = loc("backward/-/div_1":364:0)
#loc18 = loc("backward/-/clamp_1":659:0)
#loc19 = loc("backward/-/clamp":646:0)
#loc21 = loc("backward/0/index_put":650:0)
#loc22 = loc("backward/0/index_put_1":663:0)
#loc23 = loc("backward/1/sub_11":415:0)
#loc24 = loc("forward/-/where_4":350:0)
#loc25 = loc("forward/-/embedding":90:0)
#loc26 = loc("forward/-/embedding_1":91:0)
#loc27 = loc("forward/-/add":92:0)
#loc28 = loc("forward/-/convert_element_type":94:0)
#loc30 = loc("forward/-/arange":95:0)
#loc31 = loc("forward/-/arange_2":97:0)
#loc32 = loc("forward/-/unsqueeze_8":109:0)
#loc33 = loc("forward/-/unsqueeze_11":112:0)
#loc34 = loc("forward/-/le":115:0)
#loc35 = loc("forward/-/index":117:0)
#loc36 = loc("forward/-/bitwise_and_1":118:0)
#loc37 = loc("forward/0/var_mean":120:0)
#loc38 = loc("forward/0/rsqrt":124:0)
#loc39 = loc("forward/0/sub":125:0)
#loc40 = loc("forward/0/mul":126:0)
#loc41 = loc("forward/0/mul_1":127:0)
#loc42 = loc("forward/0/add_4":128:0)
#loc44 = loc("forward/0/mm":130:0)
#loc45 = loc("forward/0/expand_1":132:0)
#loc46 = loc("forward/0/add_5":134:0)
#loc55 = loc("forward/0/permute_2":145:0)
#loc56 = loc("forward/0/mul_4":155:0)
#loc57 = loc("forward/0/permute_3":156:0)
#loc58 = loc("forward/0/mul_5":157:0)
#loc62 = loc("forward/0/view_9":164:0)
#loc63 = loc("forward/0/add_6":165:0)
#loc64 = loc("forward/0/_softmax":166:0)
#loc65 = loc("forward/0/all_1":168:0)
#loc72 = loc("forward/0/mm_1":182:0)
#loc73 = loc("forward/0/expand_6":184:0)
#loc74 = loc("forward/0/add_7":186:0)
#loc77 = loc("forward/0/view_16":187:0)
#loc78 = loc("forward/0/add_8":188:0)
#loc79 = loc("forward/0/var_mean_1":189:0)
#loc80 = loc("forward/0/add_9":192:0)
#loc81 = loc("forward/0/rsqrt_1":193:0)
#loc82 = loc("forward/0/sub_1":194:0)
#loc83 = loc("forward/0/mul_8":195:0)
#loc84 = loc("forward/0/mul_9":196:0)
#loc85 = loc("forward/0/add_10":197:0)
#loc87 = loc("forward/0/mm_2":199:0)
#loc88 = loc("forward/0/expand_7":201:0)
#loc89 = loc("forward/0/add_11":203:0)
#loc92 = loc("forward/0/view_18":204:0)
#loc93 = loc("forward/0/mul_12":205:0)
#loc94 = loc("forward/0/pow_1":206:0)
#loc95 = loc("forward/0/add_12":208:0)
#loc96 = loc("forward/0/tanh":210:0)
#loc97 = loc("forward/0/add_13":211:0)
#loc98 = loc("forward/0/mul_15":212:0)
#loc100 = loc("forward/0/mm_3":214:0)
#loc101 = loc("forward/0/expand_8":216:0)
#loc102 = loc("forward/0/add_14":218:0)
#loc105 = loc("forward/0/view_20":219:0)
#loc106 = loc("forward/0/add_15":220:0)
#loc107 = loc("forward/1/var_mean_2":221:0)
#loc108 = loc("forward/1/add_16":224:0)
#loc109 = loc("forward/1/rsqrt_2":225:0)
#loc110 = loc("forward/1/sub_2":226:0)
#loc111 = loc("forward/1/mul_18":227:0)
#loc112 = loc("forward/1/mul_19":228:0)
#loc113 = loc("forward/1/add_17":229:0)
#loc115 = loc("forward/1/mm_4":231:0)
#loc116 = loc("forward/1/expand_9":233:0)
#loc117 = loc("forward/1/add_18":235:0)
#loc126 = loc("forward/1/permute_7":246:0)
#loc127 = loc("forward/1/mul_22":256:0)
#loc128 = loc("forward/1/permute_8":257:0)
#loc129 = loc("forward/1/mul_23":258:0)
#loc133 = loc("forward/1/view_28":265:0)
#loc134 = loc("forward/1/add_19":266:0)
#loc136 = loc("forward/1/_softmax_1":267:0)
#loc137 = loc("forward/1/eq_1":268:0)
#loc138 = loc("forward/1/all_2":269:0)
#loc139 = loc("forward/1/where_3":271:0)
#loc146 = loc("forward/1/mm_5":283:0)
#loc147 = loc("forward/1/expand_14":285:0)
#loc148 = loc("forward/1/add_20":287:0)
#loc151 = loc("forward/1/view_35":288:0)
#loc152 = loc("forward/1/add_21":289:0)
#loc153 = loc("forward/1/var_mean_3":290:0)
#loc154 = loc("forward/1/add_22":293:0)
#loc155 = loc("forward/1/rsqrt_3":294:0)
#loc156 = loc("forward/1/sub_3":295:0)
#loc157 = loc("forward/1/mul_26":296:0)
#loc158 = loc("forward/1/mul_27":297:0)
#loc159 = loc("forward/1/add_23":298:0)
#loc161 = loc("forward/1/mm_6":300:0)
#loc162 = loc("forward/1/expand_15":302:0)
#loc163 = loc("forward/1/add_24":304:0)
#loc166 = loc("forward/1/view_37":305:0)
#loc167 = loc("forward/1/mul_30":306:0)
#loc168 = loc("forward/1/pow_2":307:0)
#loc169 = loc("forward/1/mul_31":308:0)
#loc170 = loc("forward/1/add_25":309:0)
#loc171 = loc("forward/1/mul_32":310:0)
#loc172 = loc("forward/1/tanh_1":311:0)
#loc173 = loc("forward/1/add_26":312:0)
#loc174 = loc("forward/1/mul_33":313:0)
#loc176 = loc("forward/1/mm_7":315:0)
#loc177 = loc("forward/1/expand_16":317:0)
#loc178 = loc("forward/1/add_27":319:0)
#loc181 = loc("forward/1/view_39":320:0)
#loc182 = loc("forward/1/add_28":321:0)
#loc183 = loc("forward/-/var_mean_4":322:0)
#loc184 = loc("forward/-/add_29":325:0)
#loc185 = loc("forward/-/rsqrt_4":326:0)
#loc186 = loc("forward/-/sub_4":327:0)
#loc187 = loc("forward/-/mul_36":328:0)
#loc188 = loc("forward/-/mul_37":329:0)
#loc189 = loc("forward/-/add_30":330:0)
#loc193 = loc("forward/-/constant_pad_nd":337:0)
#loc195 = loc("forward/-/view_44":341:0)
#loc196 = loc("forward/-/amax":342:0)
#loc198 = loc("forward/-/sub_5":343:0)
#loc199 = loc("forward/-/exp":344:0)
#loc200 = loc("forward/-/sum_1":345:0)
#loc201 = loc("forward/-/log":346:0)
#loc202 = loc("forward/-/sub_6":347:0)
#loc203 = loc("forward/-/ne":348:0)
#loc204 = loc("forward/-/unsqueeze_12":351:0)
#loc205 = loc("forward/-/gather":352:0)
#loc206 = loc("forward/-/squeeze":353:0)
#loc207 = loc("forward/-/neg":354:0)
#loc208 = loc("forward/-/where_5":357:0)
#loc210 = loc("forward/-/sum_2":359:0)
#loc212 = loc("forward/-/convert_element_type_1":360:0)
#loc213 = loc("forward/-/sum_3":361:0)
#loc214 = loc("forward/-/div":362:0)
#loc215 = loc("backward/-/unsqueeze_13":365:0)
#loc216 = loc("backward/-/ne_3":366:0)
#loc217 = loc("backward/-/where_6":368:0)
#loc218 = loc("backward/-/where_7":373:0)
#loc220 = loc("backward/-/mul_38":374:0)
#loc221 = loc("backward/-/exp_1":375:0)
#loc222 = loc("backward/-/sum_4":376:0)
#loc223 = loc("backward/-/mul_39":377:0)
#loc224 = loc("backward/-/sub_7":378:0)
#loc228 = loc("backward/-/view_47":386:0)
#loc229 = loc("backward/-/mul_41":391:0)
#loc230 = loc("backward/-/mul_42":392:0)
#loc231 = loc("backward/-/sum_5":393:0)
#loc232 = loc("backward/1/mul_43":394:0)
#loc234 = loc("backward/1/sum_6":395:0)
#loc235 = loc("backward/1/mul_44":396:0)
#loc236 = loc("backward/-/sub_9":397:0)
#loc237 = loc("backward/1/sub_10":398:0)
#loc238 = loc("backward/-/div_2":399:0)
#loc239 = loc("backward/1/mul_45":400:0)
#loc240 = loc("backward/1/mul_46":401:0)
#loc241 = loc("backward/1/sum_7":402:0)
#loc242 = loc("backward/-/sum_8":403:0)
#loc243 = loc("backward/1/view_49":404:0)
#loc247 = loc("backward/1/mm_12":408:0)
#loc248 = loc("backward/1/sum_9":409:0)
#loc249 = loc("backward/1/view_50":410:0)
#loc250 = loc("backward/1/view_51":411:0)
#loc251 = loc("backward/1/mul_47":412:0)
#loc252 = loc("backward/1/mul_48":413:0)
#loc253 = loc("backward/1/mul_49":414:0)
#loc254 = loc("backward/1/mul_50":416:0)
#loc255 = loc("backward/1/mul_51":417:0)
#loc256 = loc("backward/1/mul_52":418:0)
#loc257 = loc("backward/1/pow_3":419:0)
#loc258 = loc("backward/1/mul_53":420:0)
#loc259 = loc("backward/1/mul_54":421:0)
#loc260 = loc("backward/1/add_31":422:0)
#loc261 = loc("backward/1/mul_55":423:0)
#loc262 = loc("backward/1/add_32":424:0)
#loc263 = loc("backward/1/view_52":425:0)
#loc267 = loc("backward/1/mm_14":429:0)
#loc268 = loc("backward/1/sum_10":430:0)
#loc269 = loc("backward/1/view_53":431:0)
#loc270 = loc("backward/1/view_54":432:0)
#loc271 = loc("backward/1/mul_57":435:0)
#loc272 = loc("backward/1/mul_58":436:0)
#loc273 = loc("backward/1/sum_11":437:0)
#loc274 = loc("backward/1/mul_59":438:0)
#loc276 = loc("backward/1/sum_12":439:0)
#loc277 = loc("backward/1/mul_60":440:0)
#loc278 = loc("backward/1/sub_13":441:0)
#loc279 = loc("backward/1/sub_14":442:0)
#loc280 = loc("backward/1/div_3":443:0)
#loc281 = loc("backward/1/mul_61":444:0)
#loc282 = loc("backward/1/mul_62":445:0)
#loc283 = loc("backward/1/sum_13":446:0)
#loc284 = loc("backward/1/sum_14":447:0)
#loc285 = loc("backward/1/add_33":448:0)
#loc286 = loc("backward/1/view_55":449:0)
#loc290 = loc("backward/1/mm_16":453:0)
#loc291 = loc("backward/1/sum_15":454:0)
#loc292 = loc("backward/1/view_56":455:0)
#loc301 = loc("backward/1/view_62":467:0)
#loc302 = loc("backward/1/mul_63":468:0)
#loc303 = loc("backward/1/sum_16":469:0)
#loc304 = loc("backward/1/mul_64":470:0)
#loc305 = loc("backward/1/sub_15":471:0)
#loc311 = loc("backward/1/view_64":477:0)
#loc312 = loc("backward/1/view_65":478:0)
#loc313 = loc("backward/1/mul_65":479:0)
#loc314 = loc("backward/1/mul_66":481:0)
#loc322 = loc("backward/1/view_69":497:0)
#loc326 = loc("backward/1/mm_18":501:0)
#loc327 = loc("backward/1/sum_17":502:0)
#loc328 = loc("backward/1/view_70":503:0)
#loc329 = loc("backward/1/view_71":504:0)
#loc330 = loc("backward/1/mul_68":507:0)
#loc331 = loc("backward/1/mul_69":508:0)
#loc332 = loc("backward/1/sum_18":509:0)
#loc333 = loc("backward/1/mul_70":510:0)
#loc335 = loc("backward/1/sum_19":511:0)
#loc336 = loc("backward/1/mul_71":512:0)
#loc337 = loc("backward/1/sub_17":513:0)
#loc338 = loc("backward/1/sub_18":514:0)
#loc339 = loc("backward/1/div_4":515:0)
#loc340 = loc("backward/1/mul_72":516:0)
#loc341 = loc("backward/1/mul_73":517:0)
#loc342 = loc("backward/1/sum_20":518:0)
#loc343 = loc("backward/1/sum_21":519:0)
#loc344 = loc("backward/1/add_34":520:0)
#loc345 = loc("backward/1/view_72":521:0)
#loc349 = loc("backward/0/mm_20":525:0)
#loc350 = loc("backward/1/sum_22":526:0)
#loc351 = loc("backward/1/view_73":527:0)
#loc352 = loc("backward/0/view_74":528:0)
#loc353 = loc("backward/0/mul_74":529:0)
#loc354 = loc("backward/0/mul_75":530:0)
#loc355 = loc("backward/0/mul_76":531:0)
#loc356 = loc("backward/0/sub_19":532:0)
#loc357 = loc("backward/0/mul_77":533:0)
#loc358 = loc("backward/0/mul_78":534:0)
#loc359 = loc("backward/0/mul_79":535:0)
#loc360 = loc("backward/0/pow_4":536:0)
#loc361 = loc("backward/0/mul_80":537:0)
#loc362 = loc("backward/0/mul_81":538:0)
#loc363 = loc("backward/0/add_35":539:0)
#loc364 = loc("backward/0/mul_82":540:0)
#loc365 = loc("backward/0/add_36":541:0)
#loc366 = loc("backward/0/view_75":542:0)
#loc370 = loc("backward/0/mm_22":546:0)
#loc371 = loc("backward/0/sum_23":547:0)
#loc372 = loc("backward/0/view_76":548:0)
#loc373 = loc("backward/0/view_77":549:0)
#loc374 = loc("backward/0/mul_84":552:0)
#loc375 = loc("backward/0/mul_85":553:0)
#loc376 = loc("backward/0/sum_24":554:0)
#loc377 = loc("backward/0/mul_86":555:0)
#loc379 = loc("backward/0/sum_25":556:0)
#loc380 = loc("backward/0/mul_87":557:0)
#loc381 = loc("backward/0/sub_21":558:0)
#loc382 = loc("backward/0/sub_22":559:0)
#loc383 = loc("backward/0/div_5":560:0)
#loc384 = loc("backward/0/mul_88":561:0)
#loc385 = loc("backward/0/mul_89":562:0)
#loc386 = loc("backward/0/sum_26":563:0)
#loc387 = loc("backward/0/sum_27":564:0)
#loc388 = loc("backward/0/add_37":565:0)
#loc389 = loc("backward/0/view_78":566:0)
#loc393 = loc("backward/0/mm_24":570:0)
#loc394 = loc("backward/0/sum_28":571:0)
#loc395 = loc("backward/0/view_79":572:0)
#loc404 = loc("backward/0/view_85":584:0)
#loc405 = loc("backward/0/mul_90":585:0)
#loc406 = loc("backward/0/sum_29":586:0)
#loc407 = loc("backward/0/mul_91":587:0)
#loc408 = loc("backward/0/sub_23":588:0)
#loc414 = loc("backward/0/view_87":594:0)
#loc415 = loc("backward/0/view_88":595:0)
#loc416 = loc("backward/0/mul_92":596:0)
#loc417 = loc("backward/0/mul_93":598:0)
#loc425 = loc("backward/0/view_92":614:0)
#loc429 = loc("backward/0/mm_26":618:0)
#loc430 = loc("backward/0/sum_30":619:0)
#loc431 = loc("backward/0/view_93":620:0)
#loc432 = loc("backward/0/view_94":621:0)
#loc433 = loc("backward/0/mul_95":624:0)
#loc434 = loc("backward/0/mul_96":625:0)
#loc435 = loc("backward/0/sum_31":626:0)
#loc436 = loc("backward/0/mul_97":627:0)
#loc438 = loc("backward/0/sum_32":628:0)
#loc439 = loc("backward/0/mul_98":629:0)
#loc440 = loc("backward/0/sub_25":630:0)
#loc441 = loc("backward/0/sub_26":631:0)
#loc442 = loc("backward/0/div_6":632:0)
#loc443 = loc("backward/0/mul_99":633:0)
#loc444 = loc("backward/0/mul_100":634:0)
#loc445 = loc("backward/0/sum_33":635:0)
#loc446 = loc("backward/0/sum_34":636:0)
#loc447 = loc("backward/0/add_38":637:0)
#loc448 = loc("backward/-/ge":638:0)
#loc449 = loc("backward/-/lt":639:0)
#loc450 = loc("backward/-/bitwise_and_2":640:0)
#loc451 = loc("backward/-/ne_5":641:0)
#loc452 = loc("backward/-/bitwise_and_3":642:0)
#loc453 = loc("backward/-/unsqueeze_14":643:0)
#loc454 = loc("backward/-/bitwise_not":647:0)
#loc455 = loc("backward/0/where_8":649:0)
#loc456 = loc("backward/-/ge_1":651:0)
#loc457 = loc("backward/-/lt_1":652:0)
#loc458 = loc("backward/-/bitwise_and_4":653:0)
#loc459 = loc("backward/-/ne_6":654:0)
#loc460 = loc("backward/-/bitwise_and_5":655:0)
#loc461 = loc("backward/-/unsqueeze_15":656:0)
#loc462 = loc("backward/-/bitwise_not_1":660:0)
#loc463 = loc("backward/0/where_9":662:0)
#loc464 = loc("backward/0/add_39":664:0)
#loc466 = loc("optimizer/0/add_40":668:0)
#loc467 = loc("optimizer/0/mul_106":671:0)
#loc468 = loc("optimizer/0/add_41":672:0)
#loc469 = loc("optimizer/-/pow_5":673:0)
#loc470 = loc("optimizer/-/sub_27":674:0)
#loc471 = loc("optimizer/0/div_7":675:0)
#loc472 = loc("optimizer/-/pow_6":676:0)
#loc473 = loc("optimizer/-/sub_28":677:0)
#loc474 = loc("optimizer/0/div_8":678:0)
#loc475 = loc("optimizer/0/sqrt":680:0)
#loc476 = loc("optimizer/0/div_9":682:0)
#loc477 = loc("optimizer/0/sub_29":683:0)
#loc478 = loc("optimizer/-/mul_108":684:0)
#loc479 = loc("optimizer/-/mul_109":685:0)
#loc480 = loc("optimizer/0/mul_110":686:0)
#loc481 = loc("optimizer/0/add_43":687:0)
#loc482 = loc("optimizer/-/mul_111":688:0)
#loc483 = loc("optimizer/0/mul_112":689:0)
#loc484 = loc("optimizer/0/mul_113":690:0)
#loc485 = loc("optimizer/0/add_44":691:0)
#loc486 = loc("optimizer/0/div_10":694:0)
#loc488 = loc("optimizer/0/div_11":697:0)
#loc490 = loc("optimizer/0/mul_114":698:0)
#loc491 = loc("optimizer/0/sqrt_1":699:0)
#loc492 = loc("optimizer/0/add_45":700:0)
#loc493 = loc("optimizer/0/div_12":701:0)
#loc494 = loc("optimizer/0/sub_32":702:0)
#loc495 = loc("optimizer/0/mul_115":703:0)
#loc496 = loc("optimizer/0/mul_116":704:0)
#loc497 = loc("optimizer/0/mul_117":705:0)
#loc498 = loc("optimizer/0/add_46":706:0)
#loc499 = loc("optimizer/0/mul_118":707:0)
#loc500 = loc("optimizer/0/mul_119":708:0)
#loc501 = loc("optimizer/0/mul_120":709:0)
#loc502 = loc("optimizer/0/add_47":710:0)
#loc503 = loc("optimizer/0/div_13":713:0)
#loc505 = loc("optimizer/0/div_14":716:0)
#loc507 = loc("optimizer/0/mul_121":717:0)
#loc508 = loc("optimizer/0/sqrt_2":718:0)
#loc509 = loc("optimizer/0/add_48":719:0)
#loc510 = loc("optimizer/0/div_15":720:0)
#loc511 = loc("optimizer/0/sub_35":721:0)
#loc512 = loc("optimizer/0/mul_122":722:0)
#loc513 = loc("optimizer/0/mul_123":723:0)
#loc514 = loc("optimizer/0/mul_124":724:0)
#loc515 = loc("optimizer/0/add_49":725:0)
#loc516 = loc("optimizer/0/mul_125":726:0)
#loc517 = loc("optimizer/0/mul_126":727:0)
#loc518 = loc("optimizer/0/mul_127":728:0)
#loc519 = loc("optimizer/0/add_50":729:0)
#loc520 = loc("optimizer/0/div_16":732:0)
#loc522 = loc("optimizer/0/div_17":735:0)
#loc524 = loc("optimizer/0/mul_128":736:0)
#loc525 = loc("optimizer/0/sqrt_3":737:0)
#loc526 = loc("optimizer/0/add_51":738:0)
#loc527 = loc("optimizer/0/div_18":739:0)
#loc528 = loc("optimizer/0/sub_38":740:0)
#loc529 = loc("optimizer/0/mul_129":741:0)
#loc530 = loc("optimizer/0/mul_130":742:0)
#loc531 = loc("optimizer/0/mul_131":743:0)
#loc532 = loc("optimizer/0/add_52":744:0)
#loc533 = loc("optimizer/0/mul_132":745:0)
#loc534 = loc("optimizer/0/mul_133":746:0)
#loc535 = loc("optimizer/0/mul_134":747:0)
#loc536 = loc("optimizer/0/add_53":748:0)
#loc537 = loc("optimizer/0/div_19":751:0)
#loc539 = loc("optimizer/0/div_20":754:0)
#loc541 = loc("optimizer/0/mul_135":755:0)
#loc542 = loc("optimizer/0/sqrt_4":756:0)
#loc543 = loc("optimizer/0/add_54":757:0)
#loc544 = loc("optimizer/0/div_21":758:0)
#loc545 = loc("optimizer/0/sub_41":759:0)
#loc546 = loc("optimizer/0/mul_136":760:0)
#loc547 = loc("optimizer/0/mul_137":761:0)
#loc548 = loc("optimizer/0/mul_138":762:0)
#loc549 = loc("optimizer/0/add_55":763:0)
#loc550 = loc("optimizer/0/mul_139":764:0)
#loc551 = loc("optimizer/0/mul_140":765:0)
#loc552 = loc("optimizer/0/mul_141":766:0)
#loc553 = loc("optimizer/0/add_56":767:0)
#loc554 = loc("optimizer/0/div_22":770:0)
#loc556 = loc("optimizer/0/div_23":773:0)
#loc558 = loc("optimizer/0/mul_142":774:0)
#loc559 = loc("optimizer/0/sqrt_5":775:0)
#loc560 = loc("optimizer/0/add_57":776:0)
#loc561 = loc("optimizer/0/div_24":777:0)
#loc562 = loc("optimizer/0/sub_44":778:0)
#loc563 = loc("optimizer/0/mul_143":779:0)
#loc564 = loc("optimizer/0/mul_144":780:0)
#loc565 = loc("optimizer/0/mul_145":781:0)
#loc566 = loc("optimizer/0/add_58":782:0)
#loc567 = loc("optimizer/0/mul_146":783:0)
#loc568 = loc("optimizer/0/mul_147":784:0)
#loc569 = loc("optimizer/0/mul_148":785:0)
#loc570 = loc("optimizer/0/add_59":786:0)
#loc571 = loc("optimizer/0/div_25":789:0)
#loc573 = loc("optimizer/0/div_26":792:0)
#loc575 = loc("optimizer/0/mul_149":793:0)
#loc576 = loc("optimizer/0/sqrt_6":794:0)
#loc577 = loc("optimizer/0/add_60":795:0)
#loc578 = loc("optimizer/0/div_27":796:0)
#loc579 = loc("optimizer/0/sub_47":797:0)
#loc580 = loc("optimizer/0/mul_150":798:0)
#loc581 = loc("optimizer/0/mul_151":799:0)
#loc582 = loc("optimizer/0/mul_152":800:0)
#loc583 = loc("optimizer/0/add_61":801:0)
#loc584 = loc("optimizer/0/mul_153":802:0)
#loc585 = loc("optimizer/0/mul_154":803:0)
#loc586 = loc("optimizer/0/mul_155":804:0)
#loc587 = loc("optimizer/0/add_62":805:0)
#loc588 = loc("optimizer/0/div_28":808:0)
#loc590 = loc("optimizer/0/div_29":811:0)
#loc592 = loc("optimizer/0/mul_156":812:0)
#loc593 = loc("optimizer/0/sqrt_7":813:0)
#loc594 = loc("optimizer/0/add_63":814:0)
#loc595 = loc("optimizer/0/div_30":815:0)
#loc596 = loc("optimizer/0/sub_50":816:0)
#loc597 = loc("optimizer/0/mul_157":817:0)
#loc598 = loc("optimizer/0/mul_158":818:0)
#loc599 = loc("optimizer/0/mul_159":819:0)
#loc600 = loc("optimizer/0/add_64":820:0)
#loc601 = loc("optimizer/0/mul_160":821:0)
#loc602 = loc("optimizer/0/mul_161":822:0)
#loc603 = loc("optimizer/0/mul_162":823:0)
#loc604 = loc("optimizer/0/add_65":824:0)
#loc605 = loc("optimizer/0/div_31":827:0)
#loc607 = loc("optimizer/0/div_32":830:0)
#loc609 = loc("optimizer/0/mul_163":831:0)
#loc610 = loc("optimizer/0/sqrt_8":832:0)
#loc611 = loc("optimizer/0/add_66":833:0)
#loc612 = loc("optimizer/0/div_33":834:0)
#loc613 = loc("optimizer/0/sub_53":835:0)
#loc614 = loc("optimizer/0/mul_164":836:0)
#loc615 = loc("optimizer/0/mul_165":837:0)
#loc616 = loc("optimizer/0/mul_166":838:0)
#loc617 = loc("optimizer/0/add_67":839:0)
#loc618 = loc("optimizer/0/mul_167":840:0)
#loc619 = loc("optimizer/0/mul_168":841:0)
#loc620 = loc("optimizer/0/mul_169":842:0)
#loc621 = loc("optimizer/0/add_68":843:0)
#loc622 = loc("optimizer/0/div_34":846:0)
#loc624 = loc("optimizer/0/div_35":849:0)
#loc626 = loc("optimizer/0/mul_170":850:0)
#loc627 = loc("optimizer/0/sqrt_9":851:0)
#loc628 = loc("optimizer/0/add_69":852:0)
#loc629 = loc("optimizer/0/div_36":853:0)
#loc630 = loc("optimizer/0/sub_56":854:0)
#loc631 = loc("optimizer/0/mul_171":855:0)
#loc632 = loc("optimizer/0/mul_172":856:0)
#loc633 = loc("optimizer/0/mul_173":857:0)
#loc634 = loc("optimizer/0/add_70":858:0)
#loc635 = loc("optimizer/0/mul_174":859:0)
#loc636 = loc("optimizer/0/mul_175":860:0)
#loc637 = loc("optimizer/0/mul_176":861:0)
#loc638 = loc("optimizer/0/add_71":862:0)
#loc639 = loc("optimizer/0/div_37":865:0)
#loc641 = loc("optimizer/0/div_38":868:0)
#loc643 = loc("optimizer/0/mul_177":869:0)
#loc644 = loc("optimizer/0/sqrt_10":870:0)
#loc645 = loc("optimizer/0/add_72":871:0)
#loc646 = loc("optimizer/0/div_39":872:0)
#loc647 = loc("optimizer/0/sub_59":873:0)
#loc648 = loc("optimizer/0/mul_178":874:0)
#loc649 = loc("optimizer/0/mul_179":875:0)
#loc650 = loc("optimizer/0/mul_180":876:0)
#loc651 = loc("optimizer/0/add_73":877:0)
#loc652 = loc("optimizer/0/mul_181":878:0)
#loc653 = loc("optimizer/0/mul_182":879:0)
#loc654 = loc("optimizer/0/mul_183":880:0)
#loc655 = loc("optimizer/0/add_74":881:0)
#loc656 = loc("optimizer/0/div_40":884:0)
#loc658 = loc("optimizer/0/div_41":887:0)
#loc660 = loc("optimizer/0/mul_184":888:0)
#loc661 = loc("optimizer/0/sqrt_11":889:0)
#loc662 = loc("optimizer/0/add_75":890:0)
#loc663 = loc("optimizer/0/div_42":891:0)
#loc664 = loc("optimizer/0/sub_62":892:0)
#loc665 = loc("optimizer/0/mul_185":893:0)
#loc666 = loc("optimizer/0/mul_186":894:0)
#loc667 = loc("optimizer/0/mul_187":895:0)
#loc668 = loc("optimizer/0/add_76":896:0)
#loc669 = loc("optimizer/0/mul_188":897:0)
#loc670 = loc("optimizer/0/mul_189":898:0)
#loc671 = loc("optimizer/0/mul_190":899:0)
#loc672 = loc("optimizer/0/add_77":900:0)
#loc673 = loc("optimizer/0/div_43":903:0)
#loc675 = loc("optimizer/0/div_44":906:0)
#loc677 = loc("optimizer/0/mul_191":907:0)
#loc678 = loc("optimizer/0/sqrt_12":908:0)
#loc679 = loc("optimizer/0/add_78":909:0)
#loc680 = loc("optimizer/0/div_45":910:0)
#loc681 = loc("optimizer/0/sub_65":911:0)
#loc682 = loc("optimizer/0/mul_192":912:0)
#loc683 = loc("optimizer/0/mul_193":913:0)
#loc684 = loc("optimizer/1/mul_194":914:0)
#loc685 = loc("optimizer/0/add_79":915:0)
#loc686 = loc("optimizer/0/mul_195":916:0)
#loc687 = loc("optimizer/1/mul_196":917:0)
#loc688 = loc("optimizer/1/mul_197":918:0)
#loc689 = loc("optimizer/0/add_80":919:0)
#loc690 = loc("optimizer/0/div_46":922:0)
#loc692 = loc("optimizer/0/div_47":925:0)
#loc694 = loc("optimizer/0/mul_198":926:0)
#loc695 = loc("optimizer/0/sqrt_13":927:0)
#loc696 = loc("optimizer/0/add_81":928:0)
#loc697 = loc("optimizer/0/div_48":929:0)
#loc698 = loc("optimizer/0/sub_68":930:0)
#loc699 = loc("optimizer/1/mul_199":931:0)
#loc700 = loc("optimizer/1/mul_200":932:0)
#loc701 = loc("optimizer/1/mul_201":933:0)
#loc702 = loc("optimizer/1/add_82":934:0)
#loc703 = loc("optimizer/1/mul_202":935:0)
#loc704 = loc("optimizer/1/mul_203":936:0)
#loc705 = loc("optimizer/1/mul_204":937:0)
#loc706 = loc("optimizer/1/add_83":938:0)
#loc707 = loc("optimizer/1/div_49":941:0)
#loc709 = loc("optimizer/1/div_50":944:0)
#loc711 = loc("optimizer/1/mul_205":945:0)
#loc712 = loc("optimizer/1/sqrt_14":946:0)
#loc713 = loc("optimizer/1/add_84":947:0)
#loc714 = loc("optimizer/1/div_51":948:0)
#loc715 = loc("optimizer/1/sub_71":949:0)
#loc716 = loc("optimizer/1/mul_206":950:0)
#loc717 = loc("optimizer/1/mul_207":951:0)
#loc718 = loc("optimizer/1/mul_208":952:0)
#loc719 = loc("optimizer/1/add_85":953:0)
#loc720 = loc("optimizer/1/mul_209":954:0)
#loc721 = loc("optimizer/1/mul_210":955:0)
#loc722 = loc("optimizer/1/mul_211":956:0)
#loc723 = loc("optimizer/1/add_86":957:0)
#loc724 = loc("optimizer/1/div_52":960:0)
#loc726 = loc("optimizer/1/div_53":963:0)
#loc728 = loc("optimizer/1/mul_212":964:0)
#loc729 = loc("optimizer/1/sqrt_15":965:0)
#loc730 = loc("optimizer/1/add_87":966:0)
#loc731 = loc("optimizer/1/div_54":967:0)
#loc732 = loc("optimizer/1/sub_74":968:0)
#loc733 = loc("optimizer/1/mul_213":969:0)
#loc734 = loc("optimizer/1/mul_214":970:0)
#loc735 = loc("optimizer/1/mul_215":971:0)
#loc736 = loc("optimizer/1/add_88":972:0)
#loc737 = loc("optimizer/1/mul_216":973:0)
#loc738 = loc("optimizer/1/mul_217":974:0)
#loc739 = loc("optimizer/1/mul_218":975:0)
#loc740 = loc("optimizer/1/add_89":976:0)
#loc741 = loc("optimizer/1/div_55":979:0)
#loc743 = loc("optimizer/1/div_56":982:0)
#loc745 = loc("optimizer/1/mul_219":983:0)
#loc746 = loc("optimizer/1/sqrt_16":984:0)
#loc747 = loc("optimizer/1/add_90":985:0)
#loc748 = loc("optimizer/1/div_57":986:0)
#loc749 = loc("optimizer/1/sub_77":987:0)
#loc750 = loc("optimizer/1/mul_220":988:0)
#loc751 = loc("optimizer/1/mul_221":989:0)
#loc752 = loc("optimizer/1/mul_222":990:0)
#loc753 = loc("optimizer/1/add_91":991:0)
#loc754 = loc("optimizer/1/mul_223":992:0)
#loc755 = loc("optimizer/1/mul_224":993:0)
#loc756 = loc("optimizer/1/mul_225":994:0)
#loc757 = loc("optimizer/1/add_92":995:0)
#loc758 = loc("optimizer/1/div_58":998:0)
#loc760 = loc("optimizer/1/div_59":1001:0)
#loc762 = loc("optimizer/1/mul_226":1002:0)
#loc763 = loc("optimizer/1/sqrt_17":1003:0)
#loc764 = loc("optimizer/1/add_93":1004:0)
#loc765 = loc("optimizer/1/div_60":1005:0)
#loc766 = loc("optimizer/1/sub_80":1006:0)
#loc767 = loc("optimizer/1/mul_227":1007:0)
#loc768 = loc("optimizer/1/mul_228":1008:0)
#loc769 = loc("optimizer/1/mul_229":1009:0)
#loc770 = loc("optimizer/1/add_94":1010:0)
#loc771 = loc("optimizer/1/mul_230":1011:0)
#loc772 = loc("optimizer/1/mul_231":1012:0)
#loc773 = loc("optimizer/1/mul_232":1013:0)
#loc774 = loc("optimizer/1/add_95":1014:0)
#loc775 = loc("optimizer/1/div_61":1017:0)
#loc777 = loc("optimizer/1/div_62":1020:0)
#loc779 = loc("optimizer/1/mul_233":1021:0)
#loc780 = loc("optimizer/1/sqrt_18":1022:0)
#loc781 = loc("optimizer/1/add_96":1023:0)
#loc782 = loc("optimizer/1/div_63":1024:0)
#loc783 = loc("optimizer/1/sub_83":1025:0)
#loc784 = loc("optimizer/1/mul_234":1026:0)
#loc785 = loc("optimizer/1/mul_235":1027:0)
#loc786 = loc("optimizer/1/mul_236":1028:0)
#loc787 = loc("optimizer/1/add_97":1029:0)
#loc788 = loc("optimizer/1/mul_237":1030:0)
#loc789 = loc("optimizer/1/mul_238":1031:0)
#loc790 = loc("optimizer/1/mul_239":1032:0)
#loc791 = loc("optimizer/1/add_98":1033:0)
#loc792 = loc("optimizer/1/div_64":1036:0)
#loc794 = loc("optimizer/1/div_65":1039:0)
#loc796 = loc("optimizer/1/mul_240":1040:0)
#loc797 = loc("optimizer/1/sqrt_19":1041:0)
#loc798 = loc("optimizer/1/add_99":1042:0)
#loc799 = loc("optimizer/1/div_66":1043:0)
#loc800 = loc("optimizer/1/sub_86":1044:0)
#loc801 = loc("optimizer/1/mul_241":1045:0)
#loc802 = loc("optimizer/1/mul_242":1046:0)
#loc803 = loc("optimizer/1/mul_243":1047:0)
#loc804 = loc("optimizer/1/add_100":1048:0)
#loc805 = loc("optimizer/1/mul_244":1049:0)
#loc806 = loc("optimizer/1/mul_245":1050:0)
#loc807 = loc("optimizer/1/mul_246":1051:0)
#loc808 = loc("optimizer/1/add_101":1052:0)
#loc809 = loc("optimizer/1/div_67":1055:0)
#loc811 = loc("optimizer/1/div_68":1058:0)
#loc813 = loc("optimizer/1/mul_247":1059:0)
#loc814 = loc("optimizer/1/sqrt_20":1060:0)
#loc815 = loc("optimizer/1/add_102":1061:0)
#loc816 = loc("optimizer/1/div_69":1062:0)
#loc817 = loc("optimizer/1/sub_89":1063:0)
#loc818 = loc("optimizer/1/mul_248":1064:0)
#loc819 = loc("optimizer/1/mul_249":1065:0)
#loc820 = loc("optimizer/1/mul_250":1066:0)
#loc821 = loc("optimizer/1/add_103":1067:0)
#loc822 = loc("optimizer/1/mul_251":1068:0)
#loc823 = loc("optimizer/1/mul_252":1069:0)
#loc824 = loc("optimizer/1/mul_253":1070:0)
#loc825 = loc("optimizer/1/add_104":1071:0)
#loc826 = loc("optimizer/1/div_70":1074:0)
#loc828 = loc("optimizer/1/div_71":1077:0)
#loc830 = loc("optimizer/1/mul_254":1078:0)
#loc831 = loc("optimizer/1/sqrt_21":1079:0)
#loc832 = loc("optimizer/1/add_105":1080:0)
#loc833 = loc("optimizer/1/div_72":1081:0)
#loc834 = loc("optimizer/1/sub_92":1082:0)
#loc835 = loc("optimizer/1/mul_255":1083:0)
#loc836 = loc("optimizer/1/mul_256":1084:0)
#loc837 = loc("optimizer/1/mul_257":1085:0)
#loc838 = loc("optimizer/1/add_106":1086:0)
#loc839 = loc("optimizer/1/mul_258":1087:0)
#loc840 = loc("optimizer/1/mul_259":1088:0)
#loc841 = loc("optimizer/1/mul_260":1089:0)
#loc842 = loc("optimizer/1/add_107":1090:0)
#loc843 = loc("optimizer/1/div_73":1093:0)
#loc845 = loc("optimizer/1/div_74":1096:0)
#loc847 = loc("optimizer/1/mul_261":1097:0)
#loc848 = loc("optimizer/1/sqrt_22":1098:0)
#loc849 = loc("optimizer/1/add_108":1099:0)
#loc850 = loc("optimizer/1/div_75":1100:0)
#loc851 = loc("optimizer/1/sub_95":1101:0)
#loc852 = loc("optimizer/1/mul_262":1102:0)
#loc853 = loc("optimizer/1/mul_263":1103:0)
#loc854 = loc("optimizer/1/mul_264":1104:0)
#loc855 = loc("optimizer/1/add_109":1105:0)
#loc856 = loc("optimizer/1/mul_265":1106:0)
#loc857 = loc("optimizer/1/mul_266":1107:0)
#loc858 = loc("optimizer/1/mul_267":1108:0)
#loc859 = loc("optimizer/1/add_110":1109:0)
#loc860 = loc("optimizer/1/div_76":1112:0)
#loc862 = loc("optimizer/1/div_77":1115:0)
#loc864 = loc("optimizer/1/mul_268":1116:0)
#loc865 = loc("optimizer/1/sqrt_23":1117:0)
#loc866 = loc("optimizer/1/add_111":1118:0)
#loc867 = loc("optimizer/1/div_78":1119:0)
#loc868 = loc("optimizer/1/sub_98":1120:0)
#loc869 = loc("optimizer/1/mul_269":1121:0)
#loc870 = loc("optimizer/1/mul_270":1122:0)
#loc871 = loc("optimizer/1/mul_271":1123:0)
#loc872 = loc("optimizer/1/add_112":1124:0)
#loc873 = loc("optimizer/1/mul_272":1125:0)
#loc874 = loc("optimizer/1/mul_273":1126:0)
#loc875 = loc("optimizer/1/mul_274":1127:0)
#loc876 = loc("optimizer/1/add_113":1128:0)
#loc877 = loc("optimizer/1/div_79":1131:0)
#loc879 = loc("optimizer/1/div_80":1134:0)
#loc881 = loc("optimizer/1/mul_275":1135:0)
#loc882 = loc("optimizer/1/sqrt_24":1136:0)
#loc883 = loc("optimizer/1/add_114":1137:0)
#loc884 = loc("optimizer/1/div_81":1138:0)
#loc885 = loc("optimizer/1/sub_101":1139:0)
#loc886 = loc("optimizer/1/mul_276":1140:0)
#loc887 = loc("optimizer/1/mul_277":1141:0)
#loc888 = loc("optimizer/1/mul_278":1142:0)
#loc889 = loc("optimizer/1/add_115":1143:0)
#loc890 = loc("optimizer/1/mul_279":1144:0)
#loc891 = loc("optimizer/1/mul_280":1145:0)
#loc892 = loc("optimizer/1/mul_281":1146:0)
#loc893 = loc("optimizer/1/add_116":1147:0)
#loc894 = loc("optimizer/1/div_82":1150:0)
#loc896 = loc("optimizer/1/div_83":1153:0)
#loc898 = loc("optimizer/1/mul_282":1154:0)
#loc899 = loc("optimizer/1/sqrt_25":1155:0)
#loc900 = loc("optimizer/1/add_117":1156:0)
#loc901 = loc("optimizer/1/div_84":1157:0)
#loc902 = loc("optimizer/1/sub_104":1158:0)
#loc903 = loc("optimizer/-/mul_283":1159:0)
#loc904 = loc("optimizer/-/mul_284":1160:0)
#loc905 = loc("optimizer/1/mul_285":1161:0)
#loc906 = loc("optimizer/1/add_118":1162:0)
#loc907 = loc("optimizer/-/mul_286":1163:0)
#loc908 = loc("optimizer/1/mul_287":1164:0)
#loc909 = loc("optimizer/1/mul_288":1165:0)
#loc910 = loc("optimizer/1/add_119":1166:0)
#loc911 = loc("optimizer/1/div_85":1169:0)
#loc913 = loc("optimizer/1/div_86":1172:0)
#loc915 = loc("optimizer/1/mul_289":1173:0)
#loc916 = loc("optimizer/1/sqrt_26":1174:0)
#loc917 = loc("optimizer/1/add_120":1175:0)
#loc918 = loc("optimizer/1/div_87":1176:0)
#loc919 = loc("optimizer/1/sub_107":1177:0)
#loc920 = loc("optimizer/-/mul_290":1178:0)
#loc921 = loc("optimizer/-/mul_291":1179:0)
#loc922 = loc("optimizer/-/mul_292":1180:0)
#loc923 = loc("optimizer/-/add_121":1181:0)
#loc924 = loc("optimizer/-/mul_293":1182:0)
#loc925 = loc("optimizer/-/mul_294":1183:0)
#loc926 = loc("optimizer/-/mul_295":1184:0)
#loc927 = loc("optimizer/-/add_122":1185:0)
#loc928 = loc("optimizer/-/div_88":1188:0)
#loc930 = loc("optimizer/-/div_89":1191:0)
#loc932 = loc("optimizer/-/mul_296":1192:0)
#loc933 = loc("optimizer/-/sqrt_27":1193:0)
#loc934 = loc("optimizer/-/add_123":1194:0)
#loc935 = loc("optimizer/-/div_90":1195:0)
#loc936 = loc("optimizer/-/sub_110":1196:0)
#loc = loc(unknown)
#loc20 = loc("forward/-/unsqueeze_2":103:0)
#loc43 = loc("forward/0/view_2":129:0)
#loc49 = loc("forward/0/view_3":135:0)
#loc50 = loc("forward/0/getitem_2":137:0)
#loc51 = loc("forward/0/view_4":140:0)
#loc52 = loc("forward/0/view_5":142:0)
#loc53 = loc("forward/0/permute_1":143:0)
#loc54 = loc("forward/0/view_6":144:0)
#loc59 = loc("forward/0/view_7":160:0)
#loc60 = loc("forward/0/view_8":162:0)
#loc61 = loc("forward/0/bmm":163:0)
#loc66 = loc("forward/0/view_10":172:0)
#loc67 = loc("forward/0/view_11":174:0)
#loc68 = loc("forward/0/bmm_1":175:0)
#loc69 = loc("forward/0/view_12":176:0)
#loc70 = loc("forward/0/permute_4":178:0)
#loc71 = loc("forward/0/view_15":181:0)
#loc86 = loc("forward/0/view_17":198:0)
#loc99 = loc("forward/0/view_19":213:0)
#loc114 = loc("forward/1/view_21":230:0)
#loc120 = loc("forward/1/view_22":236:0)
#loc121 = loc("forward/1/getitem_9":238:0)
#loc122 = loc("forward/1/view_23":241:0)
#loc123 = loc("forward/1/view_24":243:0)
#loc124 = loc("forward/1/permute_6":244:0)
#loc125 = loc("forward/1/view_25":245:0)
#loc130 = loc("forward/1/view_26":261:0)
#loc131 = loc("forward/1/view_27":263:0)
#loc132 = loc("forward/1/bmm_2":264:0)
#loc140 = loc("forward/1/view_29":273:0)
#loc141 = loc("forward/1/view_30":275:0)
#loc142 = loc("forward/1/bmm_3":276:0)
#loc143 = loc("forward/1/view_31":277:0)
#loc144 = loc("forward/1/permute_9":279:0)
#loc145 = loc("forward/1/view_34":282:0)
#loc160 = loc("forward/1/view_36":299:0)
#loc175 = loc("forward/1/view_38":314:0)
#loc190 = loc("forward/-/permute_10":333:0)
#loc191 = loc("forward/-/view_41":334:0)
#loc192 = loc("forward/-/mm_8":335:0)
#loc194 = loc("forward/-/slice_1":338:0)
#loc225 = loc("backward/-/permute_11":381:0)
#loc226 = loc("backward/-/mm_9":382:0)
#loc227 = loc("backward/-/mm_10":385:0)
#loc244 = loc("backward/1/permute_15":405:0)
#loc245 = loc("backward/1/mm_11":406:0)
#loc246 = loc("backward/1/permute_16":407:0)
#loc264 = loc("backward/1/permute_17":426:0)
#loc265 = loc("backward/1/mm_13":427:0)
#loc266 = loc("backward/1/permute_18":428:0)
#loc287 = loc("backward/1/permute_19":450:0)
#loc288 = loc("backward/1/mm_15":451:0)
#loc289 = loc("backward/1/permute_20":452:0)
#loc293 = loc("backward/1/view_58":457:0)
#loc294 = loc("backward/1/permute_21":458:0)
#loc295 = loc("backward/1/view_60":461:0)
#loc296 = loc("backward/1/permute_22":462:0)
#loc297 = loc("backward/1/bmm_4":463:0)
#loc298 = loc("backward/1/permute_23":464:0)
#loc299 = loc("backward/1/bmm_5":465:0)
#loc300 = loc("backward/1/view_61":466:0)
#loc306 = loc("backward/1/view_63":472:0)
#loc307 = loc("backward/1/permute_24":473:0)
#loc308 = loc("backward/1/bmm_6":474:0)
#loc309 = loc("backward/1/permute_25":475:0)
#loc310 = loc("backward/1/bmm_7":476:0)
#loc315 = loc("backward/1/permute_27":488:0)
#loc316 = loc("backward/1/view_66":490:0)
#loc317 = loc("backward/1/permute_28":491:0)
#loc318 = loc("backward/1/view_67":493:0)
#loc319 = loc("backward/1/permute_29":494:0)
#loc320 = loc("backward/1/view_68":495:0)
#loc321 = loc("backward/1/cat_4":496:0)
#loc323 = loc("backward/1/permute_30":498:0)
#loc324 = loc("backward/1/mm_17":499:0)
#loc325 = loc("backward/1/permute_31":500:0)
#loc346 = loc("backward/0/permute_32":522:0)
#loc347 = loc("backward/0/mm_19":523:0)
#loc348 = loc("backward/0/permute_33":524:0)
#loc367 = loc("backward/0/permute_34":543:0)
#loc368 = loc("backward/0/mm_21":544:0)
#loc369 = loc("backward/0/permute_35":545:0)
#loc390 = loc("backward/0/permute_36":567:0)
#loc391 = loc("backward/0/mm_23":568:0)
#loc392 = loc("backward/0/permute_37":569:0)
#loc396 = loc("backward/0/view_81":574:0)
#loc397 = loc("backward/0/permute_38":575:0)
#loc398 = loc("backward/0/view_83":578:0)
#loc399 = loc("backward/0/permute_39":579:0)
#loc400 = loc("backward/0/bmm_8":580:0)
#loc401 = loc("backward/0/permute_40":581:0)
#loc402 = loc("backward/0/bmm_9":582:0)
#loc403 = loc("backward/0/view_84":583:0)
#loc409 = loc("backward/0/view_86":589:0)
#loc410 = loc("backward/0/permute_41":590:0)
#loc411 = loc("backward/0/bmm_10":591:0)
#loc412 = loc("backward/0/permute_42":592:0)
#loc413 = loc("backward/0/bmm_11":593:0)
#loc418 = loc("backward/0/permute_44":605:0)
#loc419 = loc("backward/0/view_89":607:0)
#loc420 = loc("backward/0/permute_45":608:0)
#loc421 = loc("backward/0/view_90":610:0)
#loc422 = loc("backward/0/permute_46":611:0)
#loc423 = loc("backward/0/view_91":612:0)
#loc424 = loc("backward/0/cat_5":613:0)
#loc426 = loc("backward/0/permute_47":615:0)
#loc427 = loc("backward/0/mm_25":616:0)
#loc428 = loc("backward/0/permute_48":617:0)
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
  func.func @train_step(%arg0: tensor<64x32xf32> {memopt.name = "transformer.wte.weight", memopt.role = "parameter"}, %arg1: tensor<16x32xf32> {memopt.name = "transformer.wpe.weight", memopt.role = "parameter"}, %arg2: tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.weight", memopt.role = "parameter"}, %arg3: tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.bias", memopt.role = "parameter"}, %arg4: tensor<32x96xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight", memopt.role = "parameter"}, %arg5: tensor<96xf32> {memopt.name = "transformer.h.0.attn.c_attn.bias", memopt.role = "parameter"}, %arg6: tensor<32x32xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight", memopt.role = "parameter"}, %arg7: tensor<32xf32> {memopt.name = "transformer.h.0.attn.c_proj.bias", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.weight", memopt.role = "parameter"}, %arg9: tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.bias", memopt.role = "parameter"}, %arg10: tensor<32x128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight", memopt.role = "parameter"}, %arg11: tensor<128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.bias", memopt.role = "parameter"}, %arg12: tensor<128x32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight", memopt.role = "parameter"}, %arg13: tensor<32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.bias", memopt.role = "parameter"}, %arg14: tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.weight", memopt.role = "parameter"}, %arg15: tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.bias", memopt.role = "parameter"}, %arg16: tensor<32x96xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight", memopt.role = "parameter"}, %arg17: tensor<96xf32> {memopt.name = "transformer.h.1.attn.c_attn.bias", memopt.role = "parameter"}, %arg18: tensor<32x32xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight", memopt.role = "parameter"}, %arg19: tensor<32xf32> {memopt.name = "transformer.h.1.attn.c_proj.bias", memopt.role = "parameter"}, %arg20: tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.weight", memopt.role = "parameter"}, %arg21: tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.bias", memopt.role = "parameter"}, %arg22: tensor<32x128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight", memopt.role = "parameter"}, %arg23: tensor<128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.bias", memopt.role = "parameter"}, %arg24: tensor<128x32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight", memopt.role = "parameter"}, %arg25: tensor<32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.bias", memopt.role = "parameter"}, %arg26: tensor<32xf32> {memopt.name = "transformer.ln_f.weight", memopt.role = "parameter"}, %arg27: tensor<32xf32> {memopt.name = "transformer.ln_f.bias", memopt.role = "parameter"}, %arg28: tensor<64x32xf32> {memopt.name = "transformer.wte.weight.exp_avg", memopt.role = "optimizer_state"}, %arg29: tensor<16x32xf32> {memopt.name = "transformer.wpe.weight.exp_avg", memopt.role = "optimizer_state"}, %arg30: tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.weight.exp_avg", memopt.role = "optimizer_state"}, %arg31: tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.bias.exp_avg", memopt.role = "optimizer_state"}, %arg32: tensor<32x96xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg33: tensor<96xf32> {memopt.name = "transformer.h.0.attn.c_attn.bias.exp_avg", memopt.role = "optimizer_state"}, %arg34: tensor<32x32xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg35: tensor<32xf32> {memopt.name = "transformer.h.0.attn.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg36: tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg37: tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg38: tensor<32x128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight.exp_avg", memopt.role = "optimizer_state"}, %arg39: tensor<128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.bias.exp_avg", memopt.role = "optimizer_state"}, %arg40: tensor<128x32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg41: tensor<32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg42: tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.weight.exp_avg", memopt.role = "optimizer_state"}, %arg43: tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.bias.exp_avg", memopt.role = "optimizer_state"}, %arg44: tensor<32x96xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg45: tensor<96xf32> {memopt.name = "transformer.h.1.attn.c_attn.bias.exp_avg", memopt.role = "optimizer_state"}, %arg46: tensor<32x32xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg47: tensor<32xf32> {memopt.name = "transformer.h.1.attn.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg48: tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg49: tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg50: tensor<32x128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight.exp_avg", memopt.role = "optimizer_state"}, %arg51: tensor<128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.bias.exp_avg", memopt.role = "optimizer_state"}, %arg52: tensor<128x32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg53: tensor<32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg54: tensor<32xf32> {memopt.name = "transformer.ln_f.weight.exp_avg", memopt.role = "optimizer_state"}, %arg55: tensor<32xf32> {memopt.name = "transformer.ln_f.bias.exp_avg", memopt.role = "optimizer_state"}, %arg56: tensor<64x32xf32> {memopt.name = "transformer.wte.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg57: tensor<16x32xf32> {memopt.name = "transformer.wpe.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg58: tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg59: tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg60: tensor<32x96xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg61: tensor<96xf32> {memopt.name = "transformer.h.0.attn.c_attn.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg62: tensor<32x32xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg63: tensor<32xf32> {memopt.name = "transformer.h.0.attn.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg64: tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg65: tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg66: tensor<32x128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg67: tensor<128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg68: tensor<128x32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg69: tensor<32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg70: tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg71: tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg72: tensor<32x96xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg73: tensor<96xf32> {memopt.name = "transformer.h.1.attn.c_attn.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg74: tensor<32x32xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg75: tensor<32xf32> {memopt.name = "transformer.h.1.attn.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg76: tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg77: tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg78: tensor<32x128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg79: tensor<128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg80: tensor<128x32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg81: tensor<32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg82: tensor<32xf32> {memopt.name = "transformer.ln_f.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg83: tensor<32xf32> {memopt.name = "transformer.ln_f.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg84: tensor<f32> {memopt.name = "step", memopt.role = "input"}, %arg85: tensor<2x16xi64> {memopt.name = "input_ids", memopt.range = array<i64: 1, 64>, memopt.role = "input"}, %arg86: tensor<2x16xi64> {memopt.name = "attention_mask", memopt.range = array<i64: 1, 2>, memopt.role = "input"}, %arg87: tensor<2x16xi64> {memopt.name = "labels", memopt.range = array<i64: 2, 63>, memopt.role = "input"}, %arg88: tensor<2x16xi64> {memopt.name = "position_ids", memopt.range = array<i64: 0, 16>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "transformer.wte.weight.new", memopt.role = "parameter"}, tensor<16x32xf32> {memopt.name = "transformer.wpe.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.bias.new", memopt.role = "parameter"}, tensor<32x96xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<96xf32> {memopt.name = "transformer.h.0.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.bias.new", memopt.role = "parameter"}, tensor<32x96xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<96xf32> {memopt.name = "transformer.h.1.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.ln_f.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.ln_f.bias.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "transformer.wte.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<16x32xf32> {memopt.name = "transformer.wpe.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x96xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "transformer.h.0.attn.c_attn.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.attn.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x96xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "transformer.h.1.attn.c_attn.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.attn.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.ln_f.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.ln_f.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "transformer.wte.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<16x32xf32> {memopt.name = "transformer.wpe.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x96xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "transformer.h.0.attn.c_attn.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.attn.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x96xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "transformer.h.1.attn.c_attn.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.attn.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.ln_f.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.ln_f.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}) {
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<32x64xf32> loc(#loc2)
    %c16 = arith.constant {memopt.phase = "backward"} 16 : index loc(#loc)
    %c64 = arith.constant {memopt.phase = "backward"} 64 : index loc(#loc)
    %cst_0 = arith.constant {memopt.phase = "backward"} 0.000000e+00 : f64 loc(#loc)
    %cst_1 = arith.constant {memopt.phase = "backward"} 0xFF800000 : f32 loc(#loc)
    %true = arith.constant {memopt.phase = "backward"} true loc(#loc)
    %cst_2 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 1.000000e-05 : f64 loc(#loc3)
    %cst_3 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 0xFFF0000000000000 : f64 loc(#loc4)
    %cst_4 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 4.471500e-02 : f64 loc(#loc5)
    %cst_5 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 0.79788456080286541 : f64 loc(#loc6)
    %cst_6 = arith.constant {memopt.phase = "optimizer"} 9.999900e-01 : f64 loc(#loc7)
    %cst_7 = arith.constant {memopt.phase = "optimizer"} 9.000000e-01 : f64 loc(#loc8)
    %cst_8 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.099999999999999978 : f64 loc(#loc9)
    %cst_9 = arith.constant {memopt.phase = "optimizer"} 0.99899999999999999 : f64 loc(#loc10)
    %cst_10 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.0010000000000000009 : f64 loc(#loc11)
    %cst_11 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-03 : f64 loc(#loc12)
    %cst_12 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-08 : f64 loc(#loc13)
    %cst_13 = arith.constant {memopt.phase = "forward"} dense<true> : tensor<i1> loc(#loc14)
    %cst_14 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0xFF800000> : tensor<f32> loc(#loc15)
    %cst_15 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0.000000e+00> : tensor<f32> loc(#loc15)
    %cst_16 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0.000000e+00> : tensor<2x2x16x16xf32> loc(#loc16)
    %cst_17 = arith.constant {memopt.phase = "backward"} dense<1.000000e+00> : tensor<f32> loc(#loc17)
    %cst_18 = arith.constant {memopt.phase = "backward"} 3.200000e+01 : f64 loc(#loc)
    %cst_19 = arith.constant {memopt.phase = "backward"} 3.200000e+01 : f32 loc(#loc)
    %cst_20 = arith.constant {memopt.phase = "backward"} 5.000000e-01 : f32 loc(#loc)
    %cst_21 = arith.constant {memopt.phase = "backward"} 1.000000e+00 : f32 loc(#loc)
    %cst_22 = arith.constant {memopt.phase = "backward"} 3.000000e+00 : f32 loc(#loc)
    %c63_i64 = arith.constant {memopt.phase = "backward"} 63 : i64 loc(#loc18)
    %c-64_i64 = arith.constant {memopt.phase = "backward"} -64 : i64 loc(#loc18)
    %c15_i64 = arith.constant {memopt.phase = "backward"} 15 : i64 loc(#loc19)
    %c-16_i64 = arith.constant {memopt.phase = "backward"} -16 : i64 loc(#loc19)
    %c-100_i64 = arith.constant {memopt.phase = "backward"} -100 : i64 loc(#loc)
    %c64_i64 = arith.constant {memopt.phase = "backward"} 64 : i64 loc(#loc)
    %c3_i64 = arith.constant {memopt.phase = "forward"} 3 : i64 loc(#loc20)
    %c2_i64 = arith.constant {memopt.phase = "forward"} 2 : i64 loc(#loc)
    %c-1_i64 = arith.constant {memopt.phase = "forward"} -1 : i64 loc(#loc)
    %c16_i64 = arith.constant {memopt.phase = "forward"} 16 : i64 loc(#loc)
    %c32 = arith.constant {memopt.phase = "forward"} 32 : index loc(#loc)
    %c0_i64 = arith.constant {memopt.phase = "forward"} 0 : i64 loc(#loc)
    %cst_23 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32 loc(#loc)
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index loc(#loc)
    %cst_24 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<16x32xf32> loc(#loc21)
    %cst_25 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<64x32xf32> loc(#loc22)
    %cst_26 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} -1.000000e+00 : f32 loc(#loc)
    %cst_27 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} dense<1> : tensor<i64> loc(#loc23)
    %cst_28 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<i64> loc(#loc24)
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32> loc(#loc25)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg85 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %840 = arith.index_cast %in : i64 to index
      %841 = linalg.index 2 : index
      %842 = arith.cmpi slt, %840, %c64 : index
      cf.assert %842, "index must be smaller than dim size"
      %843 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %843, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%840, %841] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc25)
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg88 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %840 = arith.index_cast %in : i64 to index
      %841 = linalg.index 2 : index
      %842 = arith.cmpi slt, %840, %c16 : index
      cf.assert %842, "index must be smaller than dim size"
      %843 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %843, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%840, %841] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc26)
    %3 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %2 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc27)
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1> loc(#loc28)
    %5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %840 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %840 : i1
    } -> tensor<2x16xi1> loc(#loc28)
    %6 = tensor.empty() {memopt.phase = "forward"} : tensor<2xi64> loc(#loc30)
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %840 = linalg.index 0 : index
      %841 = arith.index_cast %840 : index to i64
      linalg.yield %841 : i64
    } -> tensor<2xi64> loc(#loc30)
    %8 = tensor.empty() {memopt.phase = "forward"} : tensor<16xi64> loc(#loc31)
    %9 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%8 : tensor<16xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %840 = linalg.index 0 : index
      %841 = arith.index_cast %840 : index to i64
      linalg.yield %841 : i64
    } -> tensor<16xi64> loc(#loc31)
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] {memopt.phase = "forward"} : tensor<2xi64> into tensor<2x1x1x1xi64> loc(#loc20)
    %expanded_29 = tensor.expand_shape %9 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] {memopt.phase = "forward"} : tensor<16xi64> into tensor<1x1x16x1xi64> loc(#loc32)
    %expanded_30 = tensor.expand_shape %9 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] {memopt.phase = "forward"} : tensor<16xi64> into tensor<1x1x1x16xi64> loc(#loc33)
    %10 = tensor.empty() {memopt.phase = "forward"} : tensor<1x1x16x16xi1> loc(#loc34)
    %11 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %expanded_29 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%10 : tensor<1x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_174: i64, %out: i1):
      %840 = arith.cmpi sle, %in, %in_174 : i64
      linalg.yield %840 : i1
    } -> tensor<1x1x16x16xi1> loc(#loc34)
    %12 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_13, %11 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%10 : tensor<1x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_174: i1, %out: i1):
      %840 = arith.andi %in, %in_174 : i1
      linalg.yield %840 : i1
    } -> tensor<1x1x16x16xi1> loc(#loc14)
    %13 = tensor.empty() {memopt.phase = "forward"} : tensor<2x1x1x16xi1> loc(#loc35)
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_30 : tensor<2x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%13 : tensor<2x1x1x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_174: i64, %out: i1):
      %840 = arith.cmpi slt, %in, %c0_i64 : i64
      %841 = arith.addi %in, %c2_i64 : i64
      %842 = arith.select %840, %841, %in : i64
      %843 = arith.index_cast %842 : i64 to index
      %844 = arith.cmpi slt, %in_174, %c0_i64 : i64
      %845 = arith.addi %in_174, %c16_i64 : i64
      %846 = arith.select %844, %845, %in_174 : i64
      %847 = arith.index_cast %846 : i64 to index
      %extracted = tensor.extract %5[%843, %847] : tensor<2x16xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x16xi1> loc(#loc35)
    %15 = tensor.empty() {memopt.phase = "forward"} : tensor<2x1x16x16xi1> loc(#loc36)
    %16 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %14 : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>) outs(%15 : tensor<2x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_174: i1, %out: i1):
      %840 = arith.andi %in, %in_174 : i1
      linalg.yield %840 : i1
    } -> tensor<2x1x16x16xi1> loc(#loc36)
    %17 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf64> loc(#loc37)
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %840 = arith.extf %in : f32 to f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc37)
    %19 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf64> loc(#loc37)
    %20 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_0 : f64) outs(%19 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64> loc(#loc37)
    %21 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.addf %in, %out : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc37)
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.divf %in, %cst_18 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc37)
    %23 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %22 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_174: f64, %out: f64):
      %840 = arith.subf %in, %in_174 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc37)
    %24 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %23 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_174: f64, %out: f64):
      %840 = arith.mulf %in, %in_174 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc37)
    %25 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.addf %in, %out : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc37)
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.divf %in, %cst_18 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc37)
    %27 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32> loc(#loc37)
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x16x1xf64>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %840 = arith.truncf %in : f64 to f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc37)
    %29 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_23 : f32) outs(%27 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32> loc(#loc37)
    %30 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc37)
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.divf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc37)
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_2 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x1xf32> loc(#loc3)
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.rsqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc38)
    %34 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %31 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc39)
    %35 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %33 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc40)
    %36 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc41)
    %37 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %arg3 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc42)
    %collapsed = tensor.collapse_shape %37 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc43)
    %38 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> loc(#loc44)
    %39 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_23 : f32) outs(%38 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc44)
    %40 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %arg4 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%39 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc44)
    %41 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc45)
    %42 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%40, %41 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc46)
    %expanded_31 = tensor.expand_shape %42 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc49)
    %extracted_slice = tensor.extract_slice %expanded_31[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc50)
    %extracted_slice_32 = tensor.extract_slice %expanded_31[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc50)
    %extracted_slice_33 = tensor.extract_slice %expanded_31[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc50)
    %expanded_34 = tensor.expand_shape %extracted_slice_32 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc51)
    %expanded_35 = tensor.expand_shape %extracted_slice_33 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc52)
    %43 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> loc(#loc53)
    %transposed = linalg.transpose ins(%expanded_35 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc53)
    %expanded_36 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc54)
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc55)
    %44 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x1x16x16xf32> loc(#loc15)
    %45 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %cst_15, %cst_14 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%44 : tensor<2x1x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_174: f32, %in_175: f32, %out: f32):
      %840 = arith.select %in, %in_174, %in_175 : f32
      linalg.yield %840 : f32
    } -> tensor<2x1x16x16xf32> loc(#loc15)
    %46 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_37 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc56)
    %transposed_38 = linalg.transpose ins(%expanded_34 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc57)
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_38 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc58)
    %collapsed_39 = tensor.collapse_shape %46 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc59)
    %collapsed_40 = tensor.collapse_shape %47 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc60)
    %48 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> loc(#loc61)
    %49 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_23 : f32) outs(%48 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc61)
    %50 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_39, %collapsed_40 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc61)
    %expanded_41 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc62)
    %51 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41, %45 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc63)
    %52 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xi64> loc(#loc64)
    %53 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%52 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64> loc(#loc64)
    %54 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> loc(#loc64)
    %55 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_1 : f32) outs(%54 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32> loc(#loc64)
    %56:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x2x16x16xf32>) outs(%55, %53 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_174: i64):
      %840 = linalg.index 3 : index
      %841 = arith.index_cast %840 : index to i64
      %842 = arith.maximumf %in, %out : f32
      %843 = arith.cmpf ogt, %in, %out : f32
      %844 = arith.select %843, %841, %out_174 : i64
      linalg.yield %842, %844 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc64)
    %expanded_42 = tensor.expand_shape %56#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc64)
    %57 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_42 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc64)
    %58 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.exp %in : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc64)
    %59 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32> loc(#loc64)
    %60 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_23 : f32) outs(%59 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32> loc(#loc64)
    %61 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc64)
    %62 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc64)
    %63 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xi1> loc(#loc4)
    %64 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x2x16x16xf32>) outs(%63 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %840 = arith.extf %in : f32 to f64
      %841 = arith.cmpf oeq, %840, %cst_3 : f64
      linalg.yield %841 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc4)
    %65 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xi1> loc(#loc65)
    %66 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%true : i1) outs(%65 : tensor<2x2x16x1xi1>) -> tensor<2x2x16x1xi1> loc(#loc65)
    %67 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<2x2x16x16xi1>) outs(%66 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %840 = arith.andi %in, %out : i1
      linalg.yield %840 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc65)
    %68 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %cst_16, %62 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_174: f32, %in_175: f32, %out: f32):
      %840 = arith.select %in, %in_174, %in_175 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc16)
    %collapsed_43 = tensor.collapse_shape %68 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc66)
    %collapsed_44 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc67)
    %69 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_43, %collapsed_44 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc68)
    %expanded_45 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc69)
    %70 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> loc(#loc70)
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc70)
    %collapsed_47 = tensor.collapse_shape %transposed_46 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc71)
    %71 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> loc(#loc72)
    %72 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_23 : f32) outs(%71 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc72)
    %73 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_47, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc72)
    %74 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc73)
    %75 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%73, %74 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc74)
    %expanded_48 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc77)
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %3 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc78)
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %840 = arith.extf %in : f32 to f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc79)
    %78 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.addf %in, %out : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc79)
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.divf %in, %cst_18 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc79)
    %80 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %79 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_174: f64, %out: f64):
      %840 = arith.subf %in, %in_174 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc79)
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %80 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_174: f64, %out: f64):
      %840 = arith.mulf %in, %in_174 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc79)
    %82 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.addf %in, %out : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc79)
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.divf %in, %cst_18 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc79)
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x16x1xf64>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %840 = arith.truncf %in : f64 to f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc79)
    %85 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc79)
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.divf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc79)
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_2 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x1xf32> loc(#loc80)
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.rsqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc81)
    %89 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %86 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc82)
    %90 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %88 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc83)
    %91 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc84)
    %92 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %arg9 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc85)
    %collapsed_49 = tensor.collapse_shape %92 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc86)
    %93 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x128xf32> loc(#loc87)
    %94 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_23 : f32) outs(%93 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc87)
    %95 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_49, %arg10 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc87)
    %96 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32> loc(#loc88)
    %97 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%95, %96 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc89)
    %expanded_50 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc92)
    %98 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> loc(#loc93)
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc93)
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc94)
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_4 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x128xf32> loc(#loc5)
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %101 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc95)
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_5 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x128xf32> loc(#loc6)
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.tanh %in : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc96)
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %cst_21 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc97)
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %105 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc98)
    %collapsed_51 = tensor.collapse_shape %106 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc99)
    %107 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_51, %arg12 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc100)
    %108 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc101)
    %109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%107, %108 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc102)
    %expanded_52 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc105)
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %expanded_52 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc106)
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %840 = arith.extf %in : f32 to f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc107)
    %112 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.addf %in, %out : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc107)
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.divf %in, %cst_18 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc107)
    %114 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %113 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_174: f64, %out: f64):
      %840 = arith.subf %in, %in_174 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc107)
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %114 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_174: f64, %out: f64):
      %840 = arith.mulf %in, %in_174 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc107)
    %116 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.addf %in, %out : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc107)
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.divf %in, %cst_18 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc107)
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x16x1xf64>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %840 = arith.truncf %in : f64 to f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc107)
    %119 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc107)
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.divf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc107)
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_2 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x1xf32> loc(#loc108)
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.rsqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc109)
    %123 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %120 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc110)
    %124 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %122 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc111)
    %125 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc112)
    %126 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc113)
    %collapsed_53 = tensor.collapse_shape %126 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc114)
    %127 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_53, %arg16 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%39 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc115)
    %128 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc116)
    %129 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%127, %128 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc117)
    %expanded_54 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc120)
    %extracted_slice_55 = tensor.extract_slice %expanded_54[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc121)
    %extracted_slice_56 = tensor.extract_slice %expanded_54[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc121)
    %extracted_slice_57 = tensor.extract_slice %expanded_54[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc121)
    %expanded_58 = tensor.expand_shape %extracted_slice_56 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc122)
    %expanded_59 = tensor.expand_shape %extracted_slice_57 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc123)
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc124)
    %expanded_61 = tensor.expand_shape %extracted_slice_55 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc125)
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc126)
    %130 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_62 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc127)
    %transposed_63 = linalg.transpose ins(%expanded_58 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc128)
    %131 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc129)
    %collapsed_64 = tensor.collapse_shape %130 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc130)
    %collapsed_65 = tensor.collapse_shape %131 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc131)
    %132 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_64, %collapsed_65 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc132)
    %expanded_66 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc133)
    %133 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66, %45 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc134)
    %134:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133 : tensor<2x2x16x16xf32>) outs(%55, %53 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_174: i64):
      %840 = linalg.index 3 : index
      %841 = arith.index_cast %840 : index to i64
      %842 = arith.maximumf %in, %out : f32
      %843 = arith.cmpf ogt, %in, %out : f32
      %844 = arith.select %843, %841, %out_174 : i64
      linalg.yield %842, %844 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc136)
    %expanded_67 = tensor.expand_shape %134#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc136)
    %135 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_67 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc136)
    %136 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.exp %in : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc136)
    %137 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc136)
    %138 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %137 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc136)
    %139 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<2x2x16x16xf32>) outs(%63 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %840 = arith.extf %in : f32 to f64
      %841 = arith.cmpf oeq, %840, %cst_3 : f64
      linalg.yield %841 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc137)
    %140 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%139 : tensor<2x2x16x16xi1>) outs(%66 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %840 = arith.andi %in, %out : i1
      linalg.yield %840 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc138)
    %141 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %cst_16, %138 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_174: f32, %in_175: f32, %out: f32):
      %840 = arith.select %in, %in_174, %in_175 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc139)
    %collapsed_68 = tensor.collapse_shape %141 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc140)
    %collapsed_69 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc141)
    %142 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_68, %collapsed_69 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc142)
    %expanded_70 = tensor.expand_shape %142 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc143)
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc144)
    %collapsed_72 = tensor.collapse_shape %transposed_71 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc145)
    %143 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_72, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc146)
    %144 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc147)
    %145 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%143, %144 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc148)
    %expanded_73 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc151)
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %110 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc152)
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %840 = arith.extf %in : f32 to f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc153)
    %148 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.addf %in, %out : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc153)
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.divf %in, %cst_18 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc153)
    %150 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %149 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_174: f64, %out: f64):
      %840 = arith.subf %in, %in_174 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc153)
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %150 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_174: f64, %out: f64):
      %840 = arith.mulf %in, %in_174 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc153)
    %152 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.addf %in, %out : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc153)
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.divf %in, %cst_18 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc153)
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x16x1xf64>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %840 = arith.truncf %in : f64 to f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc153)
    %155 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc153)
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.divf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc153)
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_2 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x1xf32> loc(#loc154)
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.rsqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc155)
    %159 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %156 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc156)
    %160 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %158 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc157)
    %161 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc158)
    %162 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %arg21 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc159)
    %collapsed_74 = tensor.collapse_shape %162 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc160)
    %163 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_74, %arg22 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc161)
    %164 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32> loc(#loc162)
    %165 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%163, %164 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc163)
    %expanded_75 = tensor.expand_shape %165 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc166)
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc167)
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc168)
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_4 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x128xf32> loc(#loc169)
    %169 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %168 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc170)
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_5 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x128xf32> loc(#loc171)
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.tanh %in : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc172)
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %cst_21 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc173)
    %173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %172 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc174)
    %collapsed_76 = tensor.collapse_shape %173 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc175)
    %174 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_76, %arg24 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc176)
    %175 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc177)
    %176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%174, %175 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc178)
    %expanded_77 = tensor.expand_shape %176 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc181)
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %expanded_77 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc182)
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %840 = arith.extf %in : f32 to f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc183)
    %179 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%178 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.addf %in, %out : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc183)
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.divf %in, %cst_18 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc183)
    %181 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %180 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_174: f64, %out: f64):
      %840 = arith.subf %in, %in_174 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc183)
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %181 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_174: f64, %out: f64):
      %840 = arith.mulf %in, %in_174 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x32xf64> loc(#loc183)
    %183 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.addf %in, %out : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc183)
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %840 = arith.divf %in, %cst_18 : f64
      linalg.yield %840 : f64
    } -> tensor<2x16x1xf64> loc(#loc183)
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x16x1xf64>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %840 = arith.truncf %in : f64 to f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc183)
    %186 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%177 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc183)
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.divf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc183)
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_2 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x1xf32> loc(#loc184)
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.rsqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc185)
    %190 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %187 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc186)
    %191 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %189 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc187)
    %192 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc188)
    %193 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %arg27 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc189)
    %194 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32> loc(#loc190)
    %transposed_78 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%194 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.phase = "forward"} loc(#loc190)
    %collapsed_79 = tensor.collapse_shape %193 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc191)
    %195 = linalg.fill {memopt.phase = "forward"} ins(%cst_23 : f32) outs(%194 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc192)
    %196 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_79, %transposed_78 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%195 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc192)
    %padded = tensor.pad %arg87 low[0, 0] high[0, 1] {
    ^bb0(%arg89: index, %arg90: index):
      tensor.yield %c-100_i64 : i64
    } {memopt.phase = "forward"} : tensor<2x16xi64> to tensor<2x17xi64> loc(#loc193)
    %extracted_slice_80 = tensor.extract_slice %padded[0, 1] [2, 16] [1, 1] {memopt.phase = "forward"} : tensor<2x17xi64> to tensor<2x16xi64> loc(#loc194)
    %collapsed_81 = tensor.collapse_shape %extracted_slice_80 [[0, 1]] {memopt.phase = "forward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc195)
    %197 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi64> loc(#loc196)
    %198 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%197 : tensor<32xi64>) -> tensor<32xi64> loc(#loc196)
    %199 = tensor.empty() {memopt.phase = "forward"} : tensor<32xf32> loc(#loc196)
    %200 = linalg.fill {memopt.phase = "forward"} ins(%cst_1 : f32) outs(%199 : tensor<32xf32>) -> tensor<32xf32> loc(#loc196)
    %201:2 = linalg.generic {indexing_maps = [#map2, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%196 : tensor<32x64xf32>) outs(%200, %198 : tensor<32xf32>, tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_174: i64):
      %840 = linalg.index 1 : index
      %841 = arith.index_cast %840 : index to i64
      %842 = arith.maximumf %in, %out : f32
      %843 = arith.cmpf ogt, %in, %out : f32
      %844 = arith.select %843, %841, %out_174 : i64
      linalg.yield %842, %844 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>) loc(#loc196)
    %expanded_82 = tensor.expand_shape %201#0 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xf32> into tensor<32x1xf32> loc(#loc196)
    %202 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%196, %expanded_82 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x64xf32> loc(#loc198)
    %203 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<32x64xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.exp %in : f32
      linalg.yield %840 : f32
    } -> tensor<32x64xf32> loc(#loc199)
    %204 = tensor.empty() {memopt.phase = "forward"} : tensor<32x1xf32> loc(#loc200)
    %205 = linalg.fill {memopt.phase = "forward"} ins(%cst_23 : f32) outs(%204 : tensor<32x1xf32>) -> tensor<32x1xf32> loc(#loc200)
    %206 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%203 : tensor<32x64xf32>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32x1xf32> loc(#loc200)
    %207 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%206 : tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.log %in : f32
      linalg.yield %840 : f32
    } -> tensor<32x1xf32> loc(#loc201)
    %208 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%202, %207 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x64xf32> loc(#loc202)
    %209 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi1> loc(#loc203)
    %210 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_81 : tensor<32xi64>) outs(%209 : tensor<32xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %840 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %840 : i1
    } -> tensor<32xi1> loc(#loc203)
    %211 = linalg.generic {indexing_maps = [#map3, #map3, #map18, #map3], iterator_types = ["parallel"]} ins(%210, %collapsed_81, %cst_28 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%197 : tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_174: i64, %in_175: i64, %out: i64):
      %840 = arith.select %in, %in_174, %in_175 : i64
      linalg.yield %840 : i64
    } -> tensor<32xi64> loc(#loc24)
    %expanded_83 = tensor.expand_shape %211 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc204)
    %212 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_83 : tensor<32x1xi64>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %840 = linalg.index 0 : index
      %841 = arith.index_cast %in : i64 to index
      %842 = arith.cmpi slt, %841, %c64 : index
      cf.assert %842, "index must be smaller than dim size"
      %843 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %843, "index must be larger or equal to 0"
      %extracted = tensor.extract %208[%840, %841] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32> loc(#loc205)
    %collapsed_84 = tensor.collapse_shape %212 [[0, 1]] {memopt.phase = "forward"} : tensor<32x1xf32> into tensor<32xf32> loc(#loc206)
    %213 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_84 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.negf %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc207)
    %214 = linalg.generic {indexing_maps = [#map3, #map3, #map18, #map3], iterator_types = ["parallel"]} ins(%210, %213, %cst_15 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_174: f32, %in_175: f32, %out: f32):
      %840 = arith.select %in, %in_174, %in_175 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc208)
    %215 = tensor.empty() {memopt.phase = "forward"} : tensor<i64> loc(#loc210)
    %216 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%215 : tensor<i64>) -> tensor<i64> loc(#loc210)
    %217 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%210 : tensor<32xi1>) outs(%216 : tensor<i64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %840 = arith.extui %in : i1 to i64
      %841 = arith.addi %840, %out : i64
      linalg.yield %841 : i64
    } -> tensor<i64> loc(#loc210)
    %218 = tensor.empty() {memopt.phase = "forward"} : tensor<f32> loc(#loc212)
    %219 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%217 : tensor<i64>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %840 = arith.sitofp %in : i64 to f32
      linalg.yield %840 : f32
    } -> tensor<f32> loc(#loc212)
    %220 = linalg.fill {memopt.phase = "forward"} ins(%cst_23 : f32) outs(%218 : tensor<f32>) -> tensor<f32> loc(#loc213)
    %221 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%214 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<f32> loc(#loc213)
    %222 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%221, %219 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<f32> loc(#loc214)
    %223 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_17, %219 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<f32> loc(#loc17)
    %expanded_85 = tensor.expand_shape %collapsed_81 [[0, 1]] output_shape [32, 1] {memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc215)
    %224 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi1> loc(#loc216)
    %225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_85 : tensor<32x1xi64>) outs(%224 : tensor<32x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %840 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %840 : i1
    } -> tensor<32x1xi1> loc(#loc216)
    %226 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi64> loc(#loc217)
    %227 = linalg.generic {indexing_maps = [#map2, #map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%225, %expanded_85, %cst_28 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%226 : tensor<32x1xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_174: i64, %in_175: i64, %out: i64):
      %840 = arith.select %in, %in_174, %in_175 : i64
      linalg.yield %840 : i64
    } -> tensor<32x1xi64> loc(#loc217)
    %228 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%226 : tensor<32x1xi64>) -> tensor<32x1xi64> loc(#loc2)
    %229 = linalg.fill {memopt.phase = "backward"} ins(%cst_23 : f32) outs(%199 : tensor<32xf32>) -> tensor<32xf32> loc(#loc2)
    %230:3 = linalg.generic {indexing_maps = [#map21, #map21, #map3], iterator_types = ["parallel"]} outs(%228, %228, %229 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i64, %out_174: i64, %out_175: f32):
      %840 = linalg.index 0 : index
      %841 = arith.remsi %840, %c32 : index
      %extracted = tensor.extract %227[%841, %c0] : tensor<32x1xi64>
      %842 = arith.index_cast %841 : index to i64
      linalg.yield %842, %extracted, %cst_26 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) loc(#loc2)
    %231 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2xi64> loc(#loc2)
    %232 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%231 : tensor<32x2xi64>) -> tensor<32x2xi64> loc(#loc2)
    %inserted_slice = tensor.insert_slice %230#0 into %232[0, 0] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %inserted_slice_86 = tensor.insert_slice %230#1 into %inserted_slice[0, 1] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %233 = scf.for %arg89 = %c0 to %c32 step %c1 iter_args(%arg90 = %cst) -> (tensor<32x64xf32>) {
      %extracted = tensor.extract %inserted_slice_86[%arg89, %c0] : tensor<32x2xi64>
      %840 = arith.index_cast %extracted : i64 to index
      %extracted_174 = tensor.extract %inserted_slice_86[%arg89, %c1] : tensor<32x2xi64>
      %841 = arith.index_cast %extracted_174 : i64 to index
      %extracted_slice_175 = tensor.extract_slice %230#2[%arg89] [1] [1] : tensor<32xf32> to tensor<f32>
      %inserted_slice_176 = tensor.insert_slice %extracted_slice_175 into %arg90[%840, %841] [1, 1] [1, 1] : tensor<f32> into tensor<32x64xf32>
      scf.yield %inserted_slice_176 : tensor<32x64xf32>
    } {memopt.phase = "backward"} loc(#loc2)
    %234 = linalg.generic {indexing_maps = [#map2, #map20, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%225, %223, %cst_15 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_174: f32, %in_175: f32, %out: f32):
      %840 = arith.select %in, %in_174, %in_175 : f32
      linalg.yield %840 : f32
    } -> tensor<32x1xf32> loc(#loc218)
    %235 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%233, %234 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x64xf32> loc(#loc220)
    %236 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%208 : tensor<32x64xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.exp %in : f32
      linalg.yield %840 : f32
    } -> tensor<32x64xf32> loc(#loc221)
    %237 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%235 : tensor<32x64xf32>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32x1xf32> loc(#loc222)
    %238 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%236, %237 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x64xf32> loc(#loc223)
    %239 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%235, %238 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x64xf32> loc(#loc224)
    %240 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32> loc(#loc225)
    %transposed_87 = linalg.transpose ins(%239 : tensor<32x64xf32>) outs(%240 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.phase = "backward"} loc(#loc225)
    %241 = linalg.fill {memopt.phase = "backward"} ins(%cst_23 : f32) outs(%240 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc226)
    %242 = linalg.matmul {memopt.phase = "backward"} ins(%transposed_87, %collapsed_79 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%241 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc226)
    %243 = linalg.matmul {memopt.phase = "backward"} ins(%239, %arg0 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc227)
    %expanded_88 = tensor.expand_shape %243 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc228)
    %244 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc229)
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc230)
    %246 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%244 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc231)
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %191 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc232)
    %248 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%247 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc234)
    %249 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %248 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc235)
    %250 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %246 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc236)
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %249 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc237)
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.divf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc238)
    %253 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %251 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc239)
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %191 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc240)
    %255 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%254 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc241)
    %256 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_88 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc242)
    %collapsed_89 = tensor.collapse_shape %253 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc243)
    %transposed_90 = linalg.transpose ins(%arg24 : tensor<128x32xf32>) outs(%93 : tensor<32x128xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc244)
    %257 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_89, %transposed_90 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc245)
    %258 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<128x32xf32> loc(#loc246)
    %transposed_91 = linalg.transpose ins(%collapsed_76 : tensor<32x128xf32>) outs(%258 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc246)
    %259 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_23 : f32) outs(%258 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc247)
    %260 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_91, %collapsed_89 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%259 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc247)
    %261 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> loc(#loc248)
    %262 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_23 : f32) outs(%261 : tensor<1x32xf32>) -> tensor<1x32xf32> loc(#loc248)
    %263 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_89 : tensor<32x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<1x32xf32> loc(#loc248)
    %collapsed_92 = tensor.collapse_shape %263 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc249)
    %expanded_93 = tensor.expand_shape %257 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc250)
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %166 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc251)
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %172 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc252)
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %171 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc253)
    %267 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_27, %266 : tensor<i64>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_174: f32, %out: f32):
      %840 = arith.sitofp %in : i64 to f32
      %841 = arith.subf %840, %in_174 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x128xf32> loc(#loc23)
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %267 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc254)
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_5 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x128xf32> loc(#loc255)
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_4 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x128xf32> loc(#loc256)
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc257)
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_22 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc258)
    %273 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %272 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc259)
    %274 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %273 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc260)
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc261)
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %275 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc262)
    %collapsed_94 = tensor.collapse_shape %276 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc263)
    %transposed_95 = linalg.transpose ins(%arg22 : tensor<32x128xf32>) outs(%258 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc264)
    %277 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_94, %transposed_95 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc265)
    %transposed_96 = linalg.transpose ins(%collapsed_74 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc266)
    %278 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_96, %collapsed_94 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc267)
    %279 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x128xf32> loc(#loc268)
    %280 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_23 : f32) outs(%279 : tensor<1x128xf32>) -> tensor<1x128xf32> loc(#loc268)
    %281 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_94 : tensor<32x128xf32>) outs(%280 : tensor<1x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<1x128xf32> loc(#loc268)
    %collapsed_97 = tensor.collapse_shape %281 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x128xf32> into tensor<128xf32> loc(#loc269)
    %expanded_98 = tensor.expand_shape %277 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc270)
    %282 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc271)
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc272)
    %284 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%282 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc273)
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %160 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc274)
    %286 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%285 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc276)
    %287 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %286 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc277)
    %288 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %284 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc278)
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %287 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc279)
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.divf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc280)
    %291 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %289 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc281)
    %292 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %160 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc282)
    %293 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%292 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc283)
    %294 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_98 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc284)
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %291 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc285)
    %collapsed_99 = tensor.collapse_shape %295 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc286)
    %transposed_100 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc287)
    %296 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_99, %transposed_100 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc288)
    %transposed_101 = linalg.transpose ins(%collapsed_72 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc289)
    %297 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_101, %collapsed_99 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc290)
    %298 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_99 : tensor<32x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<1x32xf32> loc(#loc291)
    %collapsed_102 = tensor.collapse_shape %298 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc292)
    %expanded_103 = tensor.expand_shape %296 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc293)
    %transposed_104 = linalg.transpose ins(%expanded_103 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc294)
    %collapsed_105 = tensor.collapse_shape %transposed_104 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc295)
    %transposed_106 = linalg.transpose ins(%collapsed_68 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc296)
    %299 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_106, %collapsed_105 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc297)
    %transposed_107 = linalg.transpose ins(%collapsed_69 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc298)
    %300 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_105, %transposed_107 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc299)
    %expanded_108 = tensor.expand_shape %299 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc300)
    %expanded_109 = tensor.expand_shape %300 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc301)
    %301 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_109, %141 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc302)
    %302 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%301 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc303)
    %303 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %302 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc304)
    %304 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %303 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc305)
    %collapsed_110 = tensor.collapse_shape %304 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc306)
    %transposed_111 = linalg.transpose ins(%collapsed_64 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc307)
    %305 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_111, %collapsed_110 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc308)
    %transposed_112 = linalg.transpose ins(%collapsed_65 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc309)
    %306 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_110, %transposed_112 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc310)
    %expanded_113 = tensor.expand_shape %305 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc311)
    %expanded_114 = tensor.expand_shape %306 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc312)
    %307 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_113 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc313)
    %308 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc314)
    %transposed_115 = linalg.transpose ins(%308 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc315)
    %collapsed_116 = tensor.collapse_shape %transposed_115 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc316)
    %transposed_117 = linalg.transpose ins(%expanded_108 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc317)
    %collapsed_118 = tensor.collapse_shape %transposed_117 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc318)
    %transposed_119 = linalg.transpose ins(%307 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc319)
    %collapsed_120 = tensor.collapse_shape %transposed_119 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc320)
    %concat = tensor.concat dim(2) %collapsed_116, %collapsed_120, %collapsed_118 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc321)
    %collapsed_121 = tensor.collapse_shape %concat [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc322)
    %309 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x32xf32> loc(#loc323)
    %transposed_122 = linalg.transpose ins(%arg16 : tensor<32x96xf32>) outs(%309 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc323)
    %310 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_121, %transposed_122 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc324)
    %transposed_123 = linalg.transpose ins(%collapsed_53 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc325)
    %311 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_123, %collapsed_121 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%39 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc326)
    %312 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x96xf32> loc(#loc327)
    %313 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_23 : f32) outs(%312 : tensor<1x96xf32>) -> tensor<1x96xf32> loc(#loc327)
    %314 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_121 : tensor<32x96xf32>) outs(%313 : tensor<1x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<1x96xf32> loc(#loc327)
    %collapsed_124 = tensor.collapse_shape %314 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc328)
    %expanded_125 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc329)
    %315 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc330)
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc331)
    %317 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%315 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc332)
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %124 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc333)
    %319 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%318 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc335)
    %320 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %319 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc336)
    %321 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %317 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc337)
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %320 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc338)
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.divf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc339)
    %324 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %322 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc340)
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %124 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc341)
    %326 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%325 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc342)
    %327 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_125 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc343)
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %324 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc344)
    %collapsed_126 = tensor.collapse_shape %328 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc345)
    %transposed_127 = linalg.transpose ins(%arg12 : tensor<128x32xf32>) outs(%93 : tensor<32x128xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc346)
    %329 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_126, %transposed_127 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc347)
    %transposed_128 = linalg.transpose ins(%collapsed_51 : tensor<32x128xf32>) outs(%258 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc348)
    %330 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_128, %collapsed_126 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%259 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc349)
    %331 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_126 : tensor<32x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<1x32xf32> loc(#loc350)
    %collapsed_129 = tensor.collapse_shape %331 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc351)
    %expanded_130 = tensor.expand_shape %329 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc352)
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_130, %99 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc353)
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_130, %105 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc354)
    %334 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %104 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc355)
    %335 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_27, %334 : tensor<i64>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_174: f32, %out: f32):
      %840 = arith.sitofp %in : i64 to f32
      %841 = arith.subf %840, %in_174 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x128xf32> loc(#loc356)
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %335 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc357)
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_5 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x128xf32> loc(#loc358)
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_4 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<2x16x128xf32> loc(#loc359)
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc360)
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_22 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc361)
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %340 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc362)
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %341 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc363)
    %343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc364)
    %344 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %343 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x128xf32> loc(#loc365)
    %collapsed_131 = tensor.collapse_shape %344 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc366)
    %transposed_132 = linalg.transpose ins(%arg10 : tensor<32x128xf32>) outs(%258 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc367)
    %345 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_131, %transposed_132 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc368)
    %transposed_133 = linalg.transpose ins(%collapsed_49 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc369)
    %346 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_133, %collapsed_131 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc370)
    %347 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_131 : tensor<32x128xf32>) outs(%280 : tensor<1x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<1x128xf32> loc(#loc371)
    %collapsed_134 = tensor.collapse_shape %347 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x128xf32> into tensor<128xf32> loc(#loc372)
    %expanded_135 = tensor.expand_shape %345 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc373)
    %348 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc374)
    %349 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc375)
    %350 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%348 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc376)
    %351 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %90 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc377)
    %352 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%351 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc379)
    %353 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %352 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc380)
    %354 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %350 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc381)
    %355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %353 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc382)
    %356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.divf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc383)
    %357 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %355 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc384)
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135, %90 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc385)
    %359 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%358 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc386)
    %360 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_135 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc387)
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %357 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc388)
    %collapsed_136 = tensor.collapse_shape %361 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc389)
    %transposed_137 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc390)
    %362 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_136, %transposed_137 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc391)
    %transposed_138 = linalg.transpose ins(%collapsed_47 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc392)
    %363 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_138, %collapsed_136 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc393)
    %364 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_136 : tensor<32x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<1x32xf32> loc(#loc394)
    %collapsed_139 = tensor.collapse_shape %364 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc395)
    %expanded_140 = tensor.expand_shape %362 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc396)
    %transposed_141 = linalg.transpose ins(%expanded_140 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc397)
    %collapsed_142 = tensor.collapse_shape %transposed_141 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc398)
    %transposed_143 = linalg.transpose ins(%collapsed_43 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc399)
    %365 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_143, %collapsed_142 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc400)
    %transposed_144 = linalg.transpose ins(%collapsed_44 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc401)
    %366 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_142, %transposed_144 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc402)
    %expanded_145 = tensor.expand_shape %365 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc403)
    %expanded_146 = tensor.expand_shape %366 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc404)
    %367 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146, %68 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc405)
    %368 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%367 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc406)
    %369 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %368 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc407)
    %370 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %369 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc408)
    %collapsed_147 = tensor.collapse_shape %370 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc409)
    %transposed_148 = linalg.transpose ins(%collapsed_39 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc410)
    %371 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_148, %collapsed_147 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc411)
    %transposed_149 = linalg.transpose ins(%collapsed_40 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc412)
    %372 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_147, %transposed_149 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc413)
    %expanded_150 = tensor.expand_shape %371 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc414)
    %expanded_151 = tensor.expand_shape %372 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc415)
    %373 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_150 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc416)
    %374 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_151 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_20 : f32
      linalg.yield %840 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc417)
    %transposed_152 = linalg.transpose ins(%374 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc418)
    %collapsed_153 = tensor.collapse_shape %transposed_152 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc419)
    %transposed_154 = linalg.transpose ins(%expanded_145 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc420)
    %collapsed_155 = tensor.collapse_shape %transposed_154 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc421)
    %transposed_156 = linalg.transpose ins(%373 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc422)
    %collapsed_157 = tensor.collapse_shape %transposed_156 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc423)
    %concat_158 = tensor.concat dim(2) %collapsed_153, %collapsed_157, %collapsed_155 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc424)
    %collapsed_159 = tensor.collapse_shape %concat_158 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc425)
    %transposed_160 = linalg.transpose ins(%arg4 : tensor<32x96xf32>) outs(%309 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc426)
    %375 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_159, %transposed_160 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc427)
    %transposed_161 = linalg.transpose ins(%collapsed : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc428)
    %376 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_161, %collapsed_159 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%39 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc429)
    %377 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_159 : tensor<32x96xf32>) outs(%313 : tensor<1x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<1x96xf32> loc(#loc430)
    %collapsed_162 = tensor.collapse_shape %377 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc431)
    %expanded_163 = tensor.expand_shape %375 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc432)
    %378 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_163, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc433)
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.mulf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc434)
    %380 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%378 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc435)
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %35 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc436)
    %382 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%381 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc438)
    %383 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %382 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc439)
    %384 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %380 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc440)
    %385 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384, %383 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc441)
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.divf %in, %cst_19 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x1xf32> loc(#loc442)
    %387 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %385 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc443)
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_163, %35 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc444)
    %389 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%388 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc445)
    %390 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_163 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.addf %in, %out : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc446)
    %391 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %387 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc447)
    %392 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %840 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %840 : i1
    } -> tensor<2x16xi1> loc(#loc448)
    %393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %840 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %840 : i1
    } -> tensor<2x16xi1> loc(#loc449)
    %394 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%392, %393 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_174: i1, %out: i1):
      %840 = arith.andi %in, %in_174 : i1
      linalg.yield %840 : i1
    } -> tensor<2x16xi1> loc(#loc450)
    %395 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %840 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %840 : i1
    } -> tensor<2x16xi1> loc(#loc451)
    %396 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%394, %395 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_174: i1, %out: i1):
      %840 = arith.andi %in, %in_174 : i1
      linalg.yield %840 : i1
    } -> tensor<2x16xi1> loc(#loc452)
    %expanded_164 = tensor.expand_shape %396 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xi1> into tensor<2x16x1xi1> loc(#loc453)
    %397 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xi64> loc(#loc19)
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<2x16xi64>) outs(%397 : tensor<2x16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %840 = arith.maxsi %in, %c-16_i64 : i64
      %841 = arith.minsi %840, %c15_i64 : i64
      linalg.yield %841 : i64
    } -> tensor<2x16xi64> loc(#loc19)
    %399 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xi1> loc(#loc454)
    %400 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164 : tensor<2x16x1xi1>) outs(%399 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %840 = arith.xori %in, %true : i1
      linalg.yield %840 : i1
    } -> tensor<2x16x1xi1> loc(#loc454)
    %401 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %cst_15, %391 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_174: f32, %in_175: f32, %out: f32):
      %840 = arith.select %in, %in_174, %in_175 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc455)
    %collapsed_165 = tensor.collapse_shape %398 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc21)
    %expanded_166 = tensor.expand_shape %collapsed_165 [[0, 1]] output_shape [32, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc21)
    %collapsed_167 = tensor.collapse_shape %401 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc21)
    %expanded_168 = tensor.expand_shape %collapsed_167 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc21)
    %402 = scf.for %arg89 = %c0 to %c32 step %c1 iter_args(%arg90 = %cst_24) -> (tensor<16x32xf32>) {
      %extracted = tensor.extract %expanded_166[%arg89, %c0] : tensor<32x1xi64>
      %840 = arith.index_cast %extracted : i64 to index
      %extracted_slice_174 = tensor.extract_slice %expanded_168[%arg89, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_175 = tensor.extract_slice %arg90[%840, 0] [1, 32] [1, 1] : tensor<16x32xf32> to tensor<1x32xf32>
      %841 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_174 : tensor<1x32xf32>) outs(%extracted_slice_175 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %842 = arith.addf %out, %in : f32
        linalg.yield %842 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_176 = tensor.insert_slice %841 into %arg90[%840, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<16x32xf32>
      scf.yield %inserted_slice_176 : tensor<16x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc21)
    %403 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %840 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %840 : i1
    } -> tensor<2x16xi1> loc(#loc456)
    %404 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %840 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %840 : i1
    } -> tensor<2x16xi1> loc(#loc457)
    %405 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%403, %404 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_174: i1, %out: i1):
      %840 = arith.andi %in, %in_174 : i1
      linalg.yield %840 : i1
    } -> tensor<2x16xi1> loc(#loc458)
    %406 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %840 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %840 : i1
    } -> tensor<2x16xi1> loc(#loc459)
    %407 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%405, %406 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_174: i1, %out: i1):
      %840 = arith.andi %in, %in_174 : i1
      linalg.yield %840 : i1
    } -> tensor<2x16xi1> loc(#loc460)
    %expanded_169 = tensor.expand_shape %407 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xi1> into tensor<2x16x1xi1> loc(#loc461)
    %408 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x16xi64>) outs(%397 : tensor<2x16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %840 = arith.maxsi %in, %c-64_i64 : i64
      %841 = arith.minsi %840, %c63_i64 : i64
      linalg.yield %841 : i64
    } -> tensor<2x16xi64> loc(#loc18)
    %409 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_169 : tensor<2x16x1xi1>) outs(%399 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %840 = arith.xori %in, %true : i1
      linalg.yield %840 : i1
    } -> tensor<2x16x1xi1> loc(#loc462)
    %410 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409, %cst_15, %391 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_174: f32, %in_175: f32, %out: f32):
      %840 = arith.select %in, %in_174, %in_175 : f32
      linalg.yield %840 : f32
    } -> tensor<2x16x32xf32> loc(#loc463)
    %collapsed_170 = tensor.collapse_shape %408 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc22)
    %expanded_171 = tensor.expand_shape %collapsed_170 [[0, 1]] output_shape [32, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc22)
    %collapsed_172 = tensor.collapse_shape %410 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc22)
    %expanded_173 = tensor.expand_shape %collapsed_172 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc22)
    %411 = scf.for %arg89 = %c0 to %c32 step %c1 iter_args(%arg90 = %cst_25) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %expanded_171[%arg89, %c0] : tensor<32x1xi64>
      %840 = arith.index_cast %extracted : i64 to index
      %extracted_slice_174 = tensor.extract_slice %expanded_173[%arg89, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_175 = tensor.extract_slice %arg90[%840, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<1x32xf32>
      %841 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_174 : tensor<1x32xf32>) outs(%extracted_slice_175 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %842 = arith.addf %out, %in : f32
        linalg.yield %842 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_176 = tensor.insert_slice %841 into %arg90[%840, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_176 : tensor<64x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc22)
    %412 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%242, %411 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<64x32xf32> loc(#loc464)
    %413 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<64x32xf32> loc(#loc7)
    %414 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<64x32xf32> loc(#loc8)
    %415 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%412 : tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<64x32xf32> loc(#loc9)
    %416 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%414, %415 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<64x32xf32> loc(#loc466)
    %417 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<64x32xf32> loc(#loc10)
    %418 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%412 : tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<64x32xf32> loc(#loc11)
    %419 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%418, %412 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<64x32xf32> loc(#loc467)
    %420 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%417, %419 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<64x32xf32> loc(#loc468)
    %421 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%arg84 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = math.powf %840, %in : f32
      linalg.yield %841 : f32
    } -> tensor<f32> loc(#loc469)
    %422 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_27, %421 : tensor<i64>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_174: f32, %out: f32):
      %840 = arith.sitofp %in : i64 to f32
      %841 = arith.subf %840, %in_174 : f32
      linalg.yield %841 : f32
    } -> tensor<f32> loc(#loc470)
    %423 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%416, %422 : tensor<64x32xf32>, tensor<f32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<64x32xf32> loc(#loc471)
    %424 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%arg84 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = math.powf %840, %in : f32
      linalg.yield %841 : f32
    } -> tensor<f32> loc(#loc472)
    %425 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_27, %424 : tensor<i64>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_174: f32, %out: f32):
      %840 = arith.sitofp %in : i64 to f32
      %841 = arith.subf %840, %in_174 : f32
      linalg.yield %841 : f32
    } -> tensor<f32> loc(#loc473)
    %426 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%420, %425 : tensor<64x32xf32>, tensor<f32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<64x32xf32> loc(#loc474)
    %427 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%423 : tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<64x32xf32> loc(#loc12)
    %428 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%426 : tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<64x32xf32> loc(#loc475)
    %429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%428 : tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<64x32xf32> loc(#loc13)
    %430 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%427, %429 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<64x32xf32> loc(#loc476)
    %431 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %430 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<64x32xf32> loc(#loc477)
    %432 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32> loc(#loc478)
    %433 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<16x32xf32> loc(#loc478)
    %434 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<16x32xf32> loc(#loc479)
    %435 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%402 : tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<16x32xf32> loc(#loc480)
    %436 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%434, %435 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<16x32xf32> loc(#loc481)
    %437 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<16x32xf32> loc(#loc482)
    %438 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%402 : tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<16x32xf32> loc(#loc483)
    %439 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%438, %402 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<16x32xf32> loc(#loc484)
    %440 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%437, %439 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<16x32xf32> loc(#loc485)
    %441 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%436, %422 : tensor<16x32xf32>, tensor<f32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<16x32xf32> loc(#loc486)
    %442 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%440, %425 : tensor<16x32xf32>, tensor<f32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<16x32xf32> loc(#loc488)
    %443 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%441 : tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<16x32xf32> loc(#loc490)
    %444 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%442 : tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<16x32xf32> loc(#loc491)
    %445 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%444 : tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<16x32xf32> loc(#loc492)
    %446 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%443, %445 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<16x32xf32> loc(#loc493)
    %447 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%433, %446 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%432 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<16x32xf32> loc(#loc494)
    %448 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg2 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc495)
    %449 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg30 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc496)
    %450 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%389 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc497)
    %451 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%449, %450 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc498)
    %452 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg58 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc499)
    %453 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%389 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc500)
    %454 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%453, %389 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc501)
    %455 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%452, %454 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc502)
    %456 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%451, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc503)
    %457 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%455, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc505)
    %458 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%456 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc507)
    %459 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%457 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc508)
    %460 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%459 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc509)
    %461 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%458, %460 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc510)
    %462 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%448, %461 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc511)
    %463 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg3 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc512)
    %464 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg31 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc513)
    %465 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%390 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc514)
    %466 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%464, %465 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc515)
    %467 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg59 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc516)
    %468 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%390 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc517)
    %469 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%468, %390 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc518)
    %470 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%467, %469 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc519)
    %471 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%466, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc520)
    %472 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%470, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc522)
    %473 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%471 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc524)
    %474 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%472 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc525)
    %475 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%474 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc526)
    %476 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%473, %475 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc527)
    %477 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%463, %476 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc528)
    %478 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc529)
    %479 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc530)
    %480 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%376 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc531)
    %481 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%479, %480 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc532)
    %482 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc533)
    %483 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%376 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc534)
    %484 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%483, %376 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc535)
    %485 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%482, %484 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc536)
    %486 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%481, %422 : tensor<32x96xf32>, tensor<f32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc537)
    %487 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%485, %425 : tensor<32x96xf32>, tensor<f32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc539)
    %488 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%486 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc541)
    %489 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%487 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc542)
    %490 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%489 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc543)
    %491 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%488, %490 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc544)
    %492 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%478, %491 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc545)
    %493 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<96xf32> loc(#loc546)
    %494 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg5 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc546)
    %495 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg33 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc547)
    %496 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_162 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc548)
    %497 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%495, %496 : tensor<96xf32>, tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc549)
    %498 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg61 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc550)
    %499 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_162 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc551)
    %500 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%499, %collapsed_162 : tensor<96xf32>, tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc552)
    %501 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%498, %500 : tensor<96xf32>, tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc553)
    %502 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%497, %422 : tensor<96xf32>, tensor<f32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc554)
    %503 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%501, %425 : tensor<96xf32>, tensor<f32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc556)
    %504 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%502 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc558)
    %505 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%503 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc559)
    %506 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%505 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc560)
    %507 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%504, %506 : tensor<96xf32>, tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc561)
    %508 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%494, %507 : tensor<96xf32>, tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc562)
    %509 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc563)
    %510 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc564)
    %511 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%363 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc565)
    %512 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%510, %511 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc566)
    %513 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc567)
    %514 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%363 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc568)
    %515 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%514, %363 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc569)
    %516 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%513, %515 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc570)
    %517 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%512, %422 : tensor<32x32xf32>, tensor<f32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc571)
    %518 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%516, %425 : tensor<32x32xf32>, tensor<f32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc573)
    %519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%517 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc575)
    %520 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%518 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc576)
    %521 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%520 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc577)
    %522 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%519, %521 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc578)
    %523 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%509, %522 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc579)
    %524 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg7 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc580)
    %525 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg35 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc581)
    %526 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_139 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc582)
    %527 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%525, %526 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc583)
    %528 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg63 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc584)
    %529 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_139 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc585)
    %530 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%529, %collapsed_139 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc586)
    %531 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%528, %530 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc587)
    %532 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%527, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc588)
    %533 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%531, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc590)
    %534 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%532 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc592)
    %535 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%533 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc593)
    %536 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%535 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc594)
    %537 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%534, %536 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc595)
    %538 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%524, %537 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc596)
    %539 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc597)
    %540 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg36 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc598)
    %541 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%359 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc599)
    %542 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%540, %541 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc600)
    %543 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg64 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc601)
    %544 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%359 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc602)
    %545 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%544, %359 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc603)
    %546 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%543, %545 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc604)
    %547 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%542, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc605)
    %548 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%546, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc607)
    %549 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%547 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc609)
    %550 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%548 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc610)
    %551 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%550 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc611)
    %552 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%549, %551 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc612)
    %553 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%539, %552 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc613)
    %554 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc614)
    %555 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg37 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc615)
    %556 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%360 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc616)
    %557 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%555, %556 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc617)
    %558 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg65 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc618)
    %559 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%360 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc619)
    %560 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%559, %360 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc620)
    %561 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%558, %560 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc621)
    %562 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%557, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc622)
    %563 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%561, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc624)
    %564 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%562 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc626)
    %565 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%563 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc627)
    %566 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%565 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc628)
    %567 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%564, %566 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc629)
    %568 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%554, %567 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc630)
    %569 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc631)
    %570 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc632)
    %571 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%346 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc633)
    %572 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%570, %571 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc634)
    %573 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc635)
    %574 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%346 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc636)
    %575 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%574, %346 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc637)
    %576 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%573, %575 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc638)
    %577 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%572, %422 : tensor<32x128xf32>, tensor<f32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc639)
    %578 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%576, %425 : tensor<32x128xf32>, tensor<f32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc641)
    %579 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%577 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc643)
    %580 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%578 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc644)
    %581 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%580 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc645)
    %582 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%579, %581 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc646)
    %583 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%569, %582 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc647)
    %584 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<128xf32> loc(#loc648)
    %585 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg11 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc648)
    %586 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg39 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc649)
    %587 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_134 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc650)
    %588 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%586, %587 : tensor<128xf32>, tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc651)
    %589 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg67 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc652)
    %590 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_134 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc653)
    %591 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%590, %collapsed_134 : tensor<128xf32>, tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc654)
    %592 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%589, %591 : tensor<128xf32>, tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc655)
    %593 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%588, %422 : tensor<128xf32>, tensor<f32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc656)
    %594 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%592, %425 : tensor<128xf32>, tensor<f32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc658)
    %595 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%593 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc660)
    %596 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%594 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc661)
    %597 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%596 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc662)
    %598 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%595, %597 : tensor<128xf32>, tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc663)
    %599 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%585, %598 : tensor<128xf32>, tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc664)
    %600 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc665)
    %601 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc666)
    %602 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%330 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc667)
    %603 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%601, %602 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc668)
    %604 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc669)
    %605 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%330 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc670)
    %606 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%605, %330 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc671)
    %607 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%604, %606 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc672)
    %608 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%603, %422 : tensor<128x32xf32>, tensor<f32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc673)
    %609 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%607, %425 : tensor<128x32xf32>, tensor<f32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc675)
    %610 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%608 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc677)
    %611 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%609 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc678)
    %612 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%611 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc679)
    %613 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%610, %612 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc680)
    %614 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%600, %613 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc681)
    %615 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg13 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc682)
    %616 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg41 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc683)
    %617 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_129 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc684)
    %618 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%616, %617 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc685)
    %619 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg69 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc686)
    %620 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_129 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc687)
    %621 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%620, %collapsed_129 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc688)
    %622 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%619, %621 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc689)
    %623 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%618, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc690)
    %624 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%622, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc692)
    %625 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%623 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc694)
    %626 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%624 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc695)
    %627 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%626 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc696)
    %628 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%625, %627 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc697)
    %629 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%615, %628 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc698)
    %630 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg14 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc699)
    %631 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc700)
    %632 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%326 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc701)
    %633 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%631, %632 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc702)
    %634 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg70 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc703)
    %635 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%326 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc704)
    %636 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%635, %326 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc705)
    %637 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%634, %636 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc706)
    %638 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%633, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc707)
    %639 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%637, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc709)
    %640 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%638 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc711)
    %641 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%639 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc712)
    %642 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%641 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc713)
    %643 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%640, %642 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc714)
    %644 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%630, %643 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc715)
    %645 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg15 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc716)
    %646 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg43 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc717)
    %647 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%327 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc718)
    %648 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%646, %647 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc719)
    %649 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg71 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc720)
    %650 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%327 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc721)
    %651 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%650, %327 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc722)
    %652 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%649, %651 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc723)
    %653 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%648, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc724)
    %654 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%652, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc726)
    %655 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%653 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc728)
    %656 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%654 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc729)
    %657 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%656 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc730)
    %658 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%655, %657 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc731)
    %659 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%645, %658 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc732)
    %660 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc733)
    %661 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc734)
    %662 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%311 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc735)
    %663 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%661, %662 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc736)
    %664 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc737)
    %665 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%311 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc738)
    %666 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%665, %311 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc739)
    %667 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%664, %666 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc740)
    %668 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%663, %422 : tensor<32x96xf32>, tensor<f32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc741)
    %669 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%667, %425 : tensor<32x96xf32>, tensor<f32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc743)
    %670 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%668 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc745)
    %671 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc746)
    %672 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%671 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x96xf32> loc(#loc747)
    %673 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%670, %672 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc748)
    %674 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%660, %673 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x96xf32> loc(#loc749)
    %675 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg17 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc750)
    %676 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg45 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc751)
    %677 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_124 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc752)
    %678 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%676, %677 : tensor<96xf32>, tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc753)
    %679 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg73 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc754)
    %680 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_124 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc755)
    %681 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%680, %collapsed_124 : tensor<96xf32>, tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc756)
    %682 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%679, %681 : tensor<96xf32>, tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc757)
    %683 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%678, %422 : tensor<96xf32>, tensor<f32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc758)
    %684 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%682, %425 : tensor<96xf32>, tensor<f32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc760)
    %685 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%683 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc762)
    %686 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%684 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc763)
    %687 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%686 : tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<96xf32> loc(#loc764)
    %688 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%685, %687 : tensor<96xf32>, tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc765)
    %689 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%675, %688 : tensor<96xf32>, tensor<96xf32>) outs(%493 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<96xf32> loc(#loc766)
    %690 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc767)
    %691 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc768)
    %692 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%297 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc769)
    %693 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%691, %692 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc770)
    %694 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc771)
    %695 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%297 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc772)
    %696 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%695, %297 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc773)
    %697 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%694, %696 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc774)
    %698 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%693, %422 : tensor<32x32xf32>, tensor<f32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc775)
    %699 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%697, %425 : tensor<32x32xf32>, tensor<f32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc777)
    %700 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%698 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc779)
    %701 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%699 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc780)
    %702 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%701 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x32xf32> loc(#loc781)
    %703 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%700, %702 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc782)
    %704 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%690, %703 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x32xf32> loc(#loc783)
    %705 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg19 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc784)
    %706 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg47 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc785)
    %707 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_102 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc786)
    %708 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%706, %707 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc787)
    %709 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg75 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc788)
    %710 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_102 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc789)
    %711 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%710, %collapsed_102 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc790)
    %712 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%709, %711 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc791)
    %713 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%708, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc792)
    %714 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%712, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc794)
    %715 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%713 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc796)
    %716 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%714 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc797)
    %717 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%716 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc798)
    %718 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%715, %717 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc799)
    %719 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%705, %718 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc800)
    %720 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg20 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc801)
    %721 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg48 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc802)
    %722 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%293 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc803)
    %723 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%721, %722 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc804)
    %724 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg76 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc805)
    %725 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%293 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc806)
    %726 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%725, %293 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc807)
    %727 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%724, %726 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc808)
    %728 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%723, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc809)
    %729 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%727, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc811)
    %730 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%728 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc813)
    %731 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%729 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc814)
    %732 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%731 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc815)
    %733 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%730, %732 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc816)
    %734 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%720, %733 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc817)
    %735 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg21 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc818)
    %736 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg49 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc819)
    %737 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%294 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc820)
    %738 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%736, %737 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc821)
    %739 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg77 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc822)
    %740 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%294 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc823)
    %741 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%740, %294 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc824)
    %742 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%739, %741 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc825)
    %743 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%738, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc826)
    %744 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%742, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc828)
    %745 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%743 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc830)
    %746 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%744 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc831)
    %747 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%746 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc832)
    %748 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%745, %747 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc833)
    %749 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%735, %748 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc834)
    %750 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc835)
    %751 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc836)
    %752 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc837)
    %753 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%751, %752 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc838)
    %754 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg78 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc839)
    %755 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc840)
    %756 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%755, %278 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc841)
    %757 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%754, %756 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc842)
    %758 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%753, %422 : tensor<32x128xf32>, tensor<f32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc843)
    %759 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%757, %425 : tensor<32x128xf32>, tensor<f32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc845)
    %760 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%758 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc847)
    %761 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%759 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc848)
    %762 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%761 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32x128xf32> loc(#loc849)
    %763 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%760, %762 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc850)
    %764 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%750, %763 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32x128xf32> loc(#loc851)
    %765 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg23 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc852)
    %766 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg51 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc853)
    %767 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_97 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc854)
    %768 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%766, %767 : tensor<128xf32>, tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc855)
    %769 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg79 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc856)
    %770 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_97 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc857)
    %771 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%770, %collapsed_97 : tensor<128xf32>, tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc858)
    %772 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%769, %771 : tensor<128xf32>, tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc859)
    %773 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%768, %422 : tensor<128xf32>, tensor<f32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc860)
    %774 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%772, %425 : tensor<128xf32>, tensor<f32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc862)
    %775 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%773 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc864)
    %776 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%774 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc865)
    %777 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%776 : tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128xf32> loc(#loc866)
    %778 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%775, %777 : tensor<128xf32>, tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc867)
    %779 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%765, %778 : tensor<128xf32>, tensor<128xf32>) outs(%584 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128xf32> loc(#loc868)
    %780 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc869)
    %781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc870)
    %782 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%260 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc871)
    %783 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%781, %782 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc872)
    %784 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc873)
    %785 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%260 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc874)
    %786 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%785, %260 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc875)
    %787 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%784, %786 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc876)
    %788 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%783, %422 : tensor<128x32xf32>, tensor<f32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc877)
    %789 = linalg.generic {indexing_maps = [#map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%787, %425 : tensor<128x32xf32>, tensor<f32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc879)
    %790 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%788 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc881)
    %791 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%789 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc882)
    %792 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%791 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<128x32xf32> loc(#loc883)
    %793 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%790, %792 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc884)
    %794 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%780, %793 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<128x32xf32> loc(#loc885)
    %795 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg25 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc886)
    %796 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg53 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc887)
    %797 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_92 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc888)
    %798 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%796, %797 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc889)
    %799 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg81 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc890)
    %800 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_92 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc891)
    %801 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%800, %collapsed_92 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc892)
    %802 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%799, %801 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc893)
    %803 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%798, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc894)
    %804 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%802, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc896)
    %805 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%803 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc898)
    %806 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%804 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc899)
    %807 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%806 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc900)
    %808 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%805, %807 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc901)
    %809 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%795, %808 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc902)
    %810 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg26 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc903)
    %811 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg54 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc904)
    %812 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%255 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc905)
    %813 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%811, %812 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc906)
    %814 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg82 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc907)
    %815 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%255 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc908)
    %816 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%815, %255 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc909)
    %817 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%814, %816 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc910)
    %818 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%813, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc911)
    %819 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%817, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc913)
    %820 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%818 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc915)
    %821 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%819 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc916)
    %822 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%821 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc917)
    %823 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%820, %822 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc918)
    %824 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%810, %823 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc919)
    %825 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg27 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_6 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc920)
    %826 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg55 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_7 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc921)
    %827 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%256 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_8 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc922)
    %828 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%826, %827 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc923)
    %829 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg83 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_9 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc924)
    %830 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%256 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_10 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc925)
    %831 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%830, %256 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.mulf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc926)
    %832 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%829, %831 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.addf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc927)
    %833 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%828, %422 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc928)
    %834 = linalg.generic {indexing_maps = [#map3, #map18, #map3], iterator_types = ["parallel"]} ins(%832, %425 : tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc930)
    %835 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%833 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_11 : f64 to f32
      %841 = arith.mulf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc932)
    %836 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%834 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = math.sqrt %in : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc933)
    %837 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%836 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %840 = arith.truncf %cst_12 : f64 to f32
      %841 = arith.addf %in, %840 : f32
      linalg.yield %841 : f32
    } -> tensor<32xf32> loc(#loc934)
    %838 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%835, %837 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.divf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc935)
    %839 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%825, %838 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_174: f32, %out: f32):
      %840 = arith.subf %in, %in_174 : f32
      linalg.yield %840 : f32
    } -> tensor<32xf32> loc(#loc936)
    return {memopt.phase = "optimizer"} %222, %431, %447, %462, %477, %492, %508, %523, %538, %553, %568, %583, %599, %614, %629, %644, %659, %674, %689, %704, %719, %734, %749, %764, %779, %794, %809, %824, %839, %416, %436, %451, %466, %481, %497, %512, %527, %542, %557, %572, %588, %603, %618, %633, %648, %663, %678, %693, %708, %723, %738, %753, %768, %783, %798, %813, %828, %420, %440, %455, %470, %485, %501, %516, %531, %546, %561, %576, %592, %607, %622, %637, %652, %667, %682, %697, %712, %727, %742, %757, %772, %787, %802, %817, %832 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32> loc(#loc936)
  } loc(#loc1)
} loc(#loc)
