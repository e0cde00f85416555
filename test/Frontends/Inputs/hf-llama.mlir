#loc1 = loc("forward/-/embedding":68:0)
#loc2 = loc("backward/-/scatter":352:0)
#loc3 = loc("forward/-/mul":98:0)
#loc4 = loc("forward/0/add_2":106:0)
#loc5 = loc("forward/0/eq":165:0)
#loc6 = loc("optimizer/-/mul_97":737:0)
#loc7 = loc("optimizer/-/mul_98":738:0)
#loc8 = loc("optimizer/0/mul_99":739:0)
#loc9 = loc("optimizer/-/mul_100":741:0)
#loc10 = loc("optimizer/0/mul_101":742:0)
#loc11 = loc("optimizer/0/mul_103":751:0)
#loc12 = loc("optimizer/0/add_44":753:0)
#loc13 = loc("forward/-/bitwise_and":91:0)
#loc14 = loc("forward/0/where":152:0)
#loc15 = loc("forward/0/where_1":168:0)
#loc16 = loc("backward/-/div_1":346:0)
#loc17 = loc("backward/1/sub_3":407:0)
#loc18 = loc("backward/-/clamp":732:0)
#loc20 = loc("backward/0/index_put":736:0)
#loc21 = loc("optimizer/-/sub_7":746:0)
#loc22 = loc("forward/-/where_4":332:0)
#loc23 = loc("forward/-/convert_element_type":69:0)
#loc24 = loc("forward/-/arange":70:0)
#loc25 = loc("forward/-/arange_2":72:0)
#loc26 = loc("forward/-/unsqueeze_8":84:0)
#loc27 = loc("forward/-/unsqueeze_11":87:0)
#loc28 = loc("forward/-/le":90:0)
#loc29 = loc("forward/-/index":92:0)
#loc30 = loc("forward/-/bitwise_and_1":93:0)
#loc31 = loc("forward/-/unsqueeze_12":95:0)
#loc32 = loc("forward/-/convert_element_type_1":96:0)
#loc33 = loc("forward/-/cat":99:0)
#loc34 = loc("forward/-/cos":100:0)
#loc35 = loc("forward/-/sin":102:0)
#loc36 = loc("forward/0/pow_1":104:0)
#loc37 = loc("forward/0/mean":105:0)
#loc38 = loc("forward/0/rsqrt":107:0)
#loc39 = loc("forward/0/mul_3":108:0)
#loc40 = loc("forward/0/mul_4":109:0)
#loc41 = loc("forward/0/permute":110:0)
#loc45 = loc("forward/0/permute_1":115:0)
#loc46 = loc("forward/0/permute_2":116:0)
#loc49 = loc("forward/0/permute_3":121:0)
#loc50 = loc("forward/0/permute_4":122:0)
#loc54 = loc("forward/0/unsqueeze_13":128:0)
#loc55 = loc("forward/0/unsqueeze_14":129:0)
#loc56 = loc("forward/0/mul_5":130:0)
#loc58 = loc("forward/0/slice_2":132:0)
#loc59 = loc("forward/0/neg":133:0)
#loc60 = loc("forward/0/cat_1":134:0)
#loc61 = loc("forward/0/mul_6":135:0)
#loc62 = loc("forward/0/add_3":136:0)
#loc63 = loc("forward/0/mul_7":137:0)
#loc65 = loc("forward/0/slice_4":139:0)
#loc66 = loc("forward/0/neg_1":140:0)
#loc67 = loc("forward/0/cat_2":141:0)
#loc68 = loc("forward/0/mul_8":142:0)
#loc69 = loc("forward/0/add_4":143:0)
#loc70 = loc("forward/0/mul_9":153:0)
#loc71 = loc("forward/0/permute_6":154:0)
#loc72 = loc("forward/0/mul_10":155:0)
#loc76 = loc("forward/0/view_11":162:0)
#loc77 = loc("forward/0/add_5":163:0)
#loc78 = loc("forward/0/_softmax":164:0)
#loc79 = loc("forward/0/all_1":166:0)
#loc85 = loc("forward/0/permute_8":179:0)
#loc88 = loc("forward/0/view_18":182:0)
#loc89 = loc("forward/0/add_6":183:0)
#loc90 = loc("forward/0/pow_2":184:0)
#loc91 = loc("forward/0/mean_1":185:0)
#loc92 = loc("forward/0/add_7":186:0)
#loc93 = loc("forward/0/rsqrt_1":187:0)
#loc94 = loc("forward/0/mul_11":188:0)
#loc95 = loc("forward/0/mul_12":189:0)
#loc96 = loc("forward/0/permute_9":190:0)
#loc99 = loc("forward/0/view_20":193:0)
#loc100 = loc("forward/0/sigmoid":194:0)
#loc101 = loc("forward/0/mul_13":195:0)
#loc102 = loc("forward/0/permute_10":196:0)
#loc104 = loc("forward/0/view_22":199:0)
#loc105 = loc("forward/0/mul_14":200:0)
#loc106 = loc("forward/0/permute_11":201:0)
#loc109 = loc("forward/0/view_24":204:0)
#loc110 = loc("forward/0/add_8":205:0)
#loc111 = loc("forward/1/pow_3":206:0)
#loc112 = loc("forward/1/mean_2":207:0)
#loc113 = loc("forward/1/add_9":208:0)
#loc114 = loc("forward/1/rsqrt_2":209:0)
#loc115 = loc("forward/1/mul_15":210:0)
#loc116 = loc("forward/1/mul_16":211:0)
#loc117 = loc("forward/1/permute_12":212:0)
#loc121 = loc("forward/1/permute_13":217:0)
#loc122 = loc("forward/1/permute_14":218:0)
#loc125 = loc("forward/1/permute_15":223:0)
#loc126 = loc("forward/1/permute_16":224:0)
#loc130 = loc("forward/1/mul_17":232:0)
#loc133 = loc("forward/1/slice_6":234:0)
#loc134 = loc("forward/1/neg_2":235:0)
#loc135 = loc("forward/1/cat_5":236:0)
#loc136 = loc("forward/1/mul_18":237:0)
#loc138 = loc("forward/1/add_10":238:0)
#loc139 = loc("forward/1/mul_19":239:0)
#loc141 = loc("forward/1/slice_8":241:0)
#loc142 = loc("forward/1/neg_3":242:0)
#loc143 = loc("forward/1/cat_6":243:0)
#loc144 = loc("forward/1/mul_20":244:0)
#loc145 = loc("forward/1/add_11":245:0)
#loc146 = loc("forward/1/mul_21":255:0)
#loc147 = loc("forward/1/permute_18":256:0)
#loc148 = loc("forward/1/mul_22":257:0)
#loc152 = loc("forward/1/view_36":264:0)
#loc153 = loc("forward/1/add_12":265:0)
#loc155 = loc("forward/1/_softmax_1":266:0)
#loc156 = loc("forward/1/eq_1":267:0)
#loc157 = loc("forward/1/all_2":268:0)
#loc158 = loc("forward/1/where_3":270:0)
#loc164 = loc("forward/1/permute_20":281:0)
#loc167 = loc("forward/1/view_43":284:0)
#loc168 = loc("forward/1/add_13":285:0)
#loc169 = loc("forward/1/pow_4":286:0)
#loc170 = loc("forward/1/mean_3":287:0)
#loc171 = loc("forward/1/add_14":288:0)
#loc172 = loc("forward/1/rsqrt_3":289:0)
#loc173 = loc("forward/1/mul_23":290:0)
#loc174 = loc("forward/1/mul_24":291:0)
#loc175 = loc("forward/1/permute_21":292:0)
#loc178 = loc("forward/1/view_45":295:0)
#loc179 = loc("forward/1/sigmoid_1":296:0)
#loc180 = loc("forward/1/mul_25":297:0)
#loc181 = loc("forward/1/permute_22":298:0)
#loc183 = loc("forward/1/view_47":301:0)
#loc184 = loc("forward/1/mul_26":302:0)
#loc185 = loc("forward/1/permute_23":303:0)
#loc188 = loc("forward/1/view_49":306:0)
#loc189 = loc("forward/1/add_15":307:0)
#loc190 = loc("forward/-/pow_5":308:0)
#loc191 = loc("forward/-/mean_4":309:0)
#loc192 = loc("forward/-/add_16":310:0)
#loc193 = loc("forward/-/rsqrt_4":311:0)
#loc194 = loc("forward/-/mul_27":312:0)
#loc195 = loc("forward/-/mul_28":313:0)
#loc196 = loc("forward/-/permute_24":315:0)
#loc199 = loc("forward/-/constant_pad_nd":319:0)
#loc201 = loc("forward/-/view_53":323:0)
#loc202 = loc("forward/-/amax":324:0)
#loc204 = loc("forward/-/sub":325:0)
#loc205 = loc("forward/-/exp":326:0)
#loc206 = loc("forward/-/sum_1":327:0)
#loc207 = loc("forward/-/log":328:0)
#loc208 = loc("forward/-/sub_1":329:0)
#loc209 = loc("forward/-/ne":330:0)
#loc210 = loc("forward/-/unsqueeze_17":333:0)
#loc211 = loc("forward/-/gather":334:0)
#loc212 = loc("forward/-/squeeze":335:0)
#loc213 = loc("forward/-/neg_4":336:0)
#loc214 = loc("forward/-/where_5":339:0)
#loc216 = loc("forward/-/sum_2":341:0)
#loc218 = loc("forward/-/convert_element_type_2":342:0)
#loc219 = loc("forward/-/sum_3":343:0)
#loc220 = loc("forward/-/div":344:0)
#loc221 = loc("backward/-/unsqueeze_18":347:0)
#loc222 = loc("backward/-/ne_3":348:0)
#loc223 = loc("backward/-/where_6":350:0)
#loc224 = loc("backward/-/where_7":355:0)
#loc226 = loc("backward/-/mul_29":356:0)
#loc227 = loc("backward/-/exp_1":357:0)
#loc228 = loc("backward/-/sum_4":358:0)
#loc229 = loc("backward/-/mul_30":359:0)
#loc230 = loc("backward/-/sub_2":360:0)
#loc234 = loc("backward/-/view_56":368:0)
#loc235 = loc("backward/-/mul_31":370:0)
#loc236 = loc("backward/-/mul_32":371:0)
#loc237 = loc("backward/-/sum_5":372:0)
#loc238 = loc("backward/-/view_57":373:0)
#loc239 = loc("backward/1/mul_33":374:0)
#loc240 = loc("backward/-/mul_34":375:0)
#loc241 = loc("backward/1/sum_6":376:0)
#loc242 = loc("backward/-/pow_6":377:0)
#loc243 = loc("backward/1/mul_35":378:0)
#loc244 = loc("backward/1/mul_36":379:0)
#loc245 = loc("backward/1/expand_9":380:0)
#loc246 = loc("backward/1/div_2":381:0)
#loc247 = loc("backward/1/pow_7":382:0)
#loc248 = loc("backward/1/mul_37":383:0)
#loc249 = loc("backward/1/mul_38":384:0)
#loc250 = loc("backward/1/add_17":385:0)
#loc255 = loc("backward/1/view_59":392:0)
#loc256 = loc("backward/1/mul_39":394:0)
#loc257 = loc("backward/1/mul_40":395:0)
#loc262 = loc("backward/1/view_61":402:0)
#loc264 = loc("backward/1/mul_41":408:0)
#loc265 = loc("backward/1/add_18":409:0)
#loc266 = loc("backward/1/mul_42":410:0)
#loc267 = loc("backward/1/mul_43":411:0)
#loc272 = loc("backward/1/view_63":418:0)
#loc273 = loc("backward/1/add_19":419:0)
#loc274 = loc("backward/1/mul_44":421:0)
#loc275 = loc("backward/1/mul_45":422:0)
#loc276 = loc("backward/1/sum_7":423:0)
#loc277 = loc("backward/1/view_64":424:0)
#loc278 = loc("backward/1/mul_46":425:0)
#loc279 = loc("backward/1/mul_47":426:0)
#loc280 = loc("backward/1/sum_8":427:0)
#loc281 = loc("backward/1/add_20":428:0)
#loc282 = loc("backward/1/pow_8":429:0)
#loc283 = loc("backward/1/mul_48":430:0)
#loc284 = loc("backward/1/mul_49":431:0)
#loc285 = loc("backward/1/expand_10":432:0)
#loc286 = loc("backward/1/div_3":433:0)
#loc287 = loc("backward/1/pow_9":434:0)
#loc288 = loc("backward/1/mul_50":435:0)
#loc289 = loc("backward/1/mul_51":436:0)
#loc290 = loc("backward/1/add_21":437:0)
#loc303 = loc("backward/1/view_71":456:0)
#loc304 = loc("backward/1/mul_52":457:0)
#loc305 = loc("backward/1/sum_9":458:0)
#loc306 = loc("backward/1/mul_53":459:0)
#loc307 = loc("backward/1/sub_4":460:0)
#loc313 = loc("backward/1/view_73":466:0)
#loc314 = loc("backward/1/view_74":467:0)
#loc315 = loc("backward/1/mul_54":468:0)
#loc316 = loc("backward/1/permute_50":469:0)
#loc317 = loc("backward/1/mul_55":470:0)
#loc318 = loc("backward/1/mul_56":477:0)
#loc319 = loc("backward/1/slice_12":478:0)
#loc321 = loc("backward/1/neg_5":480:0)
#loc322 = loc("backward/1/slice_scatter":483:0)
#loc323 = loc("backward/1/slice_scatter_1":486:0)
#loc324 = loc("backward/1/add_22":487:0)
#loc325 = loc("backward/1/mul_57":488:0)
#loc326 = loc("backward/1/add_23":489:0)
#loc327 = loc("backward/1/mul_58":490:0)
#loc328 = loc("backward/1/slice_14":491:0)
#loc330 = loc("backward/1/neg_6":493:0)
#loc331 = loc("backward/1/slice_scatter_2":496:0)
#loc332 = loc("backward/1/slice_scatter_3":499:0)
#loc333 = loc("backward/1/add_24":500:0)
#loc334 = loc("backward/1/mul_59":501:0)
#loc335 = loc("backward/1/add_25":502:0)
#loc341 = loc("backward/1/view_77":512:0)
#loc347 = loc("backward/1/view_80":523:0)
#loc348 = loc("backward/1/add_26":524:0)
#loc354 = loc("backward/1/view_83":535:0)
#loc355 = loc("backward/1/add_27":536:0)
#loc356 = loc("backward/1/mul_60":538:0)
#loc357 = loc("backward/1/mul_61":539:0)
#loc358 = loc("backward/1/sum_10":540:0)
#loc359 = loc("backward/1/view_84":541:0)
#loc360 = loc("backward/0/mul_62":542:0)
#loc361 = loc("backward/1/mul_63":543:0)
#loc362 = loc("backward/0/sum_11":544:0)
#loc363 = loc("backward/1/add_28":545:0)
#loc364 = loc("backward/1/pow_10":546:0)
#loc365 = loc("backward/0/mul_64":547:0)
#loc366 = loc("backward/0/mul_65":548:0)
#loc367 = loc("backward/0/expand_11":549:0)
#loc368 = loc("backward/0/div_4":550:0)
#loc369 = loc("backward/0/pow_11":551:0)
#loc370 = loc("backward/0/mul_66":552:0)
#loc371 = loc("backward/0/mul_67":553:0)
#loc372 = loc("backward/0/add_29":554:0)
#loc377 = loc("backward/0/view_86":561:0)
#loc378 = loc("backward/0/mul_68":563:0)
#loc379 = loc("backward/0/mul_69":564:0)
#loc384 = loc("backward/0/view_88":571:0)
#loc385 = loc("backward/0/sub_5":576:0)
#loc387 = loc("backward/0/mul_70":577:0)
#loc388 = loc("backward/0/add_30":578:0)
#loc389 = loc("backward/0/mul_71":579:0)
#loc390 = loc("backward/0/mul_72":580:0)
#loc395 = loc("backward/0/view_90":587:0)
#loc396 = loc("backward/0/add_31":588:0)
#loc397 = loc("backward/0/mul_73":590:0)
#loc398 = loc("backward/0/mul_74":591:0)
#loc399 = loc("backward/0/sum_12":592:0)
#loc400 = loc("backward/0/view_91":593:0)
#loc401 = loc("backward/0/mul_75":594:0)
#loc402 = loc("backward/0/mul_76":595:0)
#loc403 = loc("backward/0/sum_13":596:0)
#loc404 = loc("backward/0/add_32":597:0)
#loc405 = loc("backward/0/pow_12":598:0)
#loc406 = loc("backward/0/mul_77":599:0)
#loc407 = loc("backward/0/mul_78":600:0)
#loc408 = loc("backward/0/expand_12":601:0)
#loc409 = loc("backward/0/div_5":602:0)
#loc410 = loc("backward/0/pow_13":603:0)
#loc411 = loc("backward/0/mul_79":604:0)
#loc412 = loc("backward/0/mul_80":605:0)
#loc413 = loc("backward/0/add_33":606:0)
#loc426 = loc("backward/0/view_98":625:0)
#loc427 = loc("backward/0/mul_81":626:0)
#loc428 = loc("backward/0/sum_14":627:0)
#loc429 = loc("backward/0/mul_82":628:0)
#loc430 = loc("backward/0/sub_6":629:0)
#loc436 = loc("backward/0/view_100":635:0)
#loc437 = loc("backward/0/view_101":636:0)
#loc438 = loc("backward/0/mul_83":637:0)
#loc439 = loc("backward/0/permute_87":638:0)
#loc440 = loc("backward/0/mul_84":639:0)
#loc441 = loc("backward/0/mul_85":646:0)
#loc442 = loc("backward/0/slice_18":647:0)
#loc444 = loc("backward/0/neg_7":649:0)
#loc445 = loc("backward/0/slice_scatter_4":652:0)
#loc446 = loc("backward/0/slice_scatter_5":655:0)
#loc447 = loc("backward/0/add_34":656:0)
#loc448 = loc("backward/0/mul_86":657:0)
#loc449 = loc("backward/0/add_35":658:0)
#loc450 = loc("backward/0/mul_87":659:0)
#loc451 = loc("backward/0/slice_20":660:0)
#loc453 = loc("backward/0/neg_8":662:0)
#loc454 = loc("backward/0/slice_scatter_6":665:0)
#loc455 = loc("backward/0/slice_scatter_7":668:0)
#loc456 = loc("backward/0/add_36":669:0)
#loc457 = loc("backward/0/mul_88":670:0)
#loc458 = loc("backward/0/add_37":671:0)
#loc464 = loc("backward/0/view_104":681:0)
#loc470 = loc("backward/0/view_107":692:0)
#loc471 = loc("backward/0/add_38":693:0)
#loc477 = loc("backward/0/view_110":704:0)
#loc478 = loc("backward/0/add_39":705:0)
#loc479 = loc("backward/0/mul_89":707:0)
#loc480 = loc("backward/0/mul_90":708:0)
#loc481 = loc("backward/0/sum_15":709:0)
#loc482 = loc("backward/0/view_111":710:0)
#loc483 = loc("backward/0/mul_91":711:0)
#loc484 = loc("backward/0/mul_92":712:0)
#loc485 = loc("backward/0/sum_16":713:0)
#loc486 = loc("backward/0/add_40":714:0)
#loc487 = loc("backward/0/pow_14":715:0)
#loc488 = loc("backward/0/mul_93":716:0)
#loc489 = loc("backward/0/mul_94":717:0)
#loc490 = loc("backward/0/expand_13":718:0)
#loc491 = loc("backward/0/div_6":719:0)
#loc492 = loc("backward/-/pow_15":720:0)
#loc493 = loc("backward/-/mul_95":721:0)
#loc494 = loc("backward/0/mul_96":722:0)
#loc495 = loc("backward/0/add_41":723:0)
#loc496 = loc("backward/-/ge":724:0)
#loc497 = loc("backward/-/lt":725:0)
#loc498 = loc("backward/-/bitwise_and_2":726:0)
#loc499 = loc("backward/-/ne_5":727:0)
#loc500 = loc("backward/-/bitwise_and_3":728:0)
#loc501 = loc("backward/-/unsqueeze_19":729:0)
#loc502 = loc("backward/-/bitwise_not":733:0)
#loc503 = loc("backward/0/where_8":735:0)
#loc504 = loc("optimizer/0/add_42":740:0)
#loc505 = loc("optimizer/0/mul_102":743:0)
#loc506 = loc("optimizer/0/add_43":744:0)
#loc507 = loc("optimizer/-/pow_16":745:0)
#loc508 = loc("optimizer/0/div_7":747:0)
#loc509 = loc("optimizer/-/pow_17":748:0)
#loc510 = loc("optimizer/-/sub_8":749:0)
#loc511 = loc("optimizer/0/div_8":750:0)
#loc512 = loc("optimizer/0/sqrt":752:0)
#loc513 = loc("optimizer/0/div_9":754:0)
#loc514 = loc("optimizer/0/sub_9":755:0)
#loc515 = loc("optimizer/0/mul_104":756:0)
#loc516 = loc("optimizer/0/mul_105":757:0)
#loc517 = loc("optimizer/0/mul_106":758:0)
#loc519 = loc("optimizer/0/add_45":759:0)
#loc520 = loc("optimizer/0/mul_107":760:0)
#loc521 = loc("optimizer/0/mul_108":761:0)
#loc522 = loc("optimizer/0/mul_109":762:0)
#loc523 = loc("optimizer/0/add_46":763:0)
#loc524 = loc("optimizer/0/div_10":766:0)
#loc526 = loc("optimizer/0/div_11":769:0)
#loc528 = loc("optimizer/0/mul_110":770:0)
#loc529 = loc("optimizer/0/sqrt_1":771:0)
#loc530 = loc("optimizer/0/add_47":772:0)
#loc531 = loc("optimizer/0/div_12":773:0)
#loc532 = loc("optimizer/0/sub_12":774:0)
#loc533 = loc("optimizer/0/mul_111":775:0)
#loc534 = loc("optimizer/0/mul_112":776:0)
#loc535 = loc("optimizer/0/mul_113":777:0)
#loc537 = loc("optimizer/0/add_48":778:0)
#loc538 = loc("optimizer/0/mul_114":779:0)
#loc539 = loc("optimizer/0/mul_115":780:0)
#loc540 = loc("optimizer/0/mul_116":781:0)
#loc541 = loc("optimizer/0/add_49":782:0)
#loc542 = loc("optimizer/0/div_13":785:0)
#loc544 = loc("optimizer/0/div_14":788:0)
#loc546 = loc("optimizer/0/mul_117":789:0)
#loc547 = loc("optimizer/0/sqrt_2":790:0)
#loc548 = loc("optimizer/0/add_50":791:0)
#loc549 = loc("optimizer/0/div_15":792:0)
#loc550 = loc("optimizer/0/sub_15":793:0)
#loc551 = loc("optimizer/0/mul_118":794:0)
#loc552 = loc("optimizer/0/mul_119":795:0)
#loc553 = loc("optimizer/0/mul_120":796:0)
#loc555 = loc("optimizer/0/add_51":797:0)
#loc556 = loc("optimizer/0/mul_121":798:0)
#loc557 = loc("optimizer/0/mul_122":799:0)
#loc558 = loc("optimizer/0/mul_123":800:0)
#loc559 = loc("optimizer/0/add_52":801:0)
#loc560 = loc("optimizer/0/div_16":804:0)
#loc562 = loc("optimizer/0/div_17":807:0)
#loc564 = loc("optimizer/0/mul_124":808:0)
#loc565 = loc("optimizer/0/sqrt_3":809:0)
#loc566 = loc("optimizer/0/add_53":810:0)
#loc567 = loc("optimizer/0/div_18":811:0)
#loc568 = loc("optimizer/0/sub_18":812:0)
#loc569 = loc("optimizer/0/mul_125":813:0)
#loc570 = loc("optimizer/0/mul_126":814:0)
#loc571 = loc("optimizer/0/mul_127":815:0)
#loc573 = loc("optimizer/0/add_54":816:0)
#loc574 = loc("optimizer/0/mul_128":817:0)
#loc575 = loc("optimizer/0/mul_129":818:0)
#loc576 = loc("optimizer/0/mul_130":819:0)
#loc577 = loc("optimizer/0/add_55":820:0)
#loc578 = loc("optimizer/0/div_19":823:0)
#loc580 = loc("optimizer/0/div_20":826:0)
#loc582 = loc("optimizer/0/mul_131":827:0)
#loc583 = loc("optimizer/0/sqrt_4":828:0)
#loc584 = loc("optimizer/0/add_56":829:0)
#loc585 = loc("optimizer/0/div_21":830:0)
#loc586 = loc("optimizer/0/sub_21":831:0)
#loc587 = loc("optimizer/0/mul_132":832:0)
#loc588 = loc("optimizer/0/mul_133":833:0)
#loc589 = loc("optimizer/0/mul_134":834:0)
#loc591 = loc("optimizer/0/add_57":835:0)
#loc592 = loc("optimizer/0/mul_135":836:0)
#loc593 = loc("optimizer/0/mul_136":837:0)
#loc594 = loc("optimizer/0/mul_137":838:0)
#loc595 = loc("optimizer/0/add_58":839:0)
#loc596 = loc("optimizer/0/div_22":842:0)
#loc598 = loc("optimizer/0/div_23":845:0)
#loc600 = loc("optimizer/0/mul_138":846:0)
#loc601 = loc("optimizer/0/sqrt_5":847:0)
#loc602 = loc("optimizer/0/add_59":848:0)
#loc603 = loc("optimizer/0/div_24":849:0)
#loc604 = loc("optimizer/0/sub_24":850:0)
#loc605 = loc("optimizer/0/mul_139":851:0)
#loc606 = loc("optimizer/0/mul_140":852:0)
#loc607 = loc("optimizer/0/mul_141":853:0)
#loc609 = loc("optimizer/0/add_60":854:0)
#loc610 = loc("optimizer/0/mul_142":855:0)
#loc611 = loc("optimizer/0/mul_143":856:0)
#loc612 = loc("optimizer/0/mul_144":857:0)
#loc613 = loc("optimizer/0/add_61":858:0)
#loc614 = loc("optimizer/0/div_25":861:0)
#loc616 = loc("optimizer/0/div_26":864:0)
#loc618 = loc("optimizer/0/mul_145":865:0)
#loc619 = loc("optimizer/0/sqrt_6":866:0)
#loc620 = loc("optimizer/0/add_62":867:0)
#loc621 = loc("optimizer/0/div_27":868:0)
#loc622 = loc("optimizer/0/sub_27":869:0)
#loc623 = loc("optimizer/0/mul_146":870:0)
#loc624 = loc("optimizer/0/mul_147":871:0)
#loc625 = loc("optimizer/0/mul_148":872:0)
#loc627 = loc("optimizer/0/add_63":873:0)
#loc628 = loc("optimizer/0/mul_149":874:0)
#loc629 = loc("optimizer/0/mul_150":875:0)
#loc630 = loc("optimizer/0/mul_151":876:0)
#loc631 = loc("optimizer/0/add_64":877:0)
#loc632 = loc("optimizer/0/div_28":880:0)
#loc634 = loc("optimizer/0/div_29":883:0)
#loc636 = loc("optimizer/0/mul_152":884:0)
#loc637 = loc("optimizer/0/sqrt_7":885:0)
#loc638 = loc("optimizer/0/add_65":886:0)
#loc639 = loc("optimizer/0/div_30":887:0)
#loc640 = loc("optimizer/0/sub_30":888:0)
#loc641 = loc("optimizer/0/mul_153":889:0)
#loc642 = loc("optimizer/0/mul_154":890:0)
#loc643 = loc("optimizer/0/mul_155":891:0)
#loc644 = loc("optimizer/0/add_66":892:0)
#loc645 = loc("optimizer/0/mul_156":893:0)
#loc646 = loc("optimizer/0/mul_157":894:0)
#loc647 = loc("optimizer/0/mul_158":895:0)
#loc648 = loc("optimizer/0/add_67":896:0)
#loc649 = loc("optimizer/0/div_31":899:0)
#loc651 = loc("optimizer/0/div_32":902:0)
#loc653 = loc("optimizer/0/mul_159":903:0)
#loc654 = loc("optimizer/0/sqrt_8":904:0)
#loc655 = loc("optimizer/0/add_68":905:0)
#loc656 = loc("optimizer/0/div_33":906:0)
#loc657 = loc("optimizer/0/sub_33":907:0)
#loc658 = loc("optimizer/0/mul_160":908:0)
#loc659 = loc("optimizer/0/mul_161":909:0)
#loc660 = loc("optimizer/0/mul_162":910:0)
#loc661 = loc("optimizer/0/add_69":911:0)
#loc662 = loc("optimizer/0/mul_163":912:0)
#loc663 = loc("optimizer/0/mul_164":913:0)
#loc664 = loc("optimizer/0/mul_165":914:0)
#loc665 = loc("optimizer/0/add_70":915:0)
#loc666 = loc("optimizer/0/div_34":918:0)
#loc668 = loc("optimizer/0/div_35":921:0)
#loc670 = loc("optimizer/0/mul_166":922:0)
#loc671 = loc("optimizer/0/sqrt_9":923:0)
#loc672 = loc("optimizer/0/add_71":924:0)
#loc673 = loc("optimizer/0/div_36":925:0)
#loc674 = loc("optimizer/0/sub_36":926:0)
#loc675 = loc("optimizer/1/mul_167":927:0)
#loc676 = loc("optimizer/1/mul_168":928:0)
#loc677 = loc("optimizer/1/mul_169":929:0)
#loc679 = loc("optimizer/1/add_72":930:0)
#loc680 = loc("optimizer/1/mul_170":931:0)
#loc681 = loc("optimizer/1/mul_171":932:0)
#loc682 = loc("optimizer/1/mul_172":933:0)
#loc683 = loc("optimizer/1/add_73":934:0)
#loc684 = loc("optimizer/1/div_37":937:0)
#loc686 = loc("optimizer/1/div_38":940:0)
#loc688 = loc("optimizer/1/mul_173":941:0)
#loc689 = loc("optimizer/1/sqrt_10":942:0)
#loc690 = loc("optimizer/1/add_74":943:0)
#loc691 = loc("optimizer/1/div_39":944:0)
#loc692 = loc("optimizer/1/sub_39":945:0)
#loc693 = loc("optimizer/1/mul_174":946:0)
#loc694 = loc("optimizer/1/mul_175":947:0)
#loc695 = loc("optimizer/1/mul_176":948:0)
#loc697 = loc("optimizer/1/add_75":949:0)
#loc698 = loc("optimizer/1/mul_177":950:0)
#loc699 = loc("optimizer/1/mul_178":951:0)
#loc700 = loc("optimizer/1/mul_179":952:0)
#loc701 = loc("optimizer/1/add_76":953:0)
#loc702 = loc("optimizer/1/div_40":956:0)
#loc704 = loc("optimizer/1/div_41":959:0)
#loc706 = loc("optimizer/1/mul_180":960:0)
#loc707 = loc("optimizer/1/sqrt_11":961:0)
#loc708 = loc("optimizer/1/add_77":962:0)
#loc709 = loc("optimizer/1/div_42":963:0)
#loc710 = loc("optimizer/1/sub_42":964:0)
#loc711 = loc("optimizer/1/mul_181":965:0)
#loc712 = loc("optimizer/1/mul_182":966:0)
#loc713 = loc("optimizer/1/mul_183":967:0)
#loc715 = loc("optimizer/1/add_78":968:0)
#loc716 = loc("optimizer/1/mul_184":969:0)
#loc717 = loc("optimizer/1/mul_185":970:0)
#loc718 = loc("optimizer/1/mul_186":971:0)
#loc719 = loc("optimizer/1/add_79":972:0)
#loc720 = loc("optimizer/1/div_43":975:0)
#loc722 = loc("optimizer/1/div_44":978:0)
#loc724 = loc("optimizer/1/mul_187":979:0)
#loc725 = loc("optimizer/1/sqrt_12":980:0)
#loc726 = loc("optimizer/1/add_80":981:0)
#loc727 = loc("optimizer/1/div_45":982:0)
#loc728 = loc("optimizer/1/sub_45":983:0)
#loc729 = loc("optimizer/1/mul_188":984:0)
#loc730 = loc("optimizer/1/mul_189":985:0)
#loc731 = loc("optimizer/1/mul_190":986:0)
#loc733 = loc("optimizer/1/add_81":987:0)
#loc734 = loc("optimizer/1/mul_191":988:0)
#loc735 = loc("optimizer/1/mul_192":989:0)
#loc736 = loc("optimizer/1/mul_193":990:0)
#loc737 = loc("optimizer/1/add_82":991:0)
#loc738 = loc("optimizer/1/div_46":994:0)
#loc740 = loc("optimizer/1/div_47":997:0)
#loc742 = loc("optimizer/1/mul_194":998:0)
#loc743 = loc("optimizer/1/sqrt_13":999:0)
#loc744 = loc("optimizer/1/add_83":1000:0)
#loc745 = loc("optimizer/1/div_48":1001:0)
#loc746 = loc("optimizer/1/sub_48":1002:0)
#loc747 = loc("optimizer/1/mul_195":1003:0)
#loc748 = loc("optimizer/1/mul_196":1004:0)
#loc749 = loc("optimizer/1/mul_197":1005:0)
#loc751 = loc("optimizer/1/add_84":1006:0)
#loc752 = loc("optimizer/1/mul_198":1007:0)
#loc753 = loc("optimizer/1/mul_199":1008:0)
#loc754 = loc("optimizer/1/mul_200":1009:0)
#loc755 = loc("optimizer/1/add_85":1010:0)
#loc756 = loc("optimizer/1/div_49":1013:0)
#loc758 = loc("optimizer/1/div_50":1016:0)
#loc760 = loc("optimizer/1/mul_201":1017:0)
#loc761 = loc("optimizer/1/sqrt_14":1018:0)
#loc762 = loc("optimizer/1/add_86":1019:0)
#loc763 = loc("optimizer/1/div_51":1020:0)
#loc764 = loc("optimizer/1/sub_51":1021:0)
#loc765 = loc("optimizer/1/mul_202":1022:0)
#loc766 = loc("optimizer/1/mul_203":1023:0)
#loc767 = loc("optimizer/1/mul_204":1024:0)
#loc769 = loc("optimizer/1/add_87":1025:0)
#loc770 = loc("optimizer/1/mul_205":1026:0)
#loc771 = loc("optimizer/1/mul_206":1027:0)
#loc772 = loc("optimizer/1/mul_207":1028:0)
#loc773 = loc("optimizer/1/add_88":1029:0)
#loc774 = loc("optimizer/1/div_52":1032:0)
#loc776 = loc("optimizer/1/div_53":1035:0)
#loc778 = loc("optimizer/1/mul_208":1036:0)
#loc779 = loc("optimizer/1/sqrt_15":1037:0)
#loc780 = loc("optimizer/1/add_89":1038:0)
#loc781 = loc("optimizer/1/div_54":1039:0)
#loc782 = loc("optimizer/1/sub_54":1040:0)
#loc783 = loc("optimizer/1/mul_209":1041:0)
#loc784 = loc("optimizer/1/mul_210":1042:0)
#loc785 = loc("optimizer/1/mul_211":1043:0)
#loc787 = loc("optimizer/1/add_90":1044:0)
#loc788 = loc("optimizer/1/mul_212":1045:0)
#loc789 = loc("optimizer/1/mul_213":1046:0)
#loc790 = loc("optimizer/1/mul_214":1047:0)
#loc791 = loc("optimizer/1/add_91":1048:0)
#loc792 = loc("optimizer/1/div_55":1051:0)
#loc794 = loc("optimizer/1/div_56":1054:0)
#loc796 = loc("optimizer/1/mul_215":1055:0)
#loc797 = loc("optimizer/1/sqrt_16":1056:0)
#loc798 = loc("optimizer/1/add_92":1057:0)
#loc799 = loc("optimizer/1/div_57":1058:0)
#loc800 = loc("optimizer/1/sub_57":1059:0)
#loc801 = loc("optimizer/1/mul_216":1060:0)
#loc802 = loc("optimizer/1/mul_217":1061:0)
#loc803 = loc("optimizer/1/mul_218":1062:0)
#loc804 = loc("optimizer/1/add_93":1063:0)
#loc805 = loc("optimizer/1/mul_219":1064:0)
#loc806 = loc("optimizer/1/mul_220":1065:0)
#loc807 = loc("optimizer/1/mul_221":1066:0)
#loc808 = loc("optimizer/1/add_94":1067:0)
#loc809 = loc("optimizer/1/div_58":1070:0)
#loc811 = loc("optimizer/1/div_59":1073:0)
#loc813 = loc("optimizer/1/mul_222":1074:0)
#loc814 = loc("optimizer/1/sqrt_17":1075:0)
#loc815 = loc("optimizer/1/add_95":1076:0)
#loc816 = loc("optimizer/1/div_60":1077:0)
#loc817 = loc("optimizer/1/sub_60":1078:0)
#loc818 = loc("optimizer/1/mul_223":1079:0)
#loc819 = loc("optimizer/1/mul_224":1080:0)
#loc820 = loc("optimizer/1/mul_225":1081:0)
#loc821 = loc("optimizer/1/add_96":1082:0)
#loc822 = loc("optimizer/1/mul_226":1083:0)
#loc823 = loc("optimizer/1/mul_227":1084:0)
#loc824 = loc("optimizer/1/mul_228":1085:0)
#loc825 = loc("optimizer/1/add_97":1086:0)
#loc826 = loc("optimizer/1/div_61":1089:0)
#loc828 = loc("optimizer/1/div_62":1092:0)
#loc830 = loc("optimizer/1/mul_229":1093:0)
#loc831 = loc("optimizer/1/sqrt_18":1094:0)
#loc832 = loc("optimizer/1/add_98":1095:0)
#loc833 = loc("optimizer/1/div_63":1096:0)
#loc834 = loc("optimizer/1/sub_63":1097:0)
#loc835 = loc("optimizer/-/mul_230":1098:0)
#loc836 = loc("optimizer/-/mul_231":1099:0)
#loc837 = loc("optimizer/-/mul_232":1100:0)
#loc838 = loc("optimizer/-/add_99":1101:0)
#loc839 = loc("optimizer/-/mul_233":1102:0)
#loc840 = loc("optimizer/-/mul_234":1103:0)
#loc841 = loc("optimizer/-/mul_235":1104:0)
#loc842 = loc("optimizer/-/add_100":1105:0)
#loc843 = loc("optimizer/-/div_64":1108:0)
#loc845 = loc("optimizer/-/div_65":1111:0)
#loc847 = loc("optimizer/-/mul_236":1112:0)
#loc848 = loc("optimizer/-/sqrt_19":1113:0)
#loc849 = loc("optimizer/-/add_101":1114:0)
#loc850 = loc("optimizer/-/div_66":1115:0)
#loc851 = loc("optimizer/-/sub_66":1116:0)
#loc852 = loc("optimizer/-/mul_237":1117:0)
#loc853 = loc("optimizer/-/mul_238":1118:0)
#loc854 = loc("optimizer/-/mul_239":1119:0)
#loc856 = loc("optimizer/-/add_102":1120:0)
#loc857 = loc("optimizer/-/mul_240":1121:0)
#loc858 = loc("optimizer/-/mul_241":1122:0)
#loc859 = loc("optimizer/-/mul_242":1123:0)
#loc860 = loc("optimizer/-/add_103":1124:0)
#loc861 = loc("optimizer/-/div_67":1127:0)
#loc863 = loc("optimizer/-/div_68":1130:0)
#loc865 = loc("optimizer/-/mul_243":1131:0)
#loc866 = loc("optimizer/-/sqrt_20":1132:0)
#loc867 = loc("optimizer/-/add_104":1133:0)
#loc868 = loc("optimizer/-/div_69":1134:0)
#loc869 = loc("optimizer/-/sub_69":1135:0)
#loc = loc(unknown)
#loc19 = loc("forward/-/unsqueeze_2":78:0)
#loc42 = loc("forward/0/view":111:0)
#loc43 = loc("forward/0/mm":112:0)
#loc44 = loc("forward/0/view_2":114:0)
#loc47 = loc("forward/0/mm_1":118:0)
#loc48 = loc("forward/0/view_5":120:0)
#loc51 = loc("forward/0/mm_2":124:0)
#loc52 = loc("forward/0/view_8":126:0)
#loc53 = loc("forward/0/permute_5":127:0)
#loc57 = loc("forward/0/slice_1":131:0)
#loc64 = loc("forward/0/slice_3":138:0)
#loc73 = loc("forward/0/view_9":158:0)
#loc74 = loc("forward/0/view_10":160:0)
#loc75 = loc("forward/0/bmm":161:0)
#loc80 = loc("forward/0/view_12":170:0)
#loc81 = loc("forward/0/view_13":172:0)
#loc82 = loc("forward/0/bmm_1":173:0)
#loc83 = loc("forward/0/view_14":174:0)
#loc84 = loc("forward/0/permute_7":176:0)
#loc86 = loc("forward/0/view_17":180:0)
#loc87 = loc("forward/0/mm_3":181:0)
#loc97 = loc("forward/0/view_19":191:0)
#loc98 = loc("forward/0/mm_4":192:0)
#loc103 = loc("forward/0/mm_5":198:0)
#loc107 = loc("forward/0/view_23":202:0)
#loc108 = loc("forward/0/mm_6":203:0)
#loc118 = loc("forward/1/view_25":213:0)
#loc119 = loc("forward/1/mm_7":214:0)
#loc120 = loc("forward/1/view_27":216:0)
#loc123 = loc("forward/1/mm_8":220:0)
#loc124 = loc("forward/1/view_30":222:0)
#loc127 = loc("forward/1/mm_9":226:0)
#loc128 = loc("forward/1/view_33":228:0)
#loc129 = loc("forward/1/permute_17":229:0)
#loc132 = loc("forward/1/slice_5":233:0)
#loc140 = loc("forward/1/slice_7":240:0)
#loc149 = loc("forward/1/view_34":260:0)
#loc150 = loc("forward/1/view_35":262:0)
#loc151 = loc("forward/1/bmm_2":263:0)
#loc159 = loc("forward/1/view_37":272:0)
#loc160 = loc("forward/1/view_38":274:0)
#loc161 = loc("forward/1/bmm_3":275:0)
#loc162 = loc("forward/1/view_39":276:0)
#loc163 = loc("forward/1/permute_19":278:0)
#loc165 = loc("forward/1/view_42":282:0)
#loc166 = loc("forward/1/mm_10":283:0)
#loc176 = loc("forward/1/view_44":293:0)
#loc177 = loc("forward/1/mm_11":294:0)
#loc182 = loc("forward/1/mm_12":300:0)
#loc186 = loc("forward/1/view_48":304:0)
#loc187 = loc("forward/1/mm_13":305:0)
#loc197 = loc("forward/-/view_50":316:0)
#loc198 = loc("forward/-/mm_14":317:0)
#loc200 = loc("forward/-/slice_9":320:0)
#loc231 = loc("backward/-/permute_25":363:0)
#loc232 = loc("backward/-/mm_15":364:0)
#loc233 = loc("backward/-/mm_16":367:0)
#loc251 = loc("backward/1/view_58":386:0)
#loc252 = loc("backward/1/permute_29":387:0)
#loc253 = loc("backward/1/mm_17":388:0)
#loc254 = loc("backward/1/mm_18":391:0)
#loc258 = loc("backward/1/view_60":396:0)
#loc259 = loc("backward/1/permute_33":397:0)
#loc260 = loc("backward/1/mm_19":398:0)
#loc261 = loc("backward/1/mm_20":401:0)
#loc268 = loc("backward/1/view_62":412:0)
#loc269 = loc("backward/1/permute_37":413:0)
#loc270 = loc("backward/1/mm_21":414:0)
#loc271 = loc("backward/1/mm_22":417:0)
#loc291 = loc("backward/1/view_65":438:0)
#loc292 = loc("backward/1/permute_41":439:0)
#loc293 = loc("backward/1/mm_23":440:0)
#loc294 = loc("backward/1/mm_24":443:0)
#loc295 = loc("backward/1/view_67":446:0)
#loc296 = loc("backward/1/permute_45":447:0)
#loc297 = loc("backward/1/view_69":450:0)
#loc298 = loc("backward/1/permute_46":451:0)
#loc299 = loc("backward/1/bmm_4":452:0)
#loc300 = loc("backward/1/permute_47":453:0)
#loc301 = loc("backward/1/bmm_5":454:0)
#loc302 = loc("backward/1/view_70":455:0)
#loc308 = loc("backward/1/view_72":461:0)
#loc309 = loc("backward/1/permute_48":462:0)
#loc310 = loc("backward/1/bmm_6":463:0)
#loc311 = loc("backward/1/permute_49":464:0)
#loc312 = loc("backward/1/bmm_7":465:0)
#loc320 = loc("backward/1/slice_13":479:0)
#loc329 = loc("backward/1/slice_15":492:0)
#loc336 = loc("backward/1/permute_51":503:0)
#loc337 = loc("backward/1/view_76":506:0)
#loc338 = loc("backward/1/permute_52":507:0)
#loc339 = loc("backward/1/mm_25":508:0)
#loc340 = loc("backward/1/mm_26":511:0)
#loc342 = loc("backward/1/permute_56":514:0)
#loc343 = loc("backward/1/view_79":517:0)
#loc344 = loc("backward/1/permute_57":518:0)
#loc345 = loc("backward/1/mm_27":519:0)
#loc346 = loc("backward/1/mm_28":522:0)
#loc349 = loc("backward/1/permute_61":526:0)
#loc350 = loc("backward/1/view_82":529:0)
#loc351 = loc("backward/1/permute_62":530:0)
#loc352 = loc("backward/1/mm_29":531:0)
#loc353 = loc("backward/1/mm_30":534:0)
#loc373 = loc("backward/0/view_85":555:0)
#loc374 = loc("backward/0/permute_66":556:0)
#loc375 = loc("backward/0/mm_31":557:0)
#loc376 = loc("backward/0/mm_32":560:0)
#loc380 = loc("backward/0/view_87":565:0)
#loc381 = loc("backward/0/permute_70":566:0)
#loc382 = loc("backward/0/mm_33":567:0)
#loc383 = loc("backward/0/mm_34":570:0)
#loc391 = loc("backward/0/view_89":581:0)
#loc392 = loc("backward/0/permute_74":582:0)
#loc393 = loc("backward/0/mm_35":583:0)
#loc394 = loc("backward/0/mm_36":586:0)
#loc414 = loc("backward/0/view_92":607:0)
#loc415 = loc("backward/0/permute_78":608:0)
#loc416 = loc("backward/0/mm_37":609:0)
#loc417 = loc("backward/0/mm_38":612:0)
#loc418 = loc("backward/0/view_94":615:0)
#loc419 = loc("backward/0/permute_82":616:0)
#loc420 = loc("backward/0/view_96":619:0)
#loc421 = loc("backward/0/permute_83":620:0)
#loc422 = loc("backward/0/bmm_8":621:0)
#loc423 = loc("backward/0/permute_84":622:0)
#loc424 = loc("backward/0/bmm_9":623:0)
#loc425 = loc("backward/0/view_97":624:0)
#loc431 = loc("backward/0/view_99":630:0)
#loc432 = loc("backward/0/permute_85":631:0)
#loc433 = loc("backward/0/bmm_10":632:0)
#loc434 = loc("backward/0/permute_86":633:0)
#loc435 = loc("backward/0/bmm_11":634:0)
#loc443 = loc("backward/0/slice_19":648:0)
#loc452 = loc("backward/0/slice_21":661:0)
#loc459 = loc("backward/0/permute_88":672:0)
#loc460 = loc("backward/0/view_103":675:0)
#loc461 = loc("backward/0/permute_89":676:0)
#loc462 = loc("backward/0/mm_39":677:0)
#loc463 = loc("backward/0/mm_40":680:0)
#loc465 = loc("backward/0/permute_93":683:0)
#loc466 = loc("backward/0/view_106":686:0)
#loc467 = loc("backward/0/permute_94":687:0)
#loc468 = loc("backward/0/mm_41":688:0)
#loc469 = loc("backward/0/mm_42":691:0)
#loc472 = loc("backward/0/permute_98":695:0)
#loc473 = loc("backward/0/view_109":698:0)
#loc474 = loc("backward/0/permute_99":699:0)
#loc475 = loc("backward/0/mm_43":700:0)
#loc476 = loc("backward/0/mm_44":703:0)
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
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1) -> (d0)>
#map16 = affine_map<(d0, d1) -> (d0, 0)>
#map17 = affine_map<(d0) -> ()>
#map18 = affine_map<() -> ()>
#map19 = affine_map<(d0, d1) -> ()>
#map20 = affine_map<(d0) -> (d0, 0)>
#map21 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map22 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%arg0: tensor<64x32xf32> {memopt.name = "model.embed_tokens.weight", memopt.role = "parameter"}, %arg1: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.q_proj.weight", memopt.role = "parameter"}, %arg2: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.k_proj.weight", memopt.role = "parameter"}, %arg3: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.v_proj.weight", memopt.role = "parameter"}, %arg4: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.o_proj.weight", memopt.role = "parameter"}, %arg5: tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.gate_proj.weight", memopt.role = "parameter"}, %arg6: tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.up_proj.weight", memopt.role = "parameter"}, %arg7: tensor<32x64xf32> {memopt.name = "model.layers.0.mlp.down_proj.weight", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "model.layers.0.input_layernorm.weight", memopt.role = "parameter"}, %arg9: tensor<32xf32> {memopt.name = "model.layers.0.post_attention_layernorm.weight", memopt.role = "parameter"}, %arg10: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.q_proj.weight", memopt.role = "parameter"}, %arg11: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.k_proj.weight", memopt.role = "parameter"}, %arg12: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.v_proj.weight", memopt.role = "parameter"}, %arg13: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.o_proj.weight", memopt.role = "parameter"}, %arg14: tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.gate_proj.weight", memopt.role = "parameter"}, %arg15: tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.up_proj.weight", memopt.role = "parameter"}, %arg16: tensor<32x64xf32> {memopt.name = "model.layers.1.mlp.down_proj.weight", memopt.role = "parameter"}, %arg17: tensor<32xf32> {memopt.name = "model.layers.1.input_layernorm.weight", memopt.role = "parameter"}, %arg18: tensor<32xf32> {memopt.name = "model.layers.1.post_attention_layernorm.weight", memopt.role = "parameter"}, %arg19: tensor<32xf32> {memopt.name = "model.norm.weight", memopt.role = "parameter"}, %arg20: tensor<64x32xf32> {memopt.name = "lm_head.weight", memopt.role = "parameter"}, %arg21: tensor<64x32xf32> {memopt.name = "model.embed_tokens.weight.exp_avg", memopt.role = "optimizer_state"}, %arg22: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.q_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg23: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.k_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg24: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.v_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg25: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.o_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg26: tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.gate_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg27: tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.up_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg28: tensor<32x64xf32> {memopt.name = "model.layers.0.mlp.down_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg29: tensor<32xf32> {memopt.name = "model.layers.0.input_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg30: tensor<32xf32> {memopt.name = "model.layers.0.post_attention_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg31: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.q_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg32: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.k_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg33: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.v_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg34: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.o_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg35: tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.gate_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg36: tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.up_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg37: tensor<32x64xf32> {memopt.name = "model.layers.1.mlp.down_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg38: tensor<32xf32> {memopt.name = "model.layers.1.input_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg39: tensor<32xf32> {memopt.name = "model.layers.1.post_attention_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg40: tensor<32xf32> {memopt.name = "model.norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg41: tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg", memopt.role = "optimizer_state"}, %arg42: tensor<64x32xf32> {memopt.name = "model.embed_tokens.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg43: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.q_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg44: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.k_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg45: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.v_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg46: tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.o_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg47: tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.gate_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg48: tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.up_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg49: tensor<32x64xf32> {memopt.name = "model.layers.0.mlp.down_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg50: tensor<32xf32> {memopt.name = "model.layers.0.input_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg51: tensor<32xf32> {memopt.name = "model.layers.0.post_attention_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg52: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.q_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg53: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.k_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg54: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.v_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg55: tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.o_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg56: tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.gate_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg57: tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.up_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg58: tensor<32x64xf32> {memopt.name = "model.layers.1.mlp.down_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg59: tensor<32xf32> {memopt.name = "model.layers.1.input_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg60: tensor<32xf32> {memopt.name = "model.layers.1.post_attention_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg61: tensor<32xf32> {memopt.name = "model.norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg62: tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg63: tensor<f32> {memopt.name = "step", memopt.role = "input"}, %arg64: tensor<2x16xi64> {memopt.name = "input_ids", memopt.range = array<i64: 2, 63>, memopt.role = "input"}, %arg65: tensor<2x16xi64> {memopt.name = "attention_mask", memopt.range = array<i64: 1, 2>, memopt.role = "input"}, %arg66: tensor<2x16xi64> {memopt.name = "labels", memopt.range = array<i64: 6, 61>, memopt.role = "input"}, %arg67: tensor<2x16xi64> {memopt.name = "position_ids", memopt.range = array<i64: 0, 16>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "model.embed_tokens.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.q_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.k_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.v_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.o_proj.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.gate_proj.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.up_proj.weight.new", memopt.role = "parameter"}, tensor<32x64xf32> {memopt.name = "model.layers.0.mlp.down_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "model.layers.0.input_layernorm.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "model.layers.0.post_attention_layernorm.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.q_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.k_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.v_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.o_proj.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.gate_proj.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.up_proj.weight.new", memopt.role = "parameter"}, tensor<32x64xf32> {memopt.name = "model.layers.1.mlp.down_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "model.layers.1.input_layernorm.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "model.layers.1.post_attention_layernorm.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "model.norm.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "model.embed_tokens.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.q_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.k_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.v_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.o_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.gate_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.up_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "model.layers.0.mlp.down_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "model.layers.0.input_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "model.layers.0.post_attention_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.q_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.k_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.v_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.o_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.gate_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.up_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "model.layers.1.mlp.down_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "model.layers.1.input_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "model.layers.1.post_attention_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "model.norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "model.embed_tokens.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.q_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.k_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.v_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.0.self_attn.o_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.gate_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "model.layers.0.mlp.up_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "model.layers.0.mlp.down_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "model.layers.0.input_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "model.layers.0.post_attention_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.q_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.k_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.v_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "model.layers.1.self_attn.o_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.gate_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "model.layers.1.mlp.up_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "model.layers.1.mlp.down_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "model.layers.1.input_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "model.layers.1.post_attention_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "model.norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}) {
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<32x64xf32> loc(#loc2)
    %c64 = arith.constant {memopt.phase = "backward"} 64 : index loc(#loc)
    %cst_0 = arith.constant {memopt.phase = "backward"} 0xFF800000 : f32 loc(#loc)
    %true = arith.constant {memopt.phase = "backward"} true loc(#loc)
    %cst_1 = arith.constant {memopt.phase = "backward"} 1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant {memopt.phase = "forward"} dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32> loc(#loc3)
    %cst_3 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 9.9999999999999995E-7 : f64 loc(#loc4)
    %cst_4 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 0xFFF0000000000000 : f64 loc(#loc5)
    %cst_5 = arith.constant {memopt.phase = "optimizer"} 9.999900e-01 : f64 loc(#loc6)
    %cst_6 = arith.constant {memopt.phase = "optimizer"} 9.000000e-01 : f64 loc(#loc7)
    %cst_7 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.099999999999999978 : f64 loc(#loc8)
    %cst_8 = arith.constant {memopt.phase = "optimizer"} 0.99899999999999999 : f64 loc(#loc9)
    %cst_9 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.0010000000000000009 : f64 loc(#loc10)
    %cst_10 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-03 : f64 loc(#loc11)
    %cst_11 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-08 : f64 loc(#loc12)
    %cst_12 = arith.constant {memopt.phase = "forward"} dense<true> : tensor<i1> loc(#loc13)
    %cst_13 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0xFF800000> : tensor<f32> loc(#loc14)
    %cst_14 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0.000000e+00> : tensor<f32> loc(#loc14)
    %cst_15 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0.000000e+00> : tensor<2x2x16x16xf32> loc(#loc15)
    %cst_16 = arith.constant {memopt.phase = "backward"} dense<1.000000e+00> : tensor<f32> loc(#loc16)
    %cst_17 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} dense<1.000000e+00> : tensor<2x16x64xf32> loc(#loc17)
    %cst_18 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 3.200000e+01 : f32 loc(#loc)
    %cst_19 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 5.000000e-01 : f32 loc(#loc)
    %cst_20 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} -5.000000e-01 : f32 loc(#loc)
    %cst_21 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 2.000000e+00 : f32 loc(#loc)
    %c63_i64 = arith.constant {memopt.phase = "backward"} 63 : i64 loc(#loc18)
    %c-64_i64 = arith.constant {memopt.phase = "backward"} -64 : i64 loc(#loc18)
    %c-100_i64 = arith.constant {memopt.phase = "backward"} -100 : i64 loc(#loc)
    %c64_i64 = arith.constant {memopt.phase = "backward"} 64 : i64 loc(#loc)
    %c3_i64 = arith.constant {memopt.phase = "forward"} 3 : i64 loc(#loc19)
    %c16_i64 = arith.constant {memopt.phase = "forward"} 16 : i64 loc(#loc)
    %c1_i64 = arith.constant {memopt.phase = "forward"} 1 : i64 loc(#loc)
    %c2_i64 = arith.constant {memopt.phase = "forward"} 2 : i64 loc(#loc)
    %c-1_i64 = arith.constant {memopt.phase = "forward"} -1 : i64 loc(#loc)
    %c32 = arith.constant {memopt.phase = "forward"} 32 : index loc(#loc)
    %c0_i64 = arith.constant {memopt.phase = "forward"} 0 : i64 loc(#loc)
    %cst_22 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32 loc(#loc)
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index loc(#loc)
    %cst_23 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<64x32xf32> loc(#loc20)
    %cst_24 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} -1.000000e+00 : f32 loc(#loc)
    %cst_25 = arith.constant {memopt.phase = "optimizer"} dense<1> : tensor<i64> loc(#loc21)
    %cst_26 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<i64> loc(#loc22)
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %692 = arith.index_cast %in : i64 to index
      %693 = linalg.index 2 : index
      %694 = arith.cmpi slt, %692, %c64 : index
      cf.assert %694, "index must be smaller than dim size"
      %695 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %695, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%692, %693] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc1)
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1> loc(#loc23)
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg65 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %692 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %692 : i1
    } -> tensor<2x16xi1> loc(#loc23)
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<2xi64> loc(#loc24)
    %5 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %692 = linalg.index 0 : index
      %693 = arith.index_cast %692 : index to i64
      linalg.yield %693 : i64
    } -> tensor<2xi64> loc(#loc24)
    %6 = tensor.empty() {memopt.phase = "forward"} : tensor<16xi64> loc(#loc25)
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<16xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %692 = linalg.index 0 : index
      %693 = arith.index_cast %692 : index to i64
      linalg.yield %693 : i64
    } -> tensor<16xi64> loc(#loc25)
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] {memopt.phase = "forward"} : tensor<2xi64> into tensor<2x1x1x1xi64> loc(#loc19)
    %expanded_27 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] {memopt.phase = "forward"} : tensor<16xi64> into tensor<1x1x16x1xi64> loc(#loc26)
    %expanded_28 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] {memopt.phase = "forward"} : tensor<16xi64> into tensor<1x1x1x16xi64> loc(#loc27)
    %8 = tensor.empty() {memopt.phase = "forward"} : tensor<1x1x16x16xi1> loc(#loc28)
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28, %expanded_27 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%8 : tensor<1x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_215: i64, %out: i1):
      %692 = arith.cmpi sle, %in, %in_215 : i64
      linalg.yield %692 : i1
    } -> tensor<1x1x16x16xi1> loc(#loc28)
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_12, %9 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%8 : tensor<1x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_215: i1, %out: i1):
      %692 = arith.andi %in, %in_215 : i1
      linalg.yield %692 : i1
    } -> tensor<1x1x16x16xi1> loc(#loc13)
    %11 = tensor.empty() {memopt.phase = "forward"} : tensor<2x1x1x16xi1> loc(#loc29)
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_28 : tensor<2x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%11 : tensor<2x1x1x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_215: i64, %out: i1):
      %692 = arith.cmpi slt, %in, %c0_i64 : i64
      %693 = arith.addi %in, %c2_i64 : i64
      %694 = arith.select %692, %693, %in : i64
      %695 = arith.index_cast %694 : i64 to index
      %696 = arith.cmpi slt, %in_215, %c0_i64 : i64
      %697 = arith.addi %in_215, %c16_i64 : i64
      %698 = arith.select %696, %697, %in_215 : i64
      %699 = arith.index_cast %698 : i64 to index
      %extracted = tensor.extract %3[%695, %699] : tensor<2x16xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x16xi1> loc(#loc29)
    %13 = tensor.empty() {memopt.phase = "forward"} : tensor<2x1x16x16xi1> loc(#loc30)
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>) outs(%13 : tensor<2x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_215: i1, %out: i1):
      %692 = arith.andi %in, %in_215 : i1
      linalg.yield %692 : i1
    } -> tensor<2x1x16x16xi1> loc(#loc30)
    %expanded_29 = tensor.expand_shape %arg67 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi64> into tensor<2x16x1xi64> loc(#loc31)
    %15 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32> loc(#loc32)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x16x1xi64>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %692 = arith.sitofp %in : i64 to f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc32)
    %17 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x8xf32> loc(#loc3)
    %18 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_2 : tensor<2x16x1xf32>, tensor<8xf32>) outs(%17 : tensor<2x16x8xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x8xf32> loc(#loc3)
    %concat = tensor.concat dim(2) %18, %18 {memopt.phase = "forward"} : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x16xf32> loc(#loc33)
    %19 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x16xf32> loc(#loc34)
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<2x16x16xf32>) outs(%19 : tensor<2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.cos %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x16xf32> loc(#loc34)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<2x16x16xf32>) outs(%19 : tensor<2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sin %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x16xf32> loc(#loc35)
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc36)
    %23 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_22 : f32) outs(%15 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32> loc(#loc37)
    %24 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc37)
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.divf %in, %cst_18 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc37)
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_3 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<2x16x1xf32> loc(#loc4)
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.rsqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc38)
    %28 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %27 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc39)
    %29 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %28 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc40)
    %30 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> loc(#loc41)
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc41)
    %collapsed = tensor.collapse_shape %29 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc42)
    %31 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_22 : f32) outs(%30 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc43)
    %32 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc43)
    %expanded_30 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc44)
    %33 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> loc(#loc45)
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc45)
    %transposed_32 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc46)
    %34 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed_32 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc47)
    %expanded_33 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc48)
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc49)
    %transposed_35 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc50)
    %35 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed_35 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc51)
    %expanded_36 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc52)
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc53)
    %expanded_38 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [2, 1, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x16xf32> into tensor<2x1x16x16xf32> loc(#loc54)
    %expanded_39 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [2, 1, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x16xf32> into tensor<2x1x16x16xf32> loc(#loc55)
    %36 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_31, %expanded_38 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc56)
    %extracted_slice = tensor.extract_slice %transposed_31[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc57)
    %extracted_slice_40 = tensor.extract_slice %transposed_31[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc58)
    %37 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32> loc(#loc59)
    %38 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_40 : tensor<2x2x16x8xf32>) outs(%37 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.negf %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc59)
    %concat_41 = tensor.concat dim(3) %38, %extracted_slice {memopt.layer = 0 : i64, memopt.phase = "forward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc60)
    %39 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_41, %expanded_39 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc61)
    %40 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %39 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc62)
    %41 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_34, %expanded_38 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc63)
    %extracted_slice_42 = tensor.extract_slice %transposed_34[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc64)
    %extracted_slice_43 = tensor.extract_slice %transposed_34[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc65)
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43 : tensor<2x2x16x8xf32>) outs(%37 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.negf %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc66)
    %concat_44 = tensor.concat dim(3) %42, %extracted_slice_42 {memopt.layer = 0 : i64, memopt.phase = "forward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc67)
    %43 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_44, %expanded_39 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc68)
    %44 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %43 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc69)
    %45 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x1x16x16xf32> loc(#loc14)
    %46 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_14, %cst_13 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%45 : tensor<2x1x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_215: f32, %in_216: f32, %out: f32):
      %692 = arith.select %in, %in_215, %in_216 : f32
      linalg.yield %692 : f32
    } -> tensor<2x1x16x16xf32> loc(#loc14)
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_19 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc70)
    %transposed_45 = linalg.transpose ins(%44 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc71)
    %48 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_45 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_19 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc72)
    %collapsed_46 = tensor.collapse_shape %47 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc73)
    %collapsed_47 = tensor.collapse_shape %48 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc74)
    %49 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> loc(#loc75)
    %50 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_22 : f32) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc75)
    %51 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_46, %collapsed_47 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc75)
    %expanded_48 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc76)
    %52 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_48, %46 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc77)
    %53 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xi64> loc(#loc78)
    %54 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%53 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64> loc(#loc78)
    %55 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> loc(#loc78)
    %56 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_0 : f32) outs(%55 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32> loc(#loc78)
    %57:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<2x2x16x16xf32>) outs(%56, %54 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_215: i64):
      %692 = linalg.index 3 : index
      %693 = arith.index_cast %692 : index to i64
      %694 = arith.maximumf %in, %out : f32
      %695 = arith.cmpf ogt, %in, %out : f32
      %696 = arith.select %695, %693, %out_215 : i64
      linalg.yield %694, %696 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc78)
    %expanded_49 = tensor.expand_shape %57#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc78)
    %58 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_49 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc78)
    %59 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.exp %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc78)
    %60 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32> loc(#loc78)
    %61 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_22 : f32) outs(%60 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32> loc(#loc78)
    %62 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<2x2x16x16xf32>) outs(%61 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc78)
    %63 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %62 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc78)
    %64 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xi1> loc(#loc5)
    %65 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x2x16x16xf32>) outs(%64 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %692 = arith.extf %in : f32 to f64
      %693 = arith.cmpf oeq, %692, %cst_4 : f64
      linalg.yield %693 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc5)
    %66 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xi1> loc(#loc79)
    %67 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%true : i1) outs(%66 : tensor<2x2x16x1xi1>) -> tensor<2x2x16x1xi1> loc(#loc79)
    %68 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<2x2x16x16xi1>) outs(%67 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %692 = arith.andi %in, %out : i1
      linalg.yield %692 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc79)
    %69 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %cst_15, %63 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_215: f32, %in_216: f32, %out: f32):
      %692 = arith.select %in, %in_215, %in_216 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc15)
    %collapsed_50 = tensor.collapse_shape %69 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc80)
    %collapsed_51 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc81)
    %70 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_50, %collapsed_51 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc82)
    %expanded_52 = tensor.expand_shape %70 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc83)
    %71 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> loc(#loc84)
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<2x2x16x16xf32>) outs(%71 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc84)
    %transposed_54 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc85)
    %collapsed_55 = tensor.collapse_shape %transposed_53 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc86)
    %72 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_55, %transposed_54 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc87)
    %expanded_56 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc88)
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_56 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc89)
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc90)
    %75 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc91)
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.divf %in, %cst_18 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc91)
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_3 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<2x16x1xf32> loc(#loc92)
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.rsqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc93)
    %79 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %78 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc94)
    %80 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %79 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc95)
    %81 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x64xf32> loc(#loc96)
    %transposed_57 = linalg.transpose ins(%arg5 : tensor<64x32xf32>) outs(%81 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc96)
    %collapsed_58 = tensor.collapse_shape %80 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc97)
    %82 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_22 : f32) outs(%81 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc98)
    %83 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_58, %transposed_57 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%82 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc98)
    %expanded_59 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc99)
    %84 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> loc(#loc100)
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.negf %in : f32
      %693 = math.exp %692 : f32
      %694 = arith.addf %693, %cst_1 : f32
      %695 = arith.divf %cst_1, %694 : f32
      linalg.yield %695 : f32
    } -> tensor<2x16x64xf32> loc(#loc100)
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %85 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc101)
    %transposed_60 = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%81 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc102)
    %87 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_58, %transposed_60 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%82 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc103)
    %expanded_61 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc104)
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_61 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc105)
    %89 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<64x32xf32> loc(#loc106)
    %transposed_62 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%89 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc106)
    %collapsed_63 = tensor.collapse_shape %88 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc107)
    %90 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_63, %transposed_62 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc108)
    %expanded_64 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc109)
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %expanded_64 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc110)
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc111)
    %93 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc112)
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.divf %in, %cst_18 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc112)
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_3 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<2x16x1xf32> loc(#loc113)
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.rsqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc114)
    %97 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %96 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc115)
    %98 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %97 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc116)
    %transposed_65 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc117)
    %collapsed_66 = tensor.collapse_shape %98 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc118)
    %99 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_66, %transposed_65 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc119)
    %expanded_67 = tensor.expand_shape %99 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc120)
    %transposed_68 = linalg.transpose ins(%expanded_67 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc121)
    %transposed_69 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc122)
    %100 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_66, %transposed_69 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc123)
    %expanded_70 = tensor.expand_shape %100 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc124)
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc125)
    %transposed_72 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc126)
    %101 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_66, %transposed_72 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc127)
    %expanded_73 = tensor.expand_shape %101 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc128)
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc129)
    %102 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_68, %expanded_38 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc130)
    %extracted_slice_75 = tensor.extract_slice %transposed_68[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc132)
    %extracted_slice_76 = tensor.extract_slice %transposed_68[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc133)
    %103 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_76 : tensor<2x2x16x8xf32>) outs(%37 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.negf %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc134)
    %concat_77 = tensor.concat dim(3) %103, %extracted_slice_75 {memopt.layer = 1 : i64, memopt.phase = "forward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc135)
    %104 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_77, %expanded_39 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc136)
    %105 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %104 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc138)
    %106 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_71, %expanded_38 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc139)
    %extracted_slice_78 = tensor.extract_slice %transposed_71[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc140)
    %extracted_slice_79 = tensor.extract_slice %transposed_71[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc141)
    %107 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_79 : tensor<2x2x16x8xf32>) outs(%37 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.negf %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc142)
    %concat_80 = tensor.concat dim(3) %107, %extracted_slice_78 {memopt.layer = 1 : i64, memopt.phase = "forward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc143)
    %108 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_80, %expanded_39 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc144)
    %109 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %108 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc145)
    %110 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_19 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc146)
    %transposed_81 = linalg.transpose ins(%109 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc147)
    %111 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_81 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_19 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc148)
    %collapsed_82 = tensor.collapse_shape %110 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc149)
    %collapsed_83 = tensor.collapse_shape %111 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc150)
    %112 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_82, %collapsed_83 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc151)
    %expanded_84 = tensor.expand_shape %112 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc152)
    %113 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_84, %46 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc153)
    %114:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<2x2x16x16xf32>) outs(%56, %54 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_215: i64):
      %692 = linalg.index 3 : index
      %693 = arith.index_cast %692 : index to i64
      %694 = arith.maximumf %in, %out : f32
      %695 = arith.cmpf ogt, %in, %out : f32
      %696 = arith.select %695, %693, %out_215 : i64
      linalg.yield %694, %696 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc155)
    %expanded_85 = tensor.expand_shape %114#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc155)
    %115 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_85 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc155)
    %116 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.exp %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc155)
    %117 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<2x2x16x16xf32>) outs(%61 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc155)
    %118 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %117 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc155)
    %119 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<2x2x16x16xf32>) outs(%64 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %692 = arith.extf %in : f32 to f64
      %693 = arith.cmpf oeq, %692, %cst_4 : f64
      linalg.yield %693 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc156)
    %120 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<2x2x16x16xi1>) outs(%67 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %692 = arith.andi %in, %out : i1
      linalg.yield %692 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc157)
    %121 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %cst_15, %118 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_215: f32, %in_216: f32, %out: f32):
      %692 = arith.select %in, %in_215, %in_216 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc158)
    %collapsed_86 = tensor.collapse_shape %121 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc159)
    %collapsed_87 = tensor.collapse_shape %transposed_74 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc160)
    %122 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_86, %collapsed_87 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc161)
    %expanded_88 = tensor.expand_shape %122 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc162)
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<2x2x16x16xf32>) outs(%71 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc163)
    %transposed_90 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc164)
    %collapsed_91 = tensor.collapse_shape %transposed_89 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc165)
    %123 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_91, %transposed_90 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc166)
    %expanded_92 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc167)
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_92 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc168)
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc169)
    %126 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc170)
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.divf %in, %cst_18 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc170)
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_3 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<2x16x1xf32> loc(#loc171)
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.rsqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc172)
    %130 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %129 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc173)
    %131 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %130 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc174)
    %transposed_93 = linalg.transpose ins(%arg14 : tensor<64x32xf32>) outs(%81 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc175)
    %collapsed_94 = tensor.collapse_shape %131 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc176)
    %132 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_94, %transposed_93 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%82 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc177)
    %expanded_95 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc178)
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95 : tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.negf %in : f32
      %693 = math.exp %692 : f32
      %694 = arith.addf %693, %cst_1 : f32
      %695 = arith.divf %cst_1, %694 : f32
      linalg.yield %695 : f32
    } -> tensor<2x16x64xf32> loc(#loc179)
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %133 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc180)
    %transposed_96 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%81 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc181)
    %135 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_94, %transposed_96 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%82 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc182)
    %expanded_97 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc183)
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %expanded_97 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc184)
    %transposed_98 = linalg.transpose ins(%arg16 : tensor<32x64xf32>) outs(%89 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc185)
    %collapsed_99 = tensor.collapse_shape %136 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc186)
    %137 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_99, %transposed_98 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc187)
    %expanded_100 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc188)
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %expanded_100 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc189)
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc190)
    %140 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc191)
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.divf %in, %cst_18 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc191)
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_3 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<2x16x1xf32> loc(#loc192)
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.rsqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc193)
    %144 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %143 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc194)
    %145 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %144 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc195)
    %transposed_101 = linalg.transpose ins(%arg20 : tensor<64x32xf32>) outs(%81 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.phase = "forward"} loc(#loc196)
    %collapsed_102 = tensor.collapse_shape %145 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc197)
    %146 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_102, %transposed_101 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%82 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc198)
    %padded = tensor.pad %arg66 low[0, 0] high[0, 1] {
    ^bb0(%arg68: index, %arg69: index):
      tensor.yield %c-100_i64 : i64
    } {memopt.phase = "forward"} : tensor<2x16xi64> to tensor<2x17xi64> loc(#loc199)
    %extracted_slice_103 = tensor.extract_slice %padded[0, 1] [2, 16] [1, 1] {memopt.phase = "forward"} : tensor<2x17xi64> to tensor<2x16xi64> loc(#loc200)
    %collapsed_104 = tensor.collapse_shape %extracted_slice_103 [[0, 1]] {memopt.phase = "forward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc201)
    %147 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi64> loc(#loc202)
    %148 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%147 : tensor<32xi64>) -> tensor<32xi64> loc(#loc202)
    %149 = tensor.empty() {memopt.phase = "forward"} : tensor<32xf32> loc(#loc202)
    %150 = linalg.fill {memopt.phase = "forward"} ins(%cst_0 : f32) outs(%149 : tensor<32xf32>) -> tensor<32xf32> loc(#loc202)
    %151:2 = linalg.generic {indexing_maps = [#map2, #map15, #map15], iterator_types = ["parallel", "reduction"]} ins(%146 : tensor<32x64xf32>) outs(%150, %148 : tensor<32xf32>, tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_215: i64):
      %692 = linalg.index 1 : index
      %693 = arith.index_cast %692 : index to i64
      %694 = arith.maximumf %in, %out : f32
      %695 = arith.cmpf ogt, %in, %out : f32
      %696 = arith.select %695, %693, %out_215 : i64
      linalg.yield %694, %696 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>) loc(#loc202)
    %expanded_105 = tensor.expand_shape %151#0 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xf32> into tensor<32x1xf32> loc(#loc202)
    %152 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%146, %expanded_105 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc204)
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.exp %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc205)
    %154 = tensor.empty() {memopt.phase = "forward"} : tensor<32x1xf32> loc(#loc206)
    %155 = linalg.fill {memopt.phase = "forward"} ins(%cst_22 : f32) outs(%154 : tensor<32x1xf32>) -> tensor<32x1xf32> loc(#loc206)
    %156 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["parallel", "reduction"]} ins(%153 : tensor<32x64xf32>) outs(%155 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<32x1xf32> loc(#loc206)
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%156 : tensor<32x1xf32>) outs(%154 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.log %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x1xf32> loc(#loc207)
    %158 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%152, %157 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc208)
    %159 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi1> loc(#loc209)
    %160 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_104 : tensor<32xi64>) outs(%159 : tensor<32xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %692 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %692 : i1
    } -> tensor<32xi1> loc(#loc209)
    %161 = linalg.generic {indexing_maps = [#map3, #map3, #map17, #map3], iterator_types = ["parallel"]} ins(%160, %collapsed_104, %cst_26 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%147 : tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_215: i64, %in_216: i64, %out: i64):
      %692 = arith.select %in, %in_215, %in_216 : i64
      linalg.yield %692 : i64
    } -> tensor<32xi64> loc(#loc22)
    %expanded_106 = tensor.expand_shape %161 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc210)
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_106 : tensor<32x1xi64>) outs(%155 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %692 = linalg.index 0 : index
      %693 = arith.index_cast %in : i64 to index
      %694 = arith.cmpi slt, %693, %c64 : index
      cf.assert %694, "index must be smaller than dim size"
      %695 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %695, "index must be larger or equal to 0"
      %extracted = tensor.extract %158[%692, %693] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32> loc(#loc211)
    %collapsed_107 = tensor.collapse_shape %162 [[0, 1]] {memopt.phase = "forward"} : tensor<32x1xf32> into tensor<32xf32> loc(#loc212)
    %163 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_107 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.negf %in : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc213)
    %164 = linalg.generic {indexing_maps = [#map3, #map3, #map17, #map3], iterator_types = ["parallel"]} ins(%160, %163, %cst_14 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_215: f32, %in_216: f32, %out: f32):
      %692 = arith.select %in, %in_215, %in_216 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc214)
    %165 = tensor.empty() {memopt.phase = "forward"} : tensor<i64> loc(#loc216)
    %166 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%165 : tensor<i64>) -> tensor<i64> loc(#loc216)
    %167 = linalg.generic {indexing_maps = [#map3, #map17], iterator_types = ["reduction"]} ins(%160 : tensor<32xi1>) outs(%166 : tensor<i64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %692 = arith.extui %in : i1 to i64
      %693 = arith.addi %692, %out : i64
      linalg.yield %693 : i64
    } -> tensor<i64> loc(#loc216)
    %168 = tensor.empty() {memopt.phase = "forward"} : tensor<f32> loc(#loc218)
    %169 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%167 : tensor<i64>) outs(%168 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %692 = arith.sitofp %in : i64 to f32
      linalg.yield %692 : f32
    } -> tensor<f32> loc(#loc218)
    %170 = linalg.fill {memopt.phase = "forward"} ins(%cst_22 : f32) outs(%168 : tensor<f32>) -> tensor<f32> loc(#loc219)
    %171 = linalg.generic {indexing_maps = [#map3, #map17], iterator_types = ["reduction"]} ins(%164 : tensor<32xf32>) outs(%170 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<f32> loc(#loc219)
    %172 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%171, %169 : tensor<f32>, tensor<f32>) outs(%168 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<f32> loc(#loc220)
    %173 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_16, %169 : tensor<f32>, tensor<f32>) outs(%168 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<f32> loc(#loc16)
    %expanded_108 = tensor.expand_shape %collapsed_104 [[0, 1]] output_shape [32, 1] {memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc221)
    %174 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi1> loc(#loc222)
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_108 : tensor<32x1xi64>) outs(%174 : tensor<32x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %692 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %692 : i1
    } -> tensor<32x1xi1> loc(#loc222)
    %176 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi64> loc(#loc223)
    %177 = linalg.generic {indexing_maps = [#map2, #map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%175, %expanded_108, %cst_26 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%176 : tensor<32x1xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_215: i64, %in_216: i64, %out: i64):
      %692 = arith.select %in, %in_215, %in_216 : i64
      linalg.yield %692 : i64
    } -> tensor<32x1xi64> loc(#loc223)
    %178 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%176 : tensor<32x1xi64>) -> tensor<32x1xi64> loc(#loc2)
    %179 = linalg.fill {memopt.phase = "backward"} ins(%cst_22 : f32) outs(%149 : tensor<32xf32>) -> tensor<32xf32> loc(#loc2)
    %180:3 = linalg.generic {indexing_maps = [#map20, #map20, #map3], iterator_types = ["parallel"]} outs(%178, %178, %179 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i64, %out_215: i64, %out_216: f32):
      %692 = linalg.index 0 : index
      %693 = arith.remsi %692, %c32 : index
      %extracted = tensor.extract %177[%693, %c0] : tensor<32x1xi64>
      %694 = arith.index_cast %693 : index to i64
      linalg.yield %694, %extracted, %cst_24 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) loc(#loc2)
    %181 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2xi64> loc(#loc2)
    %182 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%181 : tensor<32x2xi64>) -> tensor<32x2xi64> loc(#loc2)
    %inserted_slice = tensor.insert_slice %180#0 into %182[0, 0] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %inserted_slice_109 = tensor.insert_slice %180#1 into %inserted_slice[0, 1] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %183 = scf.for %arg68 = %c0 to %c32 step %c1 iter_args(%arg69 = %cst) -> (tensor<32x64xf32>) {
      %extracted = tensor.extract %inserted_slice_109[%arg68, %c0] : tensor<32x2xi64>
      %692 = arith.index_cast %extracted : i64 to index
      %extracted_215 = tensor.extract %inserted_slice_109[%arg68, %c1] : tensor<32x2xi64>
      %693 = arith.index_cast %extracted_215 : i64 to index
      %extracted_slice_216 = tensor.extract_slice %180#2[%arg68] [1] [1] : tensor<32xf32> to tensor<f32>
      %inserted_slice_217 = tensor.insert_slice %extracted_slice_216 into %arg69[%692, %693] [1, 1] [1, 1] : tensor<f32> into tensor<32x64xf32>
      scf.yield %inserted_slice_217 : tensor<32x64xf32>
    } {memopt.phase = "backward"} loc(#loc2)
    %184 = linalg.generic {indexing_maps = [#map2, #map19, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%175, %173, %cst_14 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%154 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_215: f32, %in_216: f32, %out: f32):
      %692 = arith.select %in, %in_215, %in_216 : f32
      linalg.yield %692 : f32
    } -> tensor<32x1xf32> loc(#loc224)
    %185 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%183, %184 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc226)
    %186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%158 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.exp %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc227)
    %187 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["parallel", "reduction"]} ins(%185 : tensor<32x64xf32>) outs(%155 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<32x1xf32> loc(#loc228)
    %188 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%186, %187 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc229)
    %189 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%185, %188 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc230)
    %transposed_110 = linalg.transpose ins(%189 : tensor<32x64xf32>) outs(%89 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.phase = "backward"} loc(#loc231)
    %190 = linalg.fill {memopt.phase = "backward"} ins(%cst_22 : f32) outs(%89 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc232)
    %191 = linalg.matmul {memopt.phase = "backward"} ins(%transposed_110, %collapsed_102 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%190 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc232)
    %192 = linalg.matmul {memopt.phase = "backward"} ins(%189, %arg20 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc233)
    %expanded_111 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc234)
    %193 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %arg19 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc235)
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %144 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc236)
    %195 = tensor.empty() {memopt.phase = "backward"} : tensor<1x1x32xf32> loc(#loc237)
    %196 = linalg.fill {memopt.phase = "backward"} ins(%cst_22 : f32) outs(%195 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32> loc(#loc237)
    %197 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%194 : tensor<2x16x32xf32>) outs(%196 : tensor<1x1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<1x1x32xf32> loc(#loc237)
    %collapsed_112 = tensor.collapse_shape %197 [[0, 1, 2]] {memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc238)
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %138 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc239)
    %199 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %143 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc240)
    %200 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%198 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc241)
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc242)
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_20 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc243)
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %201 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc244)
    %collapsed_113 = tensor.collapse_shape %203 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc245)
    %204 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_113 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc245)
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.divf %in, %cst_18 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc246)
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc247)
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_21 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc248)
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %207 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc249)
    %209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %208 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc250)
    %collapsed_114 = tensor.collapse_shape %209 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc251)
    %transposed_115 = linalg.transpose ins(%collapsed_114 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc252)
    %210 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_115, %collapsed_99 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%82 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc253)
    %211 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_114, %arg16 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%82 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc254)
    %expanded_116 = tensor.expand_shape %211 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc255)
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %134 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc256)
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %expanded_97 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc257)
    %collapsed_117 = tensor.collapse_shape %212 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc258)
    %transposed_118 = linalg.transpose ins(%collapsed_117 : tensor<32x64xf32>) outs(%89 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc259)
    %214 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_118, %collapsed_94 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%190 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc260)
    %215 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_117, %arg15 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc261)
    %expanded_119 = tensor.expand_shape %215 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc262)
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_17, %133 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc17)
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %216 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc264)
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %cst_1 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc265)
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %133 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc266)
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %218 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc267)
    %collapsed_120 = tensor.collapse_shape %220 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc268)
    %transposed_121 = linalg.transpose ins(%collapsed_120 : tensor<32x64xf32>) outs(%89 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc269)
    %221 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_121, %collapsed_94 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%190 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc270)
    %222 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_120, %arg14 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc271)
    %expanded_122 = tensor.expand_shape %222 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc272)
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119, %expanded_122 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc273)
    %224 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %arg18 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc274)
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %130 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc275)
    %226 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%225 : tensor<2x16x32xf32>) outs(%196 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<1x1x32xf32> loc(#loc276)
    %collapsed_123 = tensor.collapse_shape %226 [[0, 1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc277)
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %124 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc278)
    %228 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %129 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc279)
    %229 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%227 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc280)
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %228 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc281)
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc282)
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_20 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc283)
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %231 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc284)
    %collapsed_124 = tensor.collapse_shape %233 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc285)
    %234 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_124 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc285)
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.divf %in, %cst_18 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc286)
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc287)
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_21 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc288)
    %238 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %237 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc289)
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %238 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc290)
    %collapsed_125 = tensor.collapse_shape %239 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc291)
    %transposed_126 = linalg.transpose ins(%collapsed_125 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc292)
    %240 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_126, %collapsed_91 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc293)
    %241 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_125, %arg13 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc294)
    %expanded_127 = tensor.expand_shape %241 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc295)
    %transposed_128 = linalg.transpose ins(%expanded_127 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc296)
    %collapsed_129 = tensor.collapse_shape %transposed_128 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc297)
    %transposed_130 = linalg.transpose ins(%collapsed_86 : tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc298)
    %242 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_130, %collapsed_129 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc299)
    %transposed_131 = linalg.transpose ins(%collapsed_87 : tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc300)
    %243 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_129, %transposed_131 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc301)
    %expanded_132 = tensor.expand_shape %242 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc302)
    %expanded_133 = tensor.expand_shape %243 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc303)
    %244 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_133, %121 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc304)
    %245 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%244 : tensor<2x2x16x16xf32>) outs(%61 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc305)
    %246 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %245 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc306)
    %247 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %246 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc307)
    %collapsed_134 = tensor.collapse_shape %247 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc308)
    %transposed_135 = linalg.transpose ins(%collapsed_82 : tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc309)
    %248 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_135, %collapsed_134 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc310)
    %transposed_136 = linalg.transpose ins(%collapsed_83 : tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc311)
    %249 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_134, %transposed_136 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc312)
    %expanded_137 = tensor.expand_shape %248 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc313)
    %expanded_138 = tensor.expand_shape %249 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc314)
    %250 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_137 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_19 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc315)
    %transposed_139 = linalg.transpose ins(%250 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc316)
    %251 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_138 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_19 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc317)
    %252 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_139, %expanded_39 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc318)
    %extracted_slice_140 = tensor.extract_slice %252[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc319)
    %extracted_slice_141 = tensor.extract_slice %252[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc320)
    %253 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_140 : tensor<2x2x16x8xf32>) outs(%37 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.negf %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc321)
    %inserted_slice_142 = tensor.insert_slice %253 into %cst_15[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc(#loc322)
    %inserted_slice_143 = tensor.insert_slice %extracted_slice_141 into %cst_15[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc(#loc323)
    %254 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_142, %inserted_slice_143 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc324)
    %255 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_139, %expanded_38 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc325)
    %256 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %255 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc326)
    %257 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_39 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc327)
    %extracted_slice_144 = tensor.extract_slice %257[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc328)
    %extracted_slice_145 = tensor.extract_slice %257[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc329)
    %258 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_144 : tensor<2x2x16x8xf32>) outs(%37 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.negf %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc330)
    %inserted_slice_146 = tensor.insert_slice %258 into %cst_15[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc(#loc331)
    %inserted_slice_147 = tensor.insert_slice %extracted_slice_145 into %cst_15[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc(#loc332)
    %259 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_146, %inserted_slice_147 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc333)
    %260 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_38 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc334)
    %261 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %260 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc335)
    %transposed_148 = linalg.transpose ins(%expanded_132 : tensor<2x2x16x16xf32>) outs(%71 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc336)
    %collapsed_149 = tensor.collapse_shape %transposed_148 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc337)
    %transposed_150 = linalg.transpose ins(%collapsed_149 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc338)
    %262 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_150, %collapsed_66 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc339)
    %263 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_149, %arg12 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc340)
    %expanded_151 = tensor.expand_shape %263 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc341)
    %transposed_152 = linalg.transpose ins(%256 : tensor<2x2x16x16xf32>) outs(%71 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc342)
    %collapsed_153 = tensor.collapse_shape %transposed_152 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc343)
    %transposed_154 = linalg.transpose ins(%collapsed_153 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc344)
    %264 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_154, %collapsed_66 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc345)
    %265 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_153, %arg11 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc346)
    %expanded_155 = tensor.expand_shape %265 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc347)
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151, %expanded_155 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc348)
    %transposed_156 = linalg.transpose ins(%261 : tensor<2x2x16x16xf32>) outs(%71 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc349)
    %collapsed_157 = tensor.collapse_shape %transposed_156 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc350)
    %transposed_158 = linalg.transpose ins(%collapsed_157 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc351)
    %267 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_158, %collapsed_66 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc352)
    %268 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_157, %arg10 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc353)
    %expanded_159 = tensor.expand_shape %268 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc354)
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %expanded_159 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc355)
    %270 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %arg17 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc356)
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %97 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc357)
    %272 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%271 : tensor<2x16x32xf32>) outs(%196 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<1x1x32xf32> loc(#loc358)
    %collapsed_160 = tensor.collapse_shape %272 [[0, 1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc359)
    %273 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %91 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc360)
    %274 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %96 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc361)
    %275 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%273 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc362)
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %274 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc363)
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc364)
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_20 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc365)
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %277 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc366)
    %collapsed_161 = tensor.collapse_shape %279 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc367)
    %280 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_161 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc367)
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.divf %in, %cst_18 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc368)
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc369)
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_21 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc370)
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %283 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc371)
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %284 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc372)
    %collapsed_162 = tensor.collapse_shape %285 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc373)
    %transposed_163 = linalg.transpose ins(%collapsed_162 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc374)
    %286 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_163, %collapsed_63 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%82 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc375)
    %287 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_162, %arg7 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%82 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc376)
    %expanded_164 = tensor.expand_shape %287 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc377)
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %86 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc378)
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %expanded_61 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc379)
    %collapsed_165 = tensor.collapse_shape %288 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc380)
    %transposed_166 = linalg.transpose ins(%collapsed_165 : tensor<32x64xf32>) outs(%89 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc381)
    %290 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_166, %collapsed_58 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%190 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc382)
    %291 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_165, %arg6 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc383)
    %expanded_167 = tensor.expand_shape %291 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc384)
    %292 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_17, %85 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc385)
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %292 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc387)
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %cst_1 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc388)
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %85 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc389)
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %294 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%84 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x64xf32> loc(#loc390)
    %collapsed_168 = tensor.collapse_shape %296 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc391)
    %transposed_169 = linalg.transpose ins(%collapsed_168 : tensor<32x64xf32>) outs(%89 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc392)
    %297 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_169, %collapsed_58 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%190 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc393)
    %298 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_168, %arg5 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc394)
    %expanded_170 = tensor.expand_shape %298 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc395)
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167, %expanded_170 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc396)
    %300 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %arg9 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc397)
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %79 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc398)
    %302 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%301 : tensor<2x16x32xf32>) outs(%196 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<1x1x32xf32> loc(#loc399)
    %collapsed_171 = tensor.collapse_shape %302 [[0, 1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc400)
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %73 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc401)
    %304 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %78 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc402)
    %305 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%303 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc403)
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %304 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc404)
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc405)
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_20 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc406)
    %309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %307 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc407)
    %collapsed_172 = tensor.collapse_shape %309 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc408)
    %310 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_172 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc408)
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.divf %in, %cst_18 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc409)
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc410)
    %313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_21 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc411)
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %313 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc412)
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %314 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc413)
    %collapsed_173 = tensor.collapse_shape %315 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc414)
    %transposed_174 = linalg.transpose ins(%collapsed_173 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc415)
    %316 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_174, %collapsed_55 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc416)
    %317 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_173, %arg4 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc417)
    %expanded_175 = tensor.expand_shape %317 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc418)
    %transposed_176 = linalg.transpose ins(%expanded_175 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc419)
    %collapsed_177 = tensor.collapse_shape %transposed_176 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc420)
    %transposed_178 = linalg.transpose ins(%collapsed_50 : tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc421)
    %318 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_178, %collapsed_177 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc422)
    %transposed_179 = linalg.transpose ins(%collapsed_51 : tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc423)
    %319 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_177, %transposed_179 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc424)
    %expanded_180 = tensor.expand_shape %318 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc425)
    %expanded_181 = tensor.expand_shape %319 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc426)
    %320 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_181, %69 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc427)
    %321 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%320 : tensor<2x2x16x16xf32>) outs(%61 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc428)
    %322 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %321 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc429)
    %323 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %322 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc430)
    %collapsed_182 = tensor.collapse_shape %323 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc431)
    %transposed_183 = linalg.transpose ins(%collapsed_46 : tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc432)
    %324 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_183, %collapsed_182 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc433)
    %transposed_184 = linalg.transpose ins(%collapsed_47 : tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc434)
    %325 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_182, %transposed_184 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%50 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc435)
    %expanded_185 = tensor.expand_shape %324 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc436)
    %expanded_186 = tensor.expand_shape %325 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc437)
    %326 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_185 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_19 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc438)
    %transposed_187 = linalg.transpose ins(%326 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc439)
    %327 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_186 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_19 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc440)
    %328 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_187, %expanded_39 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc441)
    %extracted_slice_188 = tensor.extract_slice %328[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc442)
    %extracted_slice_189 = tensor.extract_slice %328[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc443)
    %329 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_188 : tensor<2x2x16x8xf32>) outs(%37 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.negf %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc444)
    %inserted_slice_190 = tensor.insert_slice %329 into %cst_15[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc(#loc445)
    %inserted_slice_191 = tensor.insert_slice %extracted_slice_189 into %cst_15[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc(#loc446)
    %330 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_190, %inserted_slice_191 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc447)
    %331 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_187, %expanded_38 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc448)
    %332 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %331 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc449)
    %333 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %expanded_39 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc450)
    %extracted_slice_192 = tensor.extract_slice %333[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc451)
    %extracted_slice_193 = tensor.extract_slice %333[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc452)
    %334 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_192 : tensor<2x2x16x8xf32>) outs(%37 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.negf %in : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc453)
    %inserted_slice_194 = tensor.insert_slice %334 into %cst_15[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc(#loc454)
    %inserted_slice_195 = tensor.insert_slice %extracted_slice_193 into %cst_15[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc(#loc455)
    %335 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_194, %inserted_slice_195 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc456)
    %336 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %expanded_38 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc457)
    %337 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %336 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc458)
    %transposed_196 = linalg.transpose ins(%expanded_180 : tensor<2x2x16x16xf32>) outs(%71 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc459)
    %collapsed_197 = tensor.collapse_shape %transposed_196 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc460)
    %transposed_198 = linalg.transpose ins(%collapsed_197 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc461)
    %338 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_198, %collapsed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc462)
    %339 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_197, %arg3 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc463)
    %expanded_199 = tensor.expand_shape %339 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc464)
    %transposed_200 = linalg.transpose ins(%332 : tensor<2x2x16x16xf32>) outs(%71 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc465)
    %collapsed_201 = tensor.collapse_shape %transposed_200 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc466)
    %transposed_202 = linalg.transpose ins(%collapsed_201 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc467)
    %340 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_202, %collapsed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc468)
    %341 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_201, %arg2 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc469)
    %expanded_203 = tensor.expand_shape %341 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc470)
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_199, %expanded_203 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc471)
    %transposed_204 = linalg.transpose ins(%337 : tensor<2x2x16x16xf32>) outs(%71 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc472)
    %collapsed_205 = tensor.collapse_shape %transposed_204 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc473)
    %transposed_206 = linalg.transpose ins(%collapsed_205 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc474)
    %343 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_206, %collapsed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc475)
    %344 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_205, %arg1 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc476)
    %expanded_207 = tensor.expand_shape %344 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc477)
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %expanded_207 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc478)
    %346 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc479)
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %28 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc480)
    %348 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%347 : tensor<2x16x32xf32>) outs(%196 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<1x1x32xf32> loc(#loc481)
    %collapsed_208 = tensor.collapse_shape %348 [[0, 1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc482)
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %1 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc483)
    %350 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %27 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc484)
    %351 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%349 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.addf %in, %out : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc485)
    %352 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %350 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc486)
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc487)
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_20 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc488)
    %355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %353 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x1xf32> loc(#loc489)
    %collapsed_209 = tensor.collapse_shape %355 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc490)
    %356 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_209 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc490)
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.divf %in, %cst_18 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc491)
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc492)
    %359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.mulf %in, %cst_21 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc493)
    %360 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %359 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc494)
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %360 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc495)
    %362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %692 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %692 : i1
    } -> tensor<2x16xi1> loc(#loc496)
    %363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %692 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %692 : i1
    } -> tensor<2x16xi1> loc(#loc497)
    %364 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%362, %363 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_215: i1, %out: i1):
      %692 = arith.andi %in, %in_215 : i1
      linalg.yield %692 : i1
    } -> tensor<2x16xi1> loc(#loc498)
    %365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %692 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %692 : i1
    } -> tensor<2x16xi1> loc(#loc499)
    %366 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%364, %365 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_215: i1, %out: i1):
      %692 = arith.andi %in, %in_215 : i1
      linalg.yield %692 : i1
    } -> tensor<2x16xi1> loc(#loc500)
    %expanded_210 = tensor.expand_shape %366 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xi1> into tensor<2x16x1xi1> loc(#loc501)
    %367 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xi64> loc(#loc18)
    %368 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x16xi64>) outs(%367 : tensor<2x16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %692 = arith.maxsi %in, %c-64_i64 : i64
      %693 = arith.minsi %692, %c63_i64 : i64
      linalg.yield %693 : i64
    } -> tensor<2x16xi64> loc(#loc18)
    %369 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xi1> loc(#loc502)
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210 : tensor<2x16x1xi1>) outs(%369 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %692 = arith.xori %in, %true : i1
      linalg.yield %692 : i1
    } -> tensor<2x16x1xi1> loc(#loc502)
    %371 = linalg.generic {indexing_maps = [#map11, #map22, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %cst_14, %361 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_215: f32, %in_216: f32, %out: f32):
      %692 = arith.select %in, %in_215, %in_216 : f32
      linalg.yield %692 : f32
    } -> tensor<2x16x32xf32> loc(#loc503)
    %collapsed_211 = tensor.collapse_shape %368 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc20)
    %expanded_212 = tensor.expand_shape %collapsed_211 [[0, 1]] output_shape [32, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc20)
    %collapsed_213 = tensor.collapse_shape %371 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc20)
    %expanded_214 = tensor.expand_shape %collapsed_213 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc20)
    %372 = scf.for %arg68 = %c0 to %c32 step %c1 iter_args(%arg69 = %cst_23) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %expanded_212[%arg68, %c0] : tensor<32x1xi64>
      %692 = arith.index_cast %extracted : i64 to index
      %extracted_slice_215 = tensor.extract_slice %expanded_214[%arg68, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_216 = tensor.extract_slice %arg69[%692, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<1x32xf32>
      %693 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_215 : tensor<1x32xf32>) outs(%extracted_slice_216 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %694 = arith.addf %out, %in : f32
        linalg.yield %694 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_217 = tensor.insert_slice %693 into %arg69[%692, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_217 : tensor<64x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc20)
    %373 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc6)
    %374 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc7)
    %375 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc8)
    %376 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%374, %375 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc504)
    %377 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc9)
    %378 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc10)
    %379 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%378, %372 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc505)
    %380 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%377, %379 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc506)
    %381 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg63 : tensor<f32>) outs(%168 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = math.powf %692, %in : f32
      linalg.yield %693 : f32
    } -> tensor<f32> loc(#loc507)
    %382 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_25, %381 : tensor<i64>, tensor<f32>) outs(%168 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_215: f32, %out: f32):
      %692 = arith.sitofp %in : i64 to f32
      %693 = arith.subf %692, %in_215 : f32
      linalg.yield %693 : f32
    } -> tensor<f32> loc(#loc21)
    %383 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%376, %382 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc508)
    %384 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%arg63 : tensor<f32>) outs(%168 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = math.powf %692, %in : f32
      linalg.yield %693 : f32
    } -> tensor<f32> loc(#loc509)
    %385 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_25, %384 : tensor<i64>, tensor<f32>) outs(%168 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_215: f32, %out: f32):
      %692 = arith.sitofp %in : i64 to f32
      %693 = arith.subf %692, %in_215 : f32
      linalg.yield %693 : f32
    } -> tensor<f32> loc(#loc510)
    %386 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%380, %385 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc511)
    %387 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%383 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc11)
    %388 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%386 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc512)
    %389 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%388 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc12)
    %390 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%387, %389 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc513)
    %391 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%373, %390 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc514)
    %392 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc515)
    %393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc516)
    %394 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%343 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc517)
    %395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%393, %394 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc519)
    %396 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc520)
    %397 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%343 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc521)
    %398 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%397, %343 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc522)
    %399 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%396, %398 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc523)
    %400 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%395, %382 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc524)
    %401 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%399, %385 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc526)
    %402 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%400 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc528)
    %403 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%401 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc529)
    %404 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%403 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc530)
    %405 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%402, %404 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc531)
    %406 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%392, %405 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc532)
    %407 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc533)
    %408 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc534)
    %409 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%340 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc535)
    %410 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%408, %409 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc537)
    %411 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc538)
    %412 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%340 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc539)
    %413 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%412, %340 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc540)
    %414 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%411, %413 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc541)
    %415 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%410, %382 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc542)
    %416 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%414, %385 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc544)
    %417 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%415 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc546)
    %418 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%416 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc547)
    %419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%418 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc548)
    %420 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%417, %419 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc549)
    %421 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%407, %420 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc550)
    %422 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc551)
    %423 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc552)
    %424 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%338 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc553)
    %425 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%423, %424 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc555)
    %426 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc556)
    %427 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%338 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc557)
    %428 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%427, %338 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc558)
    %429 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%426, %428 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc559)
    %430 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%425, %382 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc560)
    %431 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%429, %385 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc562)
    %432 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%430 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc564)
    %433 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%431 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc565)
    %434 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%433 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc566)
    %435 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%432, %434 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc567)
    %436 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%422, %435 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc568)
    %437 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc569)
    %438 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc570)
    %439 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%316 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc571)
    %440 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%438, %439 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc573)
    %441 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc574)
    %442 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%316 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc575)
    %443 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%442, %316 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc576)
    %444 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%441, %443 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc577)
    %445 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%440, %382 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc578)
    %446 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%444, %385 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc580)
    %447 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%445 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc582)
    %448 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%446 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc583)
    %449 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%448 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc584)
    %450 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%447, %449 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc585)
    %451 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%437, %450 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc586)
    %452 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc587)
    %453 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc588)
    %454 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%297 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc589)
    %455 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%453, %454 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc591)
    %456 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc592)
    %457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%297 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc593)
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%457, %297 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc594)
    %459 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%456, %458 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc595)
    %460 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%455, %382 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc596)
    %461 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%459, %385 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc598)
    %462 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%460 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc600)
    %463 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%461 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc601)
    %464 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%463 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc602)
    %465 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%462, %464 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc603)
    %466 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%452, %465 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc604)
    %467 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc605)
    %468 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc606)
    %469 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%290 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc607)
    %470 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%468, %469 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc609)
    %471 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc610)
    %472 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%290 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc611)
    %473 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%472, %290 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc612)
    %474 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%471, %473 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc613)
    %475 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%470, %382 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc614)
    %476 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%474, %385 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc616)
    %477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%475 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc618)
    %478 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%476 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc619)
    %479 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%478 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc620)
    %480 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%477, %479 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc621)
    %481 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%467, %480 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc622)
    %482 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc623)
    %483 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc624)
    %484 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%286 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc625)
    %485 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%483, %484 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc627)
    %486 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc628)
    %487 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%286 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc629)
    %488 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%487, %286 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc630)
    %489 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%486, %488 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc631)
    %490 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%485, %382 : tensor<32x64xf32>, tensor<f32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc632)
    %491 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%489, %385 : tensor<32x64xf32>, tensor<f32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc634)
    %492 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%490 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc636)
    %493 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%491 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc637)
    %494 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%493 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc638)
    %495 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%492, %494 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc639)
    %496 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%482, %495 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc640)
    %497 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc641)
    %498 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg29 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc642)
    %499 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_208 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc643)
    %500 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%498, %499 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc644)
    %501 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg50 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc645)
    %502 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_208 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc646)
    %503 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%502, %collapsed_208 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc647)
    %504 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%501, %503 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc648)
    %505 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel"]} ins(%500, %382 : tensor<32xf32>, tensor<f32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc649)
    %506 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel"]} ins(%504, %385 : tensor<32xf32>, tensor<f32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc651)
    %507 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%505 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc653)
    %508 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%506 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc654)
    %509 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%508 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc655)
    %510 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%507, %509 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc656)
    %511 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%497, %510 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc657)
    %512 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc658)
    %513 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg30 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc659)
    %514 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_171 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc660)
    %515 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%513, %514 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc661)
    %516 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg51 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc662)
    %517 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_171 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc663)
    %518 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%517, %collapsed_171 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc664)
    %519 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%516, %518 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc665)
    %520 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel"]} ins(%515, %382 : tensor<32xf32>, tensor<f32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc666)
    %521 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel"]} ins(%519, %385 : tensor<32xf32>, tensor<f32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc668)
    %522 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%520 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc670)
    %523 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%521 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc671)
    %524 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%523 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc672)
    %525 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%522, %524 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc673)
    %526 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%512, %525 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc674)
    %527 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc675)
    %528 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc676)
    %529 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%267 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc677)
    %530 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%528, %529 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc679)
    %531 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc680)
    %532 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%267 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc681)
    %533 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%532, %267 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc682)
    %534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%531, %533 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc683)
    %535 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%530, %382 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc684)
    %536 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%534, %385 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc686)
    %537 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%535 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc688)
    %538 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%536 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc689)
    %539 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%538 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc690)
    %540 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%537, %539 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc691)
    %541 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%527, %540 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc692)
    %542 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc693)
    %543 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc694)
    %544 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%264 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc695)
    %545 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%543, %544 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc697)
    %546 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc698)
    %547 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%264 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc699)
    %548 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%547, %264 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc700)
    %549 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%546, %548 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc701)
    %550 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%545, %382 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc702)
    %551 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%549, %385 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc704)
    %552 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%550 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc706)
    %553 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%551 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc707)
    %554 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%553 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc708)
    %555 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%552, %554 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc709)
    %556 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%542, %555 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc710)
    %557 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc711)
    %558 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc712)
    %559 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc713)
    %560 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%558, %559 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc715)
    %561 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg54 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc716)
    %562 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc717)
    %563 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%562, %262 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc718)
    %564 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%561, %563 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc719)
    %565 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%560, %382 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc720)
    %566 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%564, %385 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc722)
    %567 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%565 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc724)
    %568 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%566 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc725)
    %569 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%568 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc726)
    %570 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%567, %569 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc727)
    %571 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%557, %570 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc728)
    %572 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc729)
    %573 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc730)
    %574 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%240 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc731)
    %575 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%573, %574 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc733)
    %576 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc734)
    %577 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%240 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc735)
    %578 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%577, %240 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc736)
    %579 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%576, %578 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc737)
    %580 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%575, %382 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc738)
    %581 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%579, %385 : tensor<32x32xf32>, tensor<f32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc740)
    %582 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%580 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc742)
    %583 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%581 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc743)
    %584 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%583 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x32xf32> loc(#loc744)
    %585 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%582, %584 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc745)
    %586 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%572, %585 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x32xf32> loc(#loc746)
    %587 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc747)
    %588 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc748)
    %589 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%221 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc749)
    %590 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%588, %589 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc751)
    %591 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc752)
    %592 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%221 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc753)
    %593 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%592, %221 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc754)
    %594 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%591, %593 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc755)
    %595 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%590, %382 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc756)
    %596 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%594, %385 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc758)
    %597 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%595 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc760)
    %598 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%596 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc761)
    %599 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%598 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc762)
    %600 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%597, %599 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc763)
    %601 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%587, %600 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc764)
    %602 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc765)
    %603 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc766)
    %604 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%214 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc767)
    %605 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%603, %604 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc769)
    %606 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc770)
    %607 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%214 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc771)
    %608 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%607, %214 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc772)
    %609 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%606, %608 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc773)
    %610 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%605, %382 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc774)
    %611 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%609, %385 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc776)
    %612 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%610 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc778)
    %613 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%611 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc779)
    %614 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%613 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc780)
    %615 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%612, %614 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc781)
    %616 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%602, %615 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc782)
    %617 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc783)
    %618 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc784)
    %619 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%210 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc785)
    %620 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%618, %619 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc787)
    %621 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc788)
    %622 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%210 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc789)
    %623 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%622, %210 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc790)
    %624 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%621, %623 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc791)
    %625 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%620, %382 : tensor<32x64xf32>, tensor<f32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc792)
    %626 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%624, %385 : tensor<32x64xf32>, tensor<f32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc794)
    %627 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%625 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc796)
    %628 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%626 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc797)
    %629 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%628 : tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32x64xf32> loc(#loc798)
    %630 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%627, %629 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc799)
    %631 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%617, %630 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%81 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32x64xf32> loc(#loc800)
    %632 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg17 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc801)
    %633 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg38 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc802)
    %634 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_160 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc803)
    %635 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%633, %634 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc804)
    %636 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg59 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc805)
    %637 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_160 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc806)
    %638 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%637, %collapsed_160 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc807)
    %639 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%636, %638 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc808)
    %640 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel"]} ins(%635, %382 : tensor<32xf32>, tensor<f32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc809)
    %641 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel"]} ins(%639, %385 : tensor<32xf32>, tensor<f32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc811)
    %642 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%640 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc813)
    %643 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%641 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc814)
    %644 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%643 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc815)
    %645 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%642, %644 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc816)
    %646 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%632, %645 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc817)
    %647 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg18 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc818)
    %648 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg39 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc819)
    %649 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_123 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc820)
    %650 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%648, %649 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc821)
    %651 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg60 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc822)
    %652 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_123 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc823)
    %653 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%652, %collapsed_123 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc824)
    %654 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%651, %653 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc825)
    %655 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel"]} ins(%650, %382 : tensor<32xf32>, tensor<f32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc826)
    %656 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel"]} ins(%654, %385 : tensor<32xf32>, tensor<f32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc828)
    %657 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%655 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc830)
    %658 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%656 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc831)
    %659 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%658 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc832)
    %660 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%657, %659 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc833)
    %661 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%647, %660 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc834)
    %662 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg19 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc835)
    %663 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg40 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc836)
    %664 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_112 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc837)
    %665 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%663, %664 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc838)
    %666 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg61 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc839)
    %667 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_112 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc840)
    %668 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%667, %collapsed_112 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc841)
    %669 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%666, %668 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc842)
    %670 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel"]} ins(%665, %382 : tensor<32xf32>, tensor<f32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc843)
    %671 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel"]} ins(%669, %385 : tensor<32xf32>, tensor<f32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc845)
    %672 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%670 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc847)
    %673 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%671 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc848)
    %674 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%673 : tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<32xf32> loc(#loc849)
    %675 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%672, %674 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc850)
    %676 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%662, %675 : tensor<32xf32>, tensor<32xf32>) outs(%149 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<32xf32> loc(#loc851)
    %677 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_5 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc852)
    %678 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_6 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc853)
    %679 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_7 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc854)
    %680 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%678, %679 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc856)
    %681 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_8 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc857)
    %682 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_9 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc858)
    %683 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%682, %191 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.mulf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc859)
    %684 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%681, %683 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.addf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc860)
    %685 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%680, %382 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc861)
    %686 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%684, %385 : tensor<64x32xf32>, tensor<f32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc863)
    %687 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%685 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_10 : f64 to f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc865)
    %688 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%686 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = math.sqrt %in : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc866)
    %689 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%688 : tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %692 = arith.truncf %cst_11 : f64 to f32
      %693 = arith.addf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<64x32xf32> loc(#loc867)
    %690 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%687, %689 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.divf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc868)
    %691 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%677, %690 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%89 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_215: f32, %out: f32):
      %692 = arith.subf %in, %in_215 : f32
      linalg.yield %692 : f32
    } -> tensor<64x32xf32> loc(#loc869)
    return {memopt.phase = "optimizer"} %172, %391, %406, %421, %436, %451, %466, %481, %496, %511, %526, %541, %556, %571, %586, %601, %616, %631, %646, %661, %676, %691, %376, %395, %410, %425, %440, %455, %470, %485, %500, %515, %530, %545, %560, %575, %590, %605, %620, %635, %650, %665, %680, %380, %399, %414, %429, %444, %459, %474, %489, %504, %519, %534, %549, %564, %579, %594, %609, %624, %639, %654, %669, %684 : tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32> loc(#loc869)
  } loc(#loc1)
} loc(#loc)

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
