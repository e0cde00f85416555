#loc1 = loc("forward/-/embedding":54:0)
#loc2 = loc("backward/-/scatter":295:0)
#loc3 = loc("forward/0/add":57:0)
#loc4 = loc("forward/0/mul_2":79:0)
#loc5 = loc("forward/0/mul_3":83:0)
#loc6 = loc("optimizer/-/mul_92":612:0)
#loc7 = loc("optimizer/0/mul_93":613:0)
#loc8 = loc("optimizer/-/mul_94":615:0)
#loc9 = loc("optimizer/0/mul_95":616:0)
#loc10 = loc("optimizer/-/mul_97":625:0)
#loc11 = loc("optimizer/0/mul_98":626:0)
#loc12 = loc("optimizer/0/add_32":628:0)
#loc13 = loc("forward/0/logical_and":113:0)
#loc14 = loc("forward/0/where":116:0)
#loc15 = loc("forward/-/where_3":282:0)
#loc16 = loc("backward/-/div_1":289:0)
#loc17 = loc("backward/-/clamp":607:0)
#loc18 = loc("forward/-/ne":273:0)
#loc19 = loc("backward/-/pow_6":320:0)
#loc20 = loc("backward/0/index_put":611:0)
#loc21 = loc("backward/1/sub_5":349:0)
#loc22 = loc("forward/-/where_2":275:0)
#loc23 = loc("forward/0/pow_1":55:0)
#loc24 = loc("forward/0/mean":56:0)
#loc25 = loc("forward/0/rsqrt":58:0)
#loc26 = loc("forward/0/mul":59:0)
#loc27 = loc("forward/0/mul_1":60:0)
#loc28 = loc("forward/0/permute":61:0)
#loc34 = loc("forward/0/permute_1":70:0)
#loc36 = loc("forward/0/permute_2":72:0)
#loc39 = loc("forward/0/getitem_3":76:0)
#loc40 = loc("forward/0/neg":80:0)
#loc41 = loc("forward/0/cat":81:0)
#loc42 = loc("forward/0/add_1":84:0)
#loc43 = loc("forward/0/getitem_5":86:0)
#loc44 = loc("forward/0/mul_4":89:0)
#loc45 = loc("forward/0/neg_1":90:0)
#loc46 = loc("forward/0/cat_1":91:0)
#loc47 = loc("forward/0/mul_5":93:0)
#loc48 = loc("forward/0/add_2":94:0)
#loc53 = loc("forward/0/view_7":103:0)
#loc54 = loc("forward/0/mul_6":104:0)
#loc55 = loc("forward/0/arange":107:0)
#loc56 = loc("forward/0/unsqueeze":108:0)
#loc57 = loc("forward/0/unsqueeze_1":110:0)
#loc58 = loc("forward/0/sub":111:0)
#loc59 = loc("forward/0/le":112:0)
#loc60 = loc("forward/0/bitwise_not":114:0)
#loc61 = loc("forward/0/_softmax":117:0)
#loc67 = loc("forward/0/permute_6":128:0)
#loc70 = loc("forward/0/view_13":131:0)
#loc71 = loc("forward/0/add_3":132:0)
#loc72 = loc("forward/0/pow_2":133:0)
#loc73 = loc("forward/0/mean_1":134:0)
#loc74 = loc("forward/0/add_4":135:0)
#loc75 = loc("forward/0/rsqrt_1":136:0)
#loc76 = loc("forward/0/mul_7":137:0)
#loc77 = loc("forward/0/mul_8":138:0)
#loc78 = loc("forward/0/permute_7":139:0)
#loc81 = loc("forward/0/view_15":142:0)
#loc82 = loc("forward/0/sigmoid":143:0)
#loc83 = loc("forward/0/mul_9":144:0)
#loc84 = loc("forward/0/permute_8":145:0)
#loc86 = loc("forward/0/view_17":148:0)
#loc87 = loc("forward/0/mul_10":149:0)
#loc88 = loc("forward/0/permute_9":150:0)
#loc91 = loc("forward/0/view_19":153:0)
#loc92 = loc("forward/0/add_5":154:0)
#loc93 = loc("forward/1/pow_3":155:0)
#loc94 = loc("forward/1/mean_2":156:0)
#loc95 = loc("forward/1/add_6":157:0)
#loc96 = loc("forward/1/rsqrt_2":158:0)
#loc97 = loc("forward/1/mul_11":159:0)
#loc98 = loc("forward/1/mul_12":160:0)
#loc99 = loc("forward/1/permute_10":161:0)
#loc105 = loc("forward/1/permute_11":170:0)
#loc107 = loc("forward/1/permute_12":172:0)
#loc110 = loc("forward/1/getitem_10":176:0)
#loc111 = loc("forward/1/mul_13":179:0)
#loc112 = loc("forward/1/neg_2":180:0)
#loc113 = loc("forward/1/cat_2":181:0)
#loc114 = loc("forward/1/mul_14":183:0)
#loc115 = loc("forward/1/add_7":184:0)
#loc116 = loc("forward/1/getitem_12":186:0)
#loc117 = loc("forward/1/mul_15":189:0)
#loc118 = loc("forward/1/neg_3":190:0)
#loc119 = loc("forward/1/cat_3":191:0)
#loc120 = loc("forward/1/mul_16":193:0)
#loc121 = loc("forward/1/add_8":194:0)
#loc126 = loc("forward/1/view_27":203:0)
#loc127 = loc("forward/1/mul_17":204:0)
#loc128 = loc("forward/1/where_1":216:0)
#loc130 = loc("forward/1/_softmax_1":217:0)
#loc136 = loc("forward/1/permute_16":228:0)
#loc139 = loc("forward/1/view_33":231:0)
#loc140 = loc("forward/1/add_9":232:0)
#loc141 = loc("forward/1/pow_4":233:0)
#loc142 = loc("forward/1/mean_3":234:0)
#loc143 = loc("forward/1/add_10":235:0)
#loc144 = loc("forward/1/rsqrt_3":236:0)
#loc145 = loc("forward/1/mul_18":237:0)
#loc146 = loc("forward/1/mul_19":238:0)
#loc147 = loc("forward/1/permute_17":239:0)
#loc150 = loc("forward/1/view_35":242:0)
#loc151 = loc("forward/1/sigmoid_1":243:0)
#loc152 = loc("forward/1/mul_20":244:0)
#loc153 = loc("forward/1/permute_18":245:0)
#loc155 = loc("forward/1/view_37":248:0)
#loc156 = loc("forward/1/mul_21":249:0)
#loc157 = loc("forward/1/permute_19":250:0)
#loc160 = loc("forward/1/view_39":253:0)
#loc161 = loc("forward/1/add_11":254:0)
#loc162 = loc("forward/-/pow_5":255:0)
#loc163 = loc("forward/-/mean_4":256:0)
#loc164 = loc("forward/-/add_12":257:0)
#loc165 = loc("forward/-/rsqrt_4":258:0)
#loc166 = loc("forward/-/mul_22":259:0)
#loc167 = loc("forward/-/mul_23":260:0)
#loc168 = loc("forward/-/permute_20":261:0)
#loc171 = loc("forward/-/view_43":266:0)
#loc172 = loc("forward/-/amax":267:0)
#loc174 = loc("forward/-/sub_2":268:0)
#loc175 = loc("forward/-/exp":269:0)
#loc176 = loc("forward/-/sum_1":270:0)
#loc177 = loc("forward/-/log":271:0)
#loc178 = loc("forward/-/sub_3":272:0)
#loc179 = loc("forward/-/unsqueeze_4":276:0)
#loc180 = loc("forward/-/gather":277:0)
#loc181 = loc("forward/-/squeeze":278:0)
#loc182 = loc("forward/-/neg_4":279:0)
#loc184 = loc("forward/-/sum_2":284:0)
#loc186 = loc("forward/-/convert_element_type":285:0)
#loc187 = loc("forward/-/sum_3":286:0)
#loc188 = loc("forward/-/div":287:0)
#loc189 = loc("backward/-/unsqueeze_5":290:0)
#loc190 = loc("backward/-/ne_3":291:0)
#loc191 = loc("backward/-/where_4":293:0)
#loc192 = loc("backward/-/where_5":298:0)
#loc194 = loc("backward/-/mul_24":299:0)
#loc195 = loc("backward/-/exp_1":300:0)
#loc196 = loc("backward/-/sum_4":301:0)
#loc197 = loc("backward/-/mul_25":302:0)
#loc198 = loc("backward/-/sub_4":303:0)
#loc202 = loc("backward/-/view_46":311:0)
#loc203 = loc("backward/-/mul_26":313:0)
#loc204 = loc("backward/-/mul_27":314:0)
#loc205 = loc("backward/-/sum_5":315:0)
#loc206 = loc("backward/-/view_47":316:0)
#loc207 = loc("backward/1/mul_28":317:0)
#loc208 = loc("backward/-/mul_29":318:0)
#loc209 = loc("backward/1/sum_6":319:0)
#loc210 = loc("backward/1/mul_30":321:0)
#loc211 = loc("backward/1/mul_31":322:0)
#loc212 = loc("backward/1/expand_8":323:0)
#loc213 = loc("backward/1/div_2":324:0)
#loc214 = loc("backward/1/pow_7":325:0)
#loc215 = loc("backward/1/mul_32":326:0)
#loc216 = loc("backward/1/mul_33":327:0)
#loc217 = loc("backward/1/add_13":328:0)
#loc222 = loc("backward/1/view_49":335:0)
#loc223 = loc("backward/1/mul_34":337:0)
#loc224 = loc("backward/1/mul_35":338:0)
#loc229 = loc("backward/1/view_51":345:0)
#loc230 = loc("backward/1/mul_36":347:0)
#loc231 = loc("backward/1/mul_37":348:0)
#loc232 = loc("backward/1/mul_38":350:0)
#loc233 = loc("backward/1/mul_39":351:0)
#loc234 = loc("backward/1/add_14":352:0)
#loc239 = loc("backward/1/view_53":359:0)
#loc240 = loc("backward/1/add_15":360:0)
#loc241 = loc("backward/1/mul_40":362:0)
#loc242 = loc("backward/1/mul_41":363:0)
#loc243 = loc("backward/1/sum_7":364:0)
#loc244 = loc("backward/1/view_54":365:0)
#loc245 = loc("backward/1/mul_42":366:0)
#loc246 = loc("backward/1/mul_43":367:0)
#loc247 = loc("backward/1/sum_8":368:0)
#loc248 = loc("backward/1/add_16":369:0)
#loc249 = loc("backward/1/pow_8":370:0)
#loc250 = loc("backward/1/mul_44":371:0)
#loc251 = loc("backward/1/mul_45":372:0)
#loc252 = loc("backward/1/expand_9":373:0)
#loc253 = loc("backward/1/div_3":374:0)
#loc254 = loc("backward/1/pow_9":375:0)
#loc255 = loc("backward/1/mul_46":376:0)
#loc256 = loc("backward/1/mul_47":377:0)
#loc257 = loc("backward/1/add_17":378:0)
#loc270 = loc("backward/1/view_60":396:0)
#loc271 = loc("backward/1/mul_48":397:0)
#loc272 = loc("backward/1/sum_9":398:0)
#loc273 = loc("backward/1/mul_49":399:0)
#loc274 = loc("backward/1/sub_6":400:0)
#loc275 = loc("backward/1/where_6":402:0)
#loc276 = loc("backward/1/mul_50":403:0)
#loc283 = loc("backward/1/view_63":410:0)
#loc284 = loc("backward/1/permute_46":411:0)
#loc285 = loc("backward/1/mul_51":413:0)
#loc286 = loc("backward/1/slice_1":414:0)
#loc288 = loc("backward/1/neg_5":416:0)
#loc289 = loc("backward/1/mul_52":418:0)
#loc290 = loc("backward/1/cat_4":419:0)
#loc291 = loc("backward/1/add_18":420:0)
#loc292 = loc("backward/1/mul_53":422:0)
#loc293 = loc("backward/1/slice_3":423:0)
#loc295 = loc("backward/1/neg_6":425:0)
#loc296 = loc("backward/1/mul_54":427:0)
#loc297 = loc("backward/1/cat_5":428:0)
#loc298 = loc("backward/1/add_19":429:0)
#loc310 = loc("backward/1/view_68":445:0)
#loc311 = loc("backward/1/mul_55":447:0)
#loc312 = loc("backward/1/mul_56":448:0)
#loc313 = loc("backward/1/sum_10":449:0)
#loc314 = loc("backward/1/view_69":450:0)
#loc315 = loc("backward/0/mul_57":451:0)
#loc316 = loc("backward/1/mul_58":452:0)
#loc317 = loc("backward/0/sum_11":453:0)
#loc318 = loc("backward/1/add_20":454:0)
#loc319 = loc("backward/1/pow_10":455:0)
#loc320 = loc("backward/0/mul_59":456:0)
#loc321 = loc("backward/0/mul_60":457:0)
#loc322 = loc("backward/0/expand_10":458:0)
#loc323 = loc("backward/0/div_4":459:0)
#loc324 = loc("backward/0/pow_11":460:0)
#loc325 = loc("backward/0/mul_61":461:0)
#loc326 = loc("backward/0/mul_62":462:0)
#loc327 = loc("backward/0/add_21":463:0)
#loc332 = loc("backward/0/view_71":470:0)
#loc333 = loc("backward/0/mul_63":472:0)
#loc334 = loc("backward/0/mul_64":473:0)
#loc339 = loc("backward/0/view_73":480:0)
#loc340 = loc("backward/0/mul_65":482:0)
#loc341 = loc("backward/0/mul_66":483:0)
#loc342 = loc("backward/0/sub_7":484:0)
#loc343 = loc("backward/0/mul_67":485:0)
#loc344 = loc("backward/0/mul_68":486:0)
#loc345 = loc("backward/0/add_22":487:0)
#loc350 = loc("backward/0/view_75":494:0)
#loc351 = loc("backward/0/add_23":495:0)
#loc352 = loc("backward/0/mul_69":497:0)
#loc353 = loc("backward/0/mul_70":498:0)
#loc354 = loc("backward/0/sum_12":499:0)
#loc355 = loc("backward/0/view_76":500:0)
#loc356 = loc("backward/0/mul_71":501:0)
#loc357 = loc("backward/0/mul_72":502:0)
#loc358 = loc("backward/0/sum_13":503:0)
#loc359 = loc("backward/0/add_24":504:0)
#loc360 = loc("backward/0/pow_12":505:0)
#loc361 = loc("backward/0/mul_73":506:0)
#loc362 = loc("backward/0/mul_74":507:0)
#loc363 = loc("backward/0/expand_11":508:0)
#loc364 = loc("backward/0/div_5":509:0)
#loc365 = loc("backward/0/pow_13":510:0)
#loc366 = loc("backward/0/mul_75":511:0)
#loc367 = loc("backward/0/mul_76":512:0)
#loc368 = loc("backward/0/add_25":513:0)
#loc381 = loc("backward/0/view_82":531:0)
#loc382 = loc("backward/0/mul_77":532:0)
#loc383 = loc("backward/0/sum_14":533:0)
#loc384 = loc("backward/0/mul_78":534:0)
#loc385 = loc("backward/0/sub_8":535:0)
#loc386 = loc("backward/0/where_7":537:0)
#loc387 = loc("backward/0/mul_79":538:0)
#loc394 = loc("backward/0/view_85":545:0)
#loc395 = loc("backward/0/permute_75":546:0)
#loc396 = loc("backward/0/mul_80":548:0)
#loc397 = loc("backward/0/slice_5":549:0)
#loc399 = loc("backward/0/neg_7":551:0)
#loc400 = loc("backward/0/mul_81":553:0)
#loc401 = loc("backward/0/cat_7":554:0)
#loc402 = loc("backward/0/add_26":555:0)
#loc403 = loc("backward/0/mul_82":557:0)
#loc404 = loc("backward/0/slice_7":558:0)
#loc406 = loc("backward/0/neg_8":560:0)
#loc407 = loc("backward/0/mul_83":562:0)
#loc408 = loc("backward/0/cat_8":563:0)
#loc409 = loc("backward/0/add_27":564:0)
#loc421 = loc("backward/0/view_90":580:0)
#loc422 = loc("backward/0/mul_84":582:0)
#loc423 = loc("backward/0/mul_85":583:0)
#loc424 = loc("backward/0/sum_15":584:0)
#loc425 = loc("backward/0/view_91":585:0)
#loc426 = loc("backward/0/mul_86":586:0)
#loc427 = loc("backward/0/mul_87":587:0)
#loc428 = loc("backward/0/sum_16":588:0)
#loc429 = loc("backward/0/add_28":589:0)
#loc430 = loc("backward/0/pow_14":590:0)
#loc431 = loc("backward/0/mul_88":591:0)
#loc432 = loc("backward/0/mul_89":592:0)
#loc433 = loc("backward/0/expand_12":593:0)
#loc434 = loc("backward/0/div_6":594:0)
#loc435 = loc("backward/-/pow_15":595:0)
#loc436 = loc("backward/-/mul_90":596:0)
#loc437 = loc("backward/0/mul_91":597:0)
#loc438 = loc("backward/0/add_29":598:0)
#loc439 = loc("backward/-/ge":599:0)
#loc440 = loc("backward/-/lt":600:0)
#loc441 = loc("backward/-/bitwise_and":601:0)
#loc442 = loc("backward/-/ne_5":602:0)
#loc443 = loc("backward/-/bitwise_and_1":603:0)
#loc444 = loc("backward/-/unsqueeze_6":604:0)
#loc445 = loc("backward/-/bitwise_not_2":608:0)
#loc446 = loc("backward/0/where_8":610:0)
#loc449 = loc("optimizer/0/add_30":614:0)
#loc450 = loc("optimizer/0/mul_96":617:0)
#loc451 = loc("optimizer/0/add_31":618:0)
#loc452 = loc("optimizer/-/pow_16":619:0)
#loc453 = loc("optimizer/-/sub_9":620:0)
#loc454 = loc("optimizer/0/div_7":621:0)
#loc455 = loc("optimizer/-/pow_17":622:0)
#loc456 = loc("optimizer/-/sub_10":623:0)
#loc457 = loc("optimizer/0/div_8":624:0)
#loc458 = loc("optimizer/0/sqrt":627:0)
#loc459 = loc("optimizer/0/div_9":629:0)
#loc460 = loc("optimizer/0/sub_11":630:0)
#loc461 = loc("optimizer/0/mul_99":631:0)
#loc462 = loc("optimizer/0/mul_100":632:0)
#loc463 = loc("optimizer/0/add_33":633:0)
#loc464 = loc("optimizer/0/mul_101":634:0)
#loc465 = loc("optimizer/0/mul_102":635:0)
#loc466 = loc("optimizer/0/mul_103":636:0)
#loc467 = loc("optimizer/0/add_34":637:0)
#loc468 = loc("optimizer/0/div_10":640:0)
#loc470 = loc("optimizer/0/div_11":643:0)
#loc472 = loc("optimizer/0/mul_104":644:0)
#loc473 = loc("optimizer/0/mul_105":645:0)
#loc474 = loc("optimizer/0/sqrt_1":646:0)
#loc475 = loc("optimizer/0/add_35":647:0)
#loc476 = loc("optimizer/0/div_12":648:0)
#loc477 = loc("optimizer/0/sub_14":649:0)
#loc478 = loc("optimizer/0/mul_106":650:0)
#loc479 = loc("optimizer/0/mul_107":651:0)
#loc481 = loc("optimizer/0/add_36":652:0)
#loc482 = loc("optimizer/0/mul_108":653:0)
#loc483 = loc("optimizer/0/mul_109":654:0)
#loc484 = loc("optimizer/0/mul_110":655:0)
#loc485 = loc("optimizer/0/add_37":656:0)
#loc486 = loc("optimizer/0/div_13":659:0)
#loc488 = loc("optimizer/0/div_14":662:0)
#loc490 = loc("optimizer/0/mul_111":663:0)
#loc491 = loc("optimizer/0/mul_112":664:0)
#loc492 = loc("optimizer/0/sqrt_2":665:0)
#loc493 = loc("optimizer/0/add_38":666:0)
#loc494 = loc("optimizer/0/div_15":667:0)
#loc495 = loc("optimizer/0/sub_17":668:0)
#loc496 = loc("optimizer/0/mul_113":669:0)
#loc497 = loc("optimizer/0/mul_114":670:0)
#loc499 = loc("optimizer/0/add_39":671:0)
#loc500 = loc("optimizer/0/mul_115":672:0)
#loc501 = loc("optimizer/0/mul_116":673:0)
#loc502 = loc("optimizer/0/mul_117":674:0)
#loc503 = loc("optimizer/0/add_40":675:0)
#loc504 = loc("optimizer/0/div_16":678:0)
#loc506 = loc("optimizer/0/div_17":681:0)
#loc508 = loc("optimizer/0/mul_118":682:0)
#loc509 = loc("optimizer/0/mul_119":683:0)
#loc510 = loc("optimizer/0/sqrt_3":684:0)
#loc511 = loc("optimizer/0/add_41":685:0)
#loc512 = loc("optimizer/0/div_18":686:0)
#loc513 = loc("optimizer/0/sub_20":687:0)
#loc514 = loc("optimizer/0/mul_120":688:0)
#loc515 = loc("optimizer/0/mul_121":689:0)
#loc516 = loc("optimizer/0/add_42":690:0)
#loc517 = loc("optimizer/0/mul_122":691:0)
#loc518 = loc("optimizer/0/mul_123":692:0)
#loc519 = loc("optimizer/0/mul_124":693:0)
#loc520 = loc("optimizer/0/add_43":694:0)
#loc521 = loc("optimizer/0/div_19":697:0)
#loc523 = loc("optimizer/0/div_20":700:0)
#loc525 = loc("optimizer/0/mul_125":701:0)
#loc526 = loc("optimizer/0/mul_126":702:0)
#loc527 = loc("optimizer/0/sqrt_4":703:0)
#loc528 = loc("optimizer/0/add_44":704:0)
#loc529 = loc("optimizer/0/div_21":705:0)
#loc530 = loc("optimizer/0/sub_23":706:0)
#loc531 = loc("optimizer/0/mul_127":707:0)
#loc532 = loc("optimizer/0/mul_128":708:0)
#loc534 = loc("optimizer/0/add_45":709:0)
#loc535 = loc("optimizer/0/mul_129":710:0)
#loc536 = loc("optimizer/0/mul_130":711:0)
#loc537 = loc("optimizer/0/mul_131":712:0)
#loc538 = loc("optimizer/0/add_46":713:0)
#loc539 = loc("optimizer/0/div_22":716:0)
#loc541 = loc("optimizer/0/div_23":719:0)
#loc543 = loc("optimizer/0/mul_132":720:0)
#loc544 = loc("optimizer/0/mul_133":721:0)
#loc545 = loc("optimizer/0/sqrt_5":722:0)
#loc546 = loc("optimizer/0/add_47":723:0)
#loc547 = loc("optimizer/0/div_24":724:0)
#loc548 = loc("optimizer/0/sub_26":725:0)
#loc549 = loc("optimizer/0/mul_134":726:0)
#loc550 = loc("optimizer/0/mul_135":727:0)
#loc552 = loc("optimizer/0/add_48":728:0)
#loc553 = loc("optimizer/0/mul_136":729:0)
#loc554 = loc("optimizer/0/mul_137":730:0)
#loc555 = loc("optimizer/0/mul_138":731:0)
#loc556 = loc("optimizer/0/add_49":732:0)
#loc557 = loc("optimizer/0/div_25":735:0)
#loc559 = loc("optimizer/0/div_26":738:0)
#loc561 = loc("optimizer/0/mul_139":739:0)
#loc562 = loc("optimizer/0/mul_140":740:0)
#loc563 = loc("optimizer/0/sqrt_6":741:0)
#loc564 = loc("optimizer/0/add_50":742:0)
#loc565 = loc("optimizer/0/div_27":743:0)
#loc566 = loc("optimizer/0/sub_29":744:0)
#loc567 = loc("optimizer/0/mul_141":745:0)
#loc568 = loc("optimizer/0/mul_142":746:0)
#loc570 = loc("optimizer/0/add_51":747:0)
#loc571 = loc("optimizer/0/mul_143":748:0)
#loc572 = loc("optimizer/0/mul_144":749:0)
#loc573 = loc("optimizer/0/mul_145":750:0)
#loc574 = loc("optimizer/0/add_52":751:0)
#loc575 = loc("optimizer/0/div_28":754:0)
#loc577 = loc("optimizer/0/div_29":757:0)
#loc579 = loc("optimizer/0/mul_146":758:0)
#loc580 = loc("optimizer/0/mul_147":759:0)
#loc581 = loc("optimizer/0/sqrt_7":760:0)
#loc582 = loc("optimizer/0/add_53":761:0)
#loc583 = loc("optimizer/0/div_30":762:0)
#loc584 = loc("optimizer/0/sub_32":763:0)
#loc585 = loc("optimizer/1/mul_148":764:0)
#loc586 = loc("optimizer/1/mul_149":765:0)
#loc587 = loc("optimizer/1/add_54":766:0)
#loc588 = loc("optimizer/1/mul_150":767:0)
#loc589 = loc("optimizer/1/mul_151":768:0)
#loc590 = loc("optimizer/1/mul_152":769:0)
#loc591 = loc("optimizer/1/add_55":770:0)
#loc592 = loc("optimizer/1/div_31":773:0)
#loc594 = loc("optimizer/1/div_32":776:0)
#loc596 = loc("optimizer/1/mul_153":777:0)
#loc597 = loc("optimizer/1/mul_154":778:0)
#loc598 = loc("optimizer/1/sqrt_8":779:0)
#loc599 = loc("optimizer/1/add_56":780:0)
#loc600 = loc("optimizer/1/div_33":781:0)
#loc601 = loc("optimizer/1/sub_35":782:0)
#loc602 = loc("optimizer/1/mul_155":783:0)
#loc603 = loc("optimizer/1/mul_156":784:0)
#loc605 = loc("optimizer/1/add_57":785:0)
#loc606 = loc("optimizer/1/mul_157":786:0)
#loc607 = loc("optimizer/1/mul_158":787:0)
#loc608 = loc("optimizer/1/mul_159":788:0)
#loc609 = loc("optimizer/1/add_58":789:0)
#loc610 = loc("optimizer/1/div_34":792:0)
#loc612 = loc("optimizer/1/div_35":795:0)
#loc614 = loc("optimizer/1/mul_160":796:0)
#loc615 = loc("optimizer/1/mul_161":797:0)
#loc616 = loc("optimizer/1/sqrt_9":798:0)
#loc617 = loc("optimizer/1/add_59":799:0)
#loc618 = loc("optimizer/1/div_36":800:0)
#loc619 = loc("optimizer/1/sub_38":801:0)
#loc620 = loc("optimizer/1/mul_162":802:0)
#loc621 = loc("optimizer/1/mul_163":803:0)
#loc623 = loc("optimizer/1/add_60":804:0)
#loc624 = loc("optimizer/1/mul_164":805:0)
#loc625 = loc("optimizer/1/mul_165":806:0)
#loc626 = loc("optimizer/1/mul_166":807:0)
#loc627 = loc("optimizer/1/add_61":808:0)
#loc628 = loc("optimizer/1/div_37":811:0)
#loc630 = loc("optimizer/1/div_38":814:0)
#loc632 = loc("optimizer/1/mul_167":815:0)
#loc633 = loc("optimizer/1/mul_168":816:0)
#loc634 = loc("optimizer/1/sqrt_10":817:0)
#loc635 = loc("optimizer/1/add_62":818:0)
#loc636 = loc("optimizer/1/div_39":819:0)
#loc637 = loc("optimizer/1/sub_41":820:0)
#loc638 = loc("optimizer/1/mul_169":821:0)
#loc639 = loc("optimizer/1/mul_170":822:0)
#loc640 = loc("optimizer/1/add_63":823:0)
#loc641 = loc("optimizer/1/mul_171":824:0)
#loc642 = loc("optimizer/1/mul_172":825:0)
#loc643 = loc("optimizer/1/mul_173":826:0)
#loc644 = loc("optimizer/1/add_64":827:0)
#loc645 = loc("optimizer/1/div_40":830:0)
#loc647 = loc("optimizer/1/div_41":833:0)
#loc649 = loc("optimizer/1/mul_174":834:0)
#loc650 = loc("optimizer/1/mul_175":835:0)
#loc651 = loc("optimizer/1/sqrt_11":836:0)
#loc652 = loc("optimizer/1/add_65":837:0)
#loc653 = loc("optimizer/1/div_42":838:0)
#loc654 = loc("optimizer/1/sub_44":839:0)
#loc655 = loc("optimizer/1/mul_176":840:0)
#loc656 = loc("optimizer/1/mul_177":841:0)
#loc658 = loc("optimizer/1/add_66":842:0)
#loc659 = loc("optimizer/1/mul_178":843:0)
#loc660 = loc("optimizer/1/mul_179":844:0)
#loc661 = loc("optimizer/1/mul_180":845:0)
#loc662 = loc("optimizer/1/add_67":846:0)
#loc663 = loc("optimizer/1/div_43":849:0)
#loc665 = loc("optimizer/1/div_44":852:0)
#loc667 = loc("optimizer/1/mul_181":853:0)
#loc668 = loc("optimizer/1/mul_182":854:0)
#loc669 = loc("optimizer/1/sqrt_12":855:0)
#loc670 = loc("optimizer/1/add_68":856:0)
#loc671 = loc("optimizer/1/div_45":857:0)
#loc672 = loc("optimizer/1/sub_47":858:0)
#loc673 = loc("optimizer/1/mul_183":859:0)
#loc674 = loc("optimizer/1/mul_184":860:0)
#loc676 = loc("optimizer/1/add_69":861:0)
#loc677 = loc("optimizer/1/mul_185":862:0)
#loc678 = loc("optimizer/1/mul_186":863:0)
#loc679 = loc("optimizer/1/mul_187":864:0)
#loc680 = loc("optimizer/1/add_70":865:0)
#loc681 = loc("optimizer/1/div_46":868:0)
#loc683 = loc("optimizer/1/div_47":871:0)
#loc685 = loc("optimizer/1/mul_188":872:0)
#loc686 = loc("optimizer/1/mul_189":873:0)
#loc687 = loc("optimizer/1/sqrt_13":874:0)
#loc688 = loc("optimizer/1/add_71":875:0)
#loc689 = loc("optimizer/1/div_48":876:0)
#loc690 = loc("optimizer/1/sub_50":877:0)
#loc691 = loc("optimizer/1/mul_190":878:0)
#loc692 = loc("optimizer/1/mul_191":879:0)
#loc694 = loc("optimizer/1/add_72":880:0)
#loc695 = loc("optimizer/1/mul_192":881:0)
#loc696 = loc("optimizer/1/mul_193":882:0)
#loc697 = loc("optimizer/1/mul_194":883:0)
#loc698 = loc("optimizer/1/add_73":884:0)
#loc699 = loc("optimizer/1/div_49":887:0)
#loc701 = loc("optimizer/1/div_50":890:0)
#loc703 = loc("optimizer/1/mul_195":891:0)
#loc704 = loc("optimizer/1/mul_196":892:0)
#loc705 = loc("optimizer/1/sqrt_14":893:0)
#loc706 = loc("optimizer/1/add_74":894:0)
#loc707 = loc("optimizer/1/div_51":895:0)
#loc708 = loc("optimizer/1/sub_53":896:0)
#loc709 = loc("optimizer/-/mul_197":897:0)
#loc710 = loc("optimizer/-/mul_198":898:0)
#loc711 = loc("optimizer/-/add_75":899:0)
#loc712 = loc("optimizer/-/mul_199":900:0)
#loc713 = loc("optimizer/-/mul_200":901:0)
#loc714 = loc("optimizer/-/mul_201":902:0)
#loc715 = loc("optimizer/-/add_76":903:0)
#loc716 = loc("optimizer/-/div_52":906:0)
#loc718 = loc("optimizer/-/div_53":909:0)
#loc720 = loc("optimizer/-/mul_202":910:0)
#loc721 = loc("optimizer/-/mul_203":911:0)
#loc722 = loc("optimizer/-/sqrt_15":912:0)
#loc723 = loc("optimizer/-/add_77":913:0)
#loc724 = loc("optimizer/-/div_54":914:0)
#loc725 = loc("optimizer/-/sub_56":915:0)
#loc726 = loc("optimizer/-/mul_204":916:0)
#loc727 = loc("optimizer/-/mul_205":917:0)
#loc729 = loc("optimizer/-/add_78":918:0)
#loc730 = loc("optimizer/-/mul_206":919:0)
#loc731 = loc("optimizer/-/mul_207":920:0)
#loc732 = loc("optimizer/-/mul_208":921:0)
#loc733 = loc("optimizer/-/add_79":922:0)
#loc734 = loc("optimizer/-/div_55":925:0)
#loc736 = loc("optimizer/-/div_56":928:0)
#loc738 = loc("optimizer/-/mul_209":929:0)
#loc739 = loc("optimizer/-/mul_210":930:0)
#loc740 = loc("optimizer/-/sqrt_16":931:0)
#loc741 = loc("optimizer/-/add_80":932:0)
#loc742 = loc("optimizer/-/div_57":933:0)
#loc743 = loc("optimizer/-/sub_59":934:0)
#loc = loc(unknown)
#loc29 = loc("forward/0/view":62:0)
#loc30 = loc("forward/0/mm":63:0)
#loc31 = loc("forward/0/view_1":64:0)
#loc32 = loc("forward/0/getitem":66:0)
#loc33 = loc("forward/0/view_2":69:0)
#loc35 = loc("forward/0/view_3":71:0)
#loc37 = loc("forward/0/view_4":73:0)
#loc38 = loc("forward/0/permute_3":74:0)
#loc49 = loc("forward/0/permute_4":95:0)
#loc50 = loc("forward/0/view_5":98:0)
#loc51 = loc("forward/0/view_6":101:0)
#loc52 = loc("forward/0/bmm":102:0)
#loc62 = loc("forward/0/view_8":119:0)
#loc63 = loc("forward/0/view_9":122:0)
#loc64 = loc("forward/0/bmm_1":123:0)
#loc65 = loc("forward/0/view_10":124:0)
#loc66 = loc("forward/0/permute_5":125:0)
#loc68 = loc("forward/0/view_12":129:0)
#loc69 = loc("forward/0/mm_1":130:0)
#loc79 = loc("forward/0/view_14":140:0)
#loc80 = loc("forward/0/mm_2":141:0)
#loc85 = loc("forward/0/mm_3":147:0)
#loc89 = loc("forward/0/view_18":151:0)
#loc90 = loc("forward/0/mm_4":152:0)
#loc100 = loc("forward/1/view_20":162:0)
#loc101 = loc("forward/1/mm_5":163:0)
#loc102 = loc("forward/1/view_21":164:0)
#loc103 = loc("forward/1/getitem_7":166:0)
#loc104 = loc("forward/1/view_22":169:0)
#loc106 = loc("forward/1/view_23":171:0)
#loc108 = loc("forward/1/view_24":173:0)
#loc109 = loc("forward/1/permute_13":174:0)
#loc122 = loc("forward/1/permute_14":195:0)
#loc123 = loc("forward/1/view_25":198:0)
#loc124 = loc("forward/1/view_26":201:0)
#loc125 = loc("forward/1/bmm_2":202:0)
#loc131 = loc("forward/1/view_28":219:0)
#loc132 = loc("forward/1/view_29":222:0)
#loc133 = loc("forward/1/bmm_3":223:0)
#loc134 = loc("forward/1/view_30":224:0)
#loc135 = loc("forward/1/permute_15":225:0)
#loc137 = loc("forward/1/view_32":229:0)
#loc138 = loc("forward/1/mm_6":230:0)
#loc148 = loc("forward/1/view_34":240:0)
#loc149 = loc("forward/1/mm_7":241:0)
#loc154 = loc("forward/1/mm_8":247:0)
#loc158 = loc("forward/1/view_38":251:0)
#loc159 = loc("forward/1/mm_9":252:0)
#loc169 = loc("forward/-/view_40":262:0)
#loc170 = loc("forward/-/mm_10":263:0)
#loc199 = loc("backward/-/permute_21":306:0)
#loc200 = loc("backward/-/mm_11":307:0)
#loc201 = loc("backward/-/mm_12":310:0)
#loc218 = loc("backward/1/view_48":329:0)
#loc219 = loc("backward/1/permute_25":330:0)
#loc220 = loc("backward/1/mm_13":331:0)
#loc221 = loc("backward/1/mm_14":334:0)
#loc225 = loc("backward/1/view_50":339:0)
#loc226 = loc("backward/1/permute_29":340:0)
#loc227 = loc("backward/1/mm_15":341:0)
#loc228 = loc("backward/1/mm_16":344:0)
#loc235 = loc("backward/1/view_52":353:0)
#loc236 = loc("backward/1/permute_33":354:0)
#loc237 = loc("backward/1/mm_17":355:0)
#loc238 = loc("backward/1/mm_18":358:0)
#loc258 = loc("backward/1/view_55":379:0)
#loc259 = loc("backward/1/permute_37":380:0)
#loc260 = loc("backward/1/mm_19":381:0)
#loc261 = loc("backward/1/mm_20":384:0)
#loc262 = loc("backward/1/view_57":387:0)
#loc263 = loc("backward/1/permute_41":388:0)
#loc264 = loc("backward/1/view_58":390:0)
#loc265 = loc("backward/1/permute_42":391:0)
#loc266 = loc("backward/1/bmm_4":392:0)
#loc267 = loc("backward/1/permute_43":393:0)
#loc268 = loc("backward/1/bmm_5":394:0)
#loc269 = loc("backward/1/view_59":395:0)
#loc277 = loc("backward/1/view_61":404:0)
#loc278 = loc("backward/1/permute_44":405:0)
#loc279 = loc("backward/1/bmm_6":406:0)
#loc280 = loc("backward/1/permute_45":407:0)
#loc281 = loc("backward/1/bmm_7":408:0)
#loc282 = loc("backward/1/view_62":409:0)
#loc287 = loc("backward/1/slice_2":415:0)
#loc294 = loc("backward/1/slice_4":424:0)
#loc299 = loc("backward/1/permute_47":430:0)
#loc300 = loc("backward/1/view_64":432:0)
#loc301 = loc("backward/1/permute_48":433:0)
#loc302 = loc("backward/1/view_65":434:0)
#loc303 = loc("backward/1/permute_49":435:0)
#loc304 = loc("backward/1/view_66":437:0)
#loc305 = loc("backward/1/cat_6":438:0)
#loc306 = loc("backward/1/view_67":439:0)
#loc307 = loc("backward/1/permute_50":440:0)
#loc308 = loc("backward/1/mm_21":441:0)
#loc309 = loc("backward/1/mm_22":444:0)
#loc328 = loc("backward/0/view_70":464:0)
#loc329 = loc("backward/0/permute_54":465:0)
#loc330 = loc("backward/0/mm_23":466:0)
#loc331 = loc("backward/0/mm_24":469:0)
#loc335 = loc("backward/0/view_72":474:0)
#loc336 = loc("backward/0/permute_58":475:0)
#loc337 = loc("backward/0/mm_25":476:0)
#loc338 = loc("backward/0/mm_26":479:0)
#loc346 = loc("backward/0/view_74":488:0)
#loc347 = loc("backward/0/permute_62":489:0)
#loc348 = loc("backward/0/mm_27":490:0)
#loc349 = loc("backward/0/mm_28":493:0)
#loc369 = loc("backward/0/view_77":514:0)
#loc370 = loc("backward/0/permute_66":515:0)
#loc371 = loc("backward/0/mm_29":516:0)
#loc372 = loc("backward/0/mm_30":519:0)
#loc373 = loc("backward/0/view_79":522:0)
#loc374 = loc("backward/0/permute_70":523:0)
#loc375 = loc("backward/0/view_80":525:0)
#loc376 = loc("backward/0/permute_71":526:0)
#loc377 = loc("backward/0/bmm_8":527:0)
#loc378 = loc("backward/0/permute_72":528:0)
#loc379 = loc("backward/0/bmm_9":529:0)
#loc380 = loc("backward/0/view_81":530:0)
#loc388 = loc("backward/0/view_83":539:0)
#loc389 = loc("backward/0/permute_73":540:0)
#loc390 = loc("backward/0/bmm_10":541:0)
#loc391 = loc("backward/0/permute_74":542:0)
#loc392 = loc("backward/0/bmm_11":543:0)
#loc393 = loc("backward/0/view_84":544:0)
#loc398 = loc("backward/0/slice_6":550:0)
#loc405 = loc("backward/0/slice_8":559:0)
#loc410 = loc("backward/0/permute_76":565:0)
#loc411 = loc("backward/0/view_86":567:0)
#loc412 = loc("backward/0/permute_77":568:0)
#loc413 = loc("backward/0/view_87":569:0)
#loc414 = loc("backward/0/permute_78":570:0)
#loc415 = loc("backward/0/view_88":572:0)
#loc416 = loc("backward/0/cat_9":573:0)
#loc417 = loc("backward/0/view_89":574:0)
#loc418 = loc("backward/0/permute_79":575:0)
#loc419 = loc("backward/0/mm_31":576:0)
#loc420 = loc("backward/0/mm_32":579:0)
#loc744 = loc(callsite(#loc2 at #loc2))
#loc745 = loc(callsite(#loc20 at #loc20))
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map13 = affine_map<(d0, d1) -> (d0)>
#map14 = affine_map<(d0) -> ()>
#map15 = affine_map<() -> ()>
#map16 = affine_map<(d0, d1) -> ()>
#map17 = affine_map<(d0) -> (d0, 0)>
#map18 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map19 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%arg0: tensor<4096x256xf32> {memopt.name = "embed_tokens.weight", memopt.role = "parameter"}, %arg1: tensor<256xf32> {memopt.name = "layers.0.input_layernorm.weight", memopt.role = "parameter"}, %arg2: tensor<768x256xf32> {memopt.name = "layers.0.self_attn.c_attn.weight", memopt.role = "parameter"}, %arg3: tensor<256x256xf32> {memopt.name = "layers.0.self_attn.c_proj.weight", memopt.role = "parameter"}, %arg4: tensor<256xf32> {memopt.name = "layers.0.post_attention_layernorm.weight", memopt.role = "parameter"}, %arg5: tensor<688x256xf32> {memopt.name = "layers.0.mlp.gate_proj.weight", memopt.role = "parameter"}, %arg6: tensor<688x256xf32> {memopt.name = "layers.0.mlp.up_proj.weight", memopt.role = "parameter"}, %arg7: tensor<256x688xf32> {memopt.name = "layers.0.mlp.down_proj.weight", memopt.role = "parameter"}, %arg8: tensor<256xf32> {memopt.name = "layers.1.input_layernorm.weight", memopt.role = "parameter"}, %arg9: tensor<768x256xf32> {memopt.name = "layers.1.self_attn.c_attn.weight", memopt.role = "parameter"}, %arg10: tensor<256x256xf32> {memopt.name = "layers.1.self_attn.c_proj.weight", memopt.role = "parameter"}, %arg11: tensor<256xf32> {memopt.name = "layers.1.post_attention_layernorm.weight", memopt.role = "parameter"}, %arg12: tensor<688x256xf32> {memopt.name = "layers.1.mlp.gate_proj.weight", memopt.role = "parameter"}, %arg13: tensor<688x256xf32> {memopt.name = "layers.1.mlp.up_proj.weight", memopt.role = "parameter"}, %arg14: tensor<256x688xf32> {memopt.name = "layers.1.mlp.down_proj.weight", memopt.role = "parameter"}, %arg15: tensor<256xf32> {memopt.name = "norm.weight", memopt.role = "parameter"}, %arg16: tensor<4096x256xf32> {memopt.name = "lm_head.weight", memopt.role = "parameter"}, %arg17: tensor<4096x256xf32> {memopt.name = "embed_tokens.weight.exp_avg", memopt.role = "optimizer_state"}, %arg18: tensor<256xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg19: tensor<768x256xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg20: tensor<256x256xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg21: tensor<256xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg22: tensor<688x256xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg23: tensor<688x256xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg24: tensor<256x688xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg25: tensor<256xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg26: tensor<768x256xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg27: tensor<256x256xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg28: tensor<256xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg29: tensor<688x256xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg30: tensor<688x256xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg31: tensor<256x688xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg32: tensor<256xf32> {memopt.name = "norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg33: tensor<4096x256xf32> {memopt.name = "lm_head.weight.exp_avg", memopt.role = "optimizer_state"}, %arg34: tensor<4096x256xf32> {memopt.name = "embed_tokens.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg35: tensor<256xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg36: tensor<768x256xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg37: tensor<256x256xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg38: tensor<256xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg39: tensor<688x256xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg40: tensor<688x256xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg41: tensor<256x688xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg42: tensor<256xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg43: tensor<768x256xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg44: tensor<256x256xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg45: tensor<256xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg46: tensor<688x256xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg47: tensor<688x256xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg48: tensor<256x688xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg49: tensor<256xf32> {memopt.name = "norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg50: tensor<4096x256xf32> {memopt.name = "lm_head.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg51: tensor<f32> {memopt.name = "step", memopt.role = "input"}, %arg52: tensor<2x128xi64> {memopt.name = "tokens", memopt.range = array<i64: 0, 4096>, memopt.role = "input"}, %arg53: tensor<2x128xi64> {memopt.name = "targets", memopt.range = array<i64: 0, 4096>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<4096x256xf32> {memopt.name = "embed_tokens.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "layers.0.input_layernorm.weight.new", memopt.role = "parameter"}, tensor<768x256xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<256x256xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.new", memopt.role = "parameter"}, tensor<688x256xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.new", memopt.role = "parameter"}, tensor<688x256xf32> {memopt.name = "layers.0.mlp.up_proj.weight.new", memopt.role = "parameter"}, tensor<256x688xf32> {memopt.name = "layers.0.mlp.down_proj.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "layers.1.input_layernorm.weight.new", memopt.role = "parameter"}, tensor<768x256xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<256x256xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.new", memopt.role = "parameter"}, tensor<688x256xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.new", memopt.role = "parameter"}, tensor<688x256xf32> {memopt.name = "layers.1.mlp.up_proj.weight.new", memopt.role = "parameter"}, tensor<256x688xf32> {memopt.name = "layers.1.mlp.down_proj.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "norm.weight.new", memopt.role = "parameter"}, tensor<4096x256xf32> {memopt.name = "lm_head.weight.new", memopt.role = "parameter"}, tensor<4096x256xf32> {memopt.name = "embed_tokens.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<688x256xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<688x256xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x688xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<688x256xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<688x256xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x688xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<4096x256xf32> {memopt.name = "lm_head.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<4096x256xf32> {memopt.name = "embed_tokens.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<688x256xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<688x256xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x688xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<688x256xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<688x256xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x688xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<4096x256xf32> {memopt.name = "lm_head.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}) {
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<256x4096xf32> loc(#loc2)
    %c4096 = arith.constant {memopt.phase = "backward"} 4096 : index loc(#loc)
    %true = arith.constant {memopt.phase = "backward"} true loc(#loc)
    %cst_0 = arith.constant {memopt.phase = "backward"} 0xFF800000 : f32 loc(#loc)
    %cst_1 = arith.constant {memopt.phase = "backward"} 1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 9.9999999999999995E-7 : f64 loc(#loc3)
    %cst_3 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense_resource<torch_tensor_128_64_torch.float32> : tensor<128x64xf32> loc(#loc4)
    %cst_4 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense_resource<torch_tensor_128_64_torch.float32_1> : tensor<128x64xf32> loc(#loc5)
    %cst_5 = arith.constant {memopt.phase = "optimizer"} 9.000000e-01 : f64 loc(#loc6)
    %cst_6 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.099999999999999978 : f64 loc(#loc7)
    %cst_7 = arith.constant {memopt.phase = "optimizer"} 0.99899999999999999 : f64 loc(#loc8)
    %cst_8 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.0010000000000000009 : f64 loc(#loc9)
    %cst_9 = arith.constant {memopt.phase = "optimizer"} 9.999000e-01 : f64 loc(#loc10)
    %cst_10 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-03 : f64 loc(#loc11)
    %cst_11 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-08 : f64 loc(#loc12)
    %cst_12 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<true> : tensor<128x128xi1> loc(#loc13)
    %cst_13 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0xFF800000> : tensor<f32> loc(#loc14)
    %cst_14 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<f32> loc(#loc15)
    %cst_15 = arith.constant {memopt.phase = "backward"} dense<1.000000e+00> : tensor<f32> loc(#loc16)
    %cst_16 = arith.constant {memopt.phase = "backward"} 2.560000e+02 : f32 loc(#loc)
    %cst_17 = arith.constant {memopt.phase = "backward"} 1.250000e-01 : f32 loc(#loc)
    %cst_18 = arith.constant {memopt.phase = "backward"} -5.000000e-01 : f32 loc(#loc)
    %cst_19 = arith.constant {memopt.phase = "backward"} 2.000000e+00 : f32 loc(#loc)
    %c4095_i64 = arith.constant {memopt.phase = "backward"} 4095 : i64 loc(#loc17)
    %c-4096_i64 = arith.constant {memopt.phase = "backward"} -4096 : i64 loc(#loc17)
    %c-100_i64 = arith.constant {memopt.phase = "forward"} -100 : i64 loc(#loc18)
    %c4096_i64 = arith.constant {memopt.phase = "forward"} 4096 : i64 loc(#loc)
    %c3_i64 = arith.constant {memopt.phase = "backward"} 3 : i64 loc(#loc19)
    %c1_i64 = arith.constant {memopt.phase = "backward"} 1 : i64 loc(#loc)
    %c2_i64 = arith.constant {memopt.phase = "backward"} 2 : i64 loc(#loc)
    %c-1_i64 = arith.constant {memopt.phase = "backward"} -1 : i64 loc(#loc)
    %c256 = arith.constant {memopt.phase = "backward"} 256 : index loc(#loc)
    %c0_i64 = arith.constant {memopt.phase = "backward"} 0 : i64 loc(#loc)
    %cst_20 = arith.constant {memopt.phase = "backward"} 0.000000e+00 : f32 loc(#loc)
    %c0 = arith.constant {memopt.phase = "backward"} 0 : index loc(#loc)
    %cst_21 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<4096x256xf32> loc(#loc20)
    %cst_22 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} -1.000000e+00 : f32 loc(#loc)
    %cst_23 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} dense<1> : tensor<i64> loc(#loc21)
    %cst_24 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<i64> loc(#loc22)
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52 : tensor<2x128xi64>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %605 = arith.index_cast %in : i64 to index
      %606 = linalg.index 2 : index
      %607 = arith.cmpi slt, %605, %c4096 : index
      cf.assert %607, "index must be smaller than dim size"
      %608 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %608, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%605, %606] : tensor<4096x256xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x128x256xf32> loc(#loc1)
    %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc23)
    %3 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32> loc(#loc24)
    %4 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%3 : tensor<2x128x1xf32>) -> tensor<2x128x1xf32> loc(#loc24)
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x128x256xf32>) outs(%4 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc24)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.divf %in, %cst_16 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc24)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_2 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<2x128x1xf32> loc(#loc3)
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.rsqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc25)
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc26)
    %10 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %arg1 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc27)
    %11 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x768xf32> loc(#loc28)
    %transposed = linalg.transpose ins(%arg2 : tensor<768x256xf32>) outs(%11 : tensor<256x768xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc28)
    %collapsed = tensor.collapse_shape %10 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc29)
    %12 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%11 : tensor<256x768xf32>) -> tensor<256x768xf32> loc(#loc30)
    %13 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed : tensor<256x256xf32>, tensor<256x768xf32>) outs(%12 : tensor<256x768xf32>) -> tensor<256x768xf32> loc(#loc30)
    %expanded = tensor.expand_shape %13 [[0, 1], [2]] output_shape [2, 128, 768] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x768xf32> into tensor<2x128x768xf32> loc(#loc31)
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc32)
    %extracted_slice_25 = tensor.extract_slice %expanded[0, 0, 256] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc32)
    %extracted_slice_26 = tensor.extract_slice %expanded[0, 0, 512] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc32)
    %expanded_27 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc33)
    %14 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> loc(#loc34)
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<2x128x4x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc34)
    %expanded_29 = tensor.expand_shape %extracted_slice_25 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc35)
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x128x4x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc36)
    %expanded_31 = tensor.expand_shape %extracted_slice_26 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc37)
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x128x4x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc38)
    %extracted_slice_33 = tensor.extract_slice %transposed_28[0, 0, 0, 0] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc39)
    %extracted_slice_34 = tensor.extract_slice %transposed_28[0, 0, 0, 32] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc39)
    %15 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28, %cst_3 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc4)
    %16 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x32xf32> loc(#loc40)
    %17 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34 : tensor<2x4x128x32xf32>) outs(%16 : tensor<2x4x128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.negf %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x32xf32> loc(#loc40)
    %concat = tensor.concat dim(3) %17, %extracted_slice_33 {memopt.layer = 0 : i64, memopt.phase = "forward"} : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32> loc(#loc41)
    %18 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %cst_4 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc5)
    %19 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %18 : tensor<2x4x128x64xf32>, tensor<2x4x128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc42)
    %extracted_slice_35 = tensor.extract_slice %transposed_30[0, 0, 0, 0] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc43)
    %extracted_slice_36 = tensor.extract_slice %transposed_30[0, 0, 0, 32] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc43)
    %20 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_30, %cst_3 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc44)
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_36 : tensor<2x4x128x32xf32>) outs(%16 : tensor<2x4x128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.negf %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x32xf32> loc(#loc45)
    %concat_37 = tensor.concat dim(3) %21, %extracted_slice_35 {memopt.layer = 0 : i64, memopt.phase = "forward"} : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32> loc(#loc46)
    %22 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_37, %cst_4 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc47)
    %23 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<2x4x128x64xf32>, tensor<2x4x128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc48)
    %24 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x64x128xf32> loc(#loc49)
    %transposed_38 = linalg.transpose ins(%23 : tensor<2x4x128x64xf32>) outs(%24 : tensor<2x4x64x128xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc49)
    %collapsed_39 = tensor.collapse_shape %19 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc50)
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x64x128xf32> into tensor<8x64x128xf32> loc(#loc51)
    %25 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x128xf32> loc(#loc52)
    %26 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%25 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc52)
    %27 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_39, %collapsed_40 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%26 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc52)
    %expanded_41 = tensor.expand_shape %27 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc53)
    %28 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32> loc(#loc54)
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_17 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc54)
    %30 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128xi64> loc(#loc55)
    %31 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%30 : tensor<128xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %605 = linalg.index 0 : index
      %606 = arith.index_cast %605 : index to i64
      linalg.yield %606 : i64
    } -> tensor<128xi64> loc(#loc55)
    %expanded_42 = tensor.expand_shape %31 [[0, 1]] output_shape [1, 128] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128xi64> into tensor<1x128xi64> loc(#loc56)
    %expanded_43 = tensor.expand_shape %31 [[0, 1]] output_shape [128, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128xi64> into tensor<128x1xi64> loc(#loc57)
    %32 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128x128xi64> loc(#loc58)
    %33 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_42, %expanded_43 : tensor<1x128xi64>, tensor<128x1xi64>) outs(%32 : tensor<128x128xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_203: i64, %out: i64):
      %605 = arith.subi %in, %in_203 : i64
      linalg.yield %605 : i64
    } -> tensor<128x128xi64> loc(#loc58)
    %34 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128x128xi1> loc(#loc59)
    %35 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<128x128xi64>) outs(%34 : tensor<128x128xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %605 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %605 : i1
    } -> tensor<128x128xi1> loc(#loc59)
    %36 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_12 : tensor<128x128xi1>, tensor<128x128xi1>) outs(%34 : tensor<128x128xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_203: i1, %out: i1):
      %605 = arith.andi %in, %in_203 : i1
      linalg.yield %605 : i1
    } -> tensor<128x128xi1> loc(#loc13)
    %37 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<128x128xi1>) outs(%34 : tensor<128x128xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %605 = arith.xori %in, %true : i1
      linalg.yield %605 : i1
    } -> tensor<128x128xi1> loc(#loc60)
    %38 = linalg.generic {indexing_maps = [#map5, #map10, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_13, %29 : tensor<128x128xi1>, tensor<f32>, tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %605 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc14)
    %39 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128xi64> loc(#loc61)
    %40 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%39 : tensor<2x4x128xi64>) -> tensor<2x4x128xi64> loc(#loc61)
    %41 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32> loc(#loc61)
    %42 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_0 : f32) outs(%41 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32> loc(#loc61)
    %43:2 = linalg.generic {indexing_maps = [#map4, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<2x4x128x128xf32>) outs(%42, %40 : tensor<2x4x128xf32>, tensor<2x4x128xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_203: i64):
      %605 = linalg.index 3 : index
      %606 = arith.index_cast %605 : index to i64
      %607 = arith.maximumf %in, %out : f32
      %608 = arith.cmpf ogt, %in, %out : f32
      %609 = arith.select %608, %606, %out_203 : i64
      linalg.yield %607, %609 : f32, i64
    } -> (tensor<2x4x128xf32>, tensor<2x4x128xi64>) loc(#loc61)
    %expanded_44 = tensor.expand_shape %43#0 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32> into tensor<2x4x128x1xf32> loc(#loc61)
    %44 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_44 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc61)
    %45 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.exp %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc61)
    %46 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x1xf32> loc(#loc61)
    %47 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%46 : tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32> loc(#loc61)
    %48 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<2x4x128x128xf32>) outs(%47 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x1xf32> loc(#loc61)
    %49 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc61)
    %collapsed_45 = tensor.collapse_shape %49 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc62)
    %collapsed_46 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc63)
    %50 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x64xf32> loc(#loc64)
    %51 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%50 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc64)
    %52 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_45, %collapsed_46 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%51 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc64)
    %expanded_47 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc65)
    %53 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x4x64xf32> loc(#loc66)
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x4x128x64xf32>) outs(%53 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc66)
    %54 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x256xf32> loc(#loc67)
    %transposed_49 = linalg.transpose ins(%arg3 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc67)
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x4x64xf32> into tensor<256x256xf32> loc(#loc68)
    %55 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%54 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc69)
    %56 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_50, %transposed_49 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc69)
    %expanded_51 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc70)
    %57 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_51 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc71)
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc72)
    %59 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%58 : tensor<2x128x256xf32>) outs(%4 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc73)
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.divf %in, %cst_16 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc73)
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_2 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<2x128x1xf32> loc(#loc74)
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.rsqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc75)
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %62 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc76)
    %64 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %arg4 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc77)
    %65 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x688xf32> loc(#loc78)
    %transposed_52 = linalg.transpose ins(%arg5 : tensor<688x256xf32>) outs(%65 : tensor<256x688xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc78)
    %collapsed_53 = tensor.collapse_shape %64 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc79)
    %66 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%65 : tensor<256x688xf32>) -> tensor<256x688xf32> loc(#loc80)
    %67 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_53, %transposed_52 : tensor<256x256xf32>, tensor<256x688xf32>) outs(%66 : tensor<256x688xf32>) -> tensor<256x688xf32> loc(#loc80)
    %expanded_54 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [2, 128, 688] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x688xf32> into tensor<2x128x688xf32> loc(#loc81)
    %68 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x688xf32> loc(#loc82)
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.negf %in : f32
      %606 = math.exp %605 : f32
      %607 = arith.addf %606, %cst_1 : f32
      %608 = arith.divf %cst_1, %607 : f32
      linalg.yield %608 : f32
    } -> tensor<2x128x688xf32> loc(#loc82)
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %69 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc83)
    %transposed_55 = linalg.transpose ins(%arg6 : tensor<688x256xf32>) outs(%65 : tensor<256x688xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc84)
    %71 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_53, %transposed_55 : tensor<256x256xf32>, tensor<256x688xf32>) outs(%66 : tensor<256x688xf32>) -> tensor<256x688xf32> loc(#loc85)
    %expanded_56 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [2, 128, 688] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x688xf32> into tensor<2x128x688xf32> loc(#loc86)
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %expanded_56 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc87)
    %73 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<688x256xf32> loc(#loc88)
    %transposed_57 = linalg.transpose ins(%arg7 : tensor<256x688xf32>) outs(%73 : tensor<688x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc88)
    %collapsed_58 = tensor.collapse_shape %72 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x688xf32> into tensor<256x688xf32> loc(#loc89)
    %74 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_58, %transposed_57 : tensor<256x688xf32>, tensor<688x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc90)
    %expanded_59 = tensor.expand_shape %74 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc91)
    %75 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %expanded_59 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc92)
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc93)
    %77 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<2x128x256xf32>) outs(%4 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc94)
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.divf %in, %cst_16 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc94)
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_2 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<2x128x1xf32> loc(#loc95)
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.rsqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc96)
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %80 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc97)
    %82 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %arg8 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc98)
    %transposed_60 = linalg.transpose ins(%arg9 : tensor<768x256xf32>) outs(%11 : tensor<256x768xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc99)
    %collapsed_61 = tensor.collapse_shape %82 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc100)
    %83 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_61, %transposed_60 : tensor<256x256xf32>, tensor<256x768xf32>) outs(%12 : tensor<256x768xf32>) -> tensor<256x768xf32> loc(#loc101)
    %expanded_62 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [2, 128, 768] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x768xf32> into tensor<2x128x768xf32> loc(#loc102)
    %extracted_slice_63 = tensor.extract_slice %expanded_62[0, 0, 0] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc103)
    %extracted_slice_64 = tensor.extract_slice %expanded_62[0, 0, 256] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc103)
    %extracted_slice_65 = tensor.extract_slice %expanded_62[0, 0, 512] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc103)
    %expanded_66 = tensor.expand_shape %extracted_slice_63 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc104)
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<2x128x4x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc105)
    %expanded_68 = tensor.expand_shape %extracted_slice_64 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc106)
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x128x4x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc107)
    %expanded_70 = tensor.expand_shape %extracted_slice_65 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc108)
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<2x128x4x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc109)
    %extracted_slice_72 = tensor.extract_slice %transposed_67[0, 0, 0, 0] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc110)
    %extracted_slice_73 = tensor.extract_slice %transposed_67[0, 0, 0, 32] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc110)
    %84 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67, %cst_3 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc111)
    %85 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_73 : tensor<2x4x128x32xf32>) outs(%16 : tensor<2x4x128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.negf %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x32xf32> loc(#loc112)
    %concat_74 = tensor.concat dim(3) %85, %extracted_slice_72 {memopt.layer = 1 : i64, memopt.phase = "forward"} : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32> loc(#loc113)
    %86 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_74, %cst_4 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc114)
    %87 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %86 : tensor<2x4x128x64xf32>, tensor<2x4x128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc115)
    %extracted_slice_75 = tensor.extract_slice %transposed_69[0, 0, 0, 0] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc116)
    %extracted_slice_76 = tensor.extract_slice %transposed_69[0, 0, 0, 32] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc116)
    %88 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69, %cst_3 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc117)
    %89 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_76 : tensor<2x4x128x32xf32>) outs(%16 : tensor<2x4x128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.negf %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x32xf32> loc(#loc118)
    %concat_77 = tensor.concat dim(3) %89, %extracted_slice_75 {memopt.layer = 1 : i64, memopt.phase = "forward"} : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32> loc(#loc119)
    %90 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_77, %cst_4 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc120)
    %91 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %90 : tensor<2x4x128x64xf32>, tensor<2x4x128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc121)
    %transposed_78 = linalg.transpose ins(%91 : tensor<2x4x128x64xf32>) outs(%24 : tensor<2x4x64x128xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc122)
    %collapsed_79 = tensor.collapse_shape %87 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc123)
    %collapsed_80 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x64x128xf32> into tensor<8x64x128xf32> loc(#loc124)
    %92 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_79, %collapsed_80 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%26 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc125)
    %expanded_81 = tensor.expand_shape %92 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc126)
    %93 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_17 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc127)
    %94 = linalg.generic {indexing_maps = [#map5, #map10, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_13, %93 : tensor<128x128xi1>, tensor<f32>, tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %605 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc128)
    %95:2 = linalg.generic {indexing_maps = [#map4, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%94 : tensor<2x4x128x128xf32>) outs(%42, %40 : tensor<2x4x128xf32>, tensor<2x4x128xi64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_203: i64):
      %605 = linalg.index 3 : index
      %606 = arith.index_cast %605 : index to i64
      %607 = arith.maximumf %in, %out : f32
      %608 = arith.cmpf ogt, %in, %out : f32
      %609 = arith.select %608, %606, %out_203 : i64
      linalg.yield %607, %609 : f32, i64
    } -> (tensor<2x4x128xf32>, tensor<2x4x128xi64>) loc(#loc130)
    %expanded_82 = tensor.expand_shape %95#0 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32> into tensor<2x4x128x1xf32> loc(#loc130)
    %96 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_82 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc130)
    %97 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.exp %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc130)
    %98 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%97 : tensor<2x4x128x128xf32>) outs(%47 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x1xf32> loc(#loc130)
    %99 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %98 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc130)
    %collapsed_83 = tensor.collapse_shape %99 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc131)
    %collapsed_84 = tensor.collapse_shape %transposed_71 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc132)
    %100 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_83, %collapsed_84 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%51 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc133)
    %expanded_85 = tensor.expand_shape %100 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc134)
    %transposed_86 = linalg.transpose ins(%expanded_85 : tensor<2x4x128x64xf32>) outs(%53 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc135)
    %transposed_87 = linalg.transpose ins(%arg10 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc136)
    %collapsed_88 = tensor.collapse_shape %transposed_86 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x4x64xf32> into tensor<256x256xf32> loc(#loc137)
    %101 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_88, %transposed_87 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc138)
    %expanded_89 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc139)
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %expanded_89 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc140)
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc141)
    %104 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x128x256xf32>) outs(%4 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc142)
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.divf %in, %cst_16 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc142)
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_2 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<2x128x1xf32> loc(#loc143)
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.rsqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc144)
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %107 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc145)
    %109 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %arg11 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc146)
    %transposed_90 = linalg.transpose ins(%arg12 : tensor<688x256xf32>) outs(%65 : tensor<256x688xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc147)
    %collapsed_91 = tensor.collapse_shape %109 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc148)
    %110 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_91, %transposed_90 : tensor<256x256xf32>, tensor<256x688xf32>) outs(%66 : tensor<256x688xf32>) -> tensor<256x688xf32> loc(#loc149)
    %expanded_92 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [2, 128, 688] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x688xf32> into tensor<2x128x688xf32> loc(#loc150)
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.negf %in : f32
      %606 = math.exp %605 : f32
      %607 = arith.addf %606, %cst_1 : f32
      %608 = arith.divf %cst_1, %607 : f32
      linalg.yield %608 : f32
    } -> tensor<2x128x688xf32> loc(#loc151)
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %111 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc152)
    %transposed_93 = linalg.transpose ins(%arg13 : tensor<688x256xf32>) outs(%65 : tensor<256x688xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc153)
    %113 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_91, %transposed_93 : tensor<256x256xf32>, tensor<256x688xf32>) outs(%66 : tensor<256x688xf32>) -> tensor<256x688xf32> loc(#loc154)
    %expanded_94 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [2, 128, 688] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x688xf32> into tensor<2x128x688xf32> loc(#loc155)
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %expanded_94 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc156)
    %transposed_95 = linalg.transpose ins(%arg14 : tensor<256x688xf32>) outs(%73 : tensor<688x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc157)
    %collapsed_96 = tensor.collapse_shape %114 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x688xf32> into tensor<256x688xf32> loc(#loc158)
    %115 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_96, %transposed_95 : tensor<256x688xf32>, tensor<688x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc159)
    %expanded_97 = tensor.expand_shape %115 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc160)
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %expanded_97 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc161)
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc162)
    %118 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x128x256xf32>) outs(%4 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc163)
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.divf %in, %cst_16 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc163)
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_2 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<2x128x1xf32> loc(#loc164)
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.rsqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc165)
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %121 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc166)
    %123 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %arg15 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc167)
    %124 = tensor.empty() {memopt.phase = "forward"} : tensor<256x4096xf32> loc(#loc168)
    %transposed_98 = linalg.transpose ins(%arg16 : tensor<4096x256xf32>) outs(%124 : tensor<256x4096xf32>) permutation = [1, 0]  {memopt.phase = "forward"} loc(#loc168)
    %collapsed_99 = tensor.collapse_shape %123 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc169)
    %125 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%124 : tensor<256x4096xf32>) -> tensor<256x4096xf32> loc(#loc170)
    %126 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_99, %transposed_98 : tensor<256x256xf32>, tensor<256x4096xf32>) outs(%125 : tensor<256x4096xf32>) -> tensor<256x4096xf32> loc(#loc170)
    %collapsed_100 = tensor.collapse_shape %arg53 [[0, 1]] {memopt.phase = "forward"} : tensor<2x128xi64> into tensor<256xi64> loc(#loc171)
    %127 = tensor.empty() {memopt.phase = "forward"} : tensor<256xi64> loc(#loc172)
    %128 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%127 : tensor<256xi64>) -> tensor<256xi64> loc(#loc172)
    %129 = tensor.empty() {memopt.phase = "forward"} : tensor<256xf32> loc(#loc172)
    %130 = linalg.fill {memopt.phase = "forward"} ins(%cst_0 : f32) outs(%129 : tensor<256xf32>) -> tensor<256xf32> loc(#loc172)
    %131:2 = linalg.generic {indexing_maps = [#map9, #map13, #map13], iterator_types = ["parallel", "reduction"]} ins(%126 : tensor<256x4096xf32>) outs(%130, %128 : tensor<256xf32>, tensor<256xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_203: i64):
      %605 = linalg.index 1 : index
      %606 = arith.index_cast %605 : index to i64
      %607 = arith.maximumf %in, %out : f32
      %608 = arith.cmpf ogt, %in, %out : f32
      %609 = arith.select %608, %606, %out_203 : i64
      linalg.yield %607, %609 : f32, i64
    } -> (tensor<256xf32>, tensor<256xi64>) loc(#loc172)
    %expanded_101 = tensor.expand_shape %131#0 [[0, 1]] output_shape [256, 1] {memopt.phase = "forward"} : tensor<256xf32> into tensor<256x1xf32> loc(#loc172)
    %132 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%126, %expanded_101 : tensor<256x4096xf32>, tensor<256x1xf32>) outs(%124 : tensor<256x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x4096xf32> loc(#loc174)
    %133 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<256x4096xf32>) outs(%124 : tensor<256x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.exp %in : f32
      linalg.yield %605 : f32
    } -> tensor<256x4096xf32> loc(#loc175)
    %134 = tensor.empty() {memopt.phase = "forward"} : tensor<256x1xf32> loc(#loc176)
    %135 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%134 : tensor<256x1xf32>) -> tensor<256x1xf32> loc(#loc176)
    %136 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "reduction"]} ins(%133 : tensor<256x4096xf32>) outs(%135 : tensor<256x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<256x1xf32> loc(#loc176)
    %137 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%136 : tensor<256x1xf32>) outs(%134 : tensor<256x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.log %in : f32
      linalg.yield %605 : f32
    } -> tensor<256x1xf32> loc(#loc177)
    %138 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%132, %137 : tensor<256x4096xf32>, tensor<256x1xf32>) outs(%124 : tensor<256x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x4096xf32> loc(#loc178)
    %139 = tensor.empty() {memopt.phase = "forward"} : tensor<256xi1> loc(#loc18)
    %140 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_100 : tensor<256xi64>) outs(%139 : tensor<256xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %605 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %605 : i1
    } -> tensor<256xi1> loc(#loc18)
    %141 = linalg.generic {indexing_maps = [#map6, #map6, #map14, #map6], iterator_types = ["parallel"]} ins(%140, %collapsed_100, %cst_24 : tensor<256xi1>, tensor<256xi64>, tensor<i64>) outs(%127 : tensor<256xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_203: i64, %in_204: i64, %out: i64):
      %605 = arith.select %in, %in_203, %in_204 : i64
      linalg.yield %605 : i64
    } -> tensor<256xi64> loc(#loc22)
    %expanded_102 = tensor.expand_shape %141 [[0, 1]] output_shape [256, 1] {memopt.phase = "forward"} : tensor<256xi64> into tensor<256x1xi64> loc(#loc179)
    %142 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_102 : tensor<256x1xi64>) outs(%135 : tensor<256x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %605 = linalg.index 0 : index
      %606 = arith.index_cast %in : i64 to index
      %607 = arith.cmpi slt, %606, %c4096 : index
      cf.assert %607, "index must be smaller than dim size"
      %608 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %608, "index must be larger or equal to 0"
      %extracted = tensor.extract %138[%605, %606] : tensor<256x4096xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x1xf32> loc(#loc180)
    %collapsed_103 = tensor.collapse_shape %142 [[0, 1]] {memopt.phase = "forward"} : tensor<256x1xf32> into tensor<256xf32> loc(#loc181)
    %143 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_103 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.negf %in : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc182)
    %144 = linalg.generic {indexing_maps = [#map6, #map6, #map14, #map6], iterator_types = ["parallel"]} ins(%140, %143, %cst_14 : tensor<256xi1>, tensor<256xf32>, tensor<f32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %605 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc15)
    %145 = tensor.empty() {memopt.phase = "forward"} : tensor<i64> loc(#loc184)
    %146 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%145 : tensor<i64>) -> tensor<i64> loc(#loc184)
    %147 = linalg.generic {indexing_maps = [#map6, #map14], iterator_types = ["reduction"]} ins(%140 : tensor<256xi1>) outs(%146 : tensor<i64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %605 = arith.extui %in : i1 to i64
      %606 = arith.addi %605, %out : i64
      linalg.yield %606 : i64
    } -> tensor<i64> loc(#loc184)
    %148 = tensor.empty() {memopt.phase = "forward"} : tensor<f32> loc(#loc186)
    %149 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%147 : tensor<i64>) outs(%148 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %605 = arith.sitofp %in : i64 to f32
      linalg.yield %605 : f32
    } -> tensor<f32> loc(#loc186)
    %150 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%148 : tensor<f32>) -> tensor<f32> loc(#loc187)
    %151 = linalg.generic {indexing_maps = [#map6, #map14], iterator_types = ["reduction"]} ins(%144 : tensor<256xf32>) outs(%150 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<f32> loc(#loc187)
    %152 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = []} ins(%151, %149 : tensor<f32>, tensor<f32>) outs(%148 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<f32> loc(#loc188)
    %153 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = []} ins(%cst_15, %149 : tensor<f32>, tensor<f32>) outs(%148 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<f32> loc(#loc16)
    %expanded_104 = tensor.expand_shape %collapsed_100 [[0, 1]] output_shape [256, 1] {memopt.phase = "backward"} : tensor<256xi64> into tensor<256x1xi64> loc(#loc189)
    %154 = tensor.empty() {memopt.phase = "backward"} : tensor<256x1xi1> loc(#loc190)
    %155 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_104 : tensor<256x1xi64>) outs(%154 : tensor<256x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %605 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %605 : i1
    } -> tensor<256x1xi1> loc(#loc190)
    %156 = tensor.empty() {memopt.phase = "backward"} : tensor<256x1xi64> loc(#loc191)
    %157 = linalg.generic {indexing_maps = [#map9, #map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%155, %expanded_104, %cst_24 : tensor<256x1xi1>, tensor<256x1xi64>, tensor<i64>) outs(%156 : tensor<256x1xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: i64, %in_204: i64, %out: i64):
      %605 = arith.select %in, %in_203, %in_204 : i64
      linalg.yield %605 : i64
    } -> tensor<256x1xi64> loc(#loc191)
    %158 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%156 : tensor<256x1xi64>) -> tensor<256x1xi64> loc(#loc2)
    %159 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%129 : tensor<256xf32>) -> tensor<256xf32> loc(#loc2)
    %160:3 = linalg.generic {indexing_maps = [#map17, #map17, #map6], iterator_types = ["parallel"]} outs(%158, %158, %159 : tensor<256x1xi64>, tensor<256x1xi64>, tensor<256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i64, %out_203: i64, %out_204: f32):
      %605 = linalg.index 0 : index
      %606 = arith.remsi %605, %c256 : index
      %extracted = tensor.extract %157[%606, %c0] : tensor<256x1xi64>
      %607 = arith.index_cast %606 : index to i64
      linalg.yield %607, %extracted, %cst_22 : i64, i64, f32
    } -> (tensor<256x1xi64>, tensor<256x1xi64>, tensor<256xf32>) loc(#loc2)
    %161 = tensor.empty() {memopt.phase = "backward"} : tensor<256x2xi64> loc(#loc2)
    %162 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%161 : tensor<256x2xi64>) -> tensor<256x2xi64> loc(#loc2)
    %inserted_slice = tensor.insert_slice %160#0 into %162[0, 0] [256, 1] [1, 1] {memopt.phase = "backward"} : tensor<256x1xi64> into tensor<256x2xi64> loc(#loc2)
    %inserted_slice_105 = tensor.insert_slice %160#1 into %inserted_slice[0, 1] [256, 1] [1, 1] {memopt.phase = "backward"} : tensor<256x1xi64> into tensor<256x2xi64> loc(#loc2)
    %163 = scf.for %arg54 = %c0 to %c256 step %c1 iter_args(%arg55 = %cst) -> (tensor<256x4096xf32>) {
      %extracted = tensor.extract %inserted_slice_105[%arg54, %c0] : tensor<256x2xi64>
      %605 = arith.index_cast %extracted : i64 to index
      %extracted_203 = tensor.extract %inserted_slice_105[%arg54, %c1] : tensor<256x2xi64>
      %606 = arith.index_cast %extracted_203 : i64 to index
      %extracted_slice_204 = tensor.extract_slice %160#2[%arg54] [1] [1] : tensor<256xf32> to tensor<f32>
      %inserted_slice_205 = tensor.insert_slice %extracted_slice_204 into %arg55[%605, %606] [1, 1] [1, 1] : tensor<f32> into tensor<256x4096xf32>
      scf.yield %inserted_slice_205 : tensor<256x4096xf32>
    } {memopt.phase = "backward"} loc(#loc744)
    %164 = linalg.generic {indexing_maps = [#map9, #map16, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%155, %153, %cst_14 : tensor<256x1xi1>, tensor<f32>, tensor<f32>) outs(%134 : tensor<256x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %605 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %605 : f32
    } -> tensor<256x1xf32> loc(#loc192)
    %165 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%163, %164 : tensor<256x4096xf32>, tensor<256x1xf32>) outs(%124 : tensor<256x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x4096xf32> loc(#loc194)
    %166 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<256x4096xf32>) outs(%124 : tensor<256x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.exp %in : f32
      linalg.yield %605 : f32
    } -> tensor<256x4096xf32> loc(#loc195)
    %167 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "reduction"]} ins(%165 : tensor<256x4096xf32>) outs(%135 : tensor<256x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<256x1xf32> loc(#loc196)
    %168 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%166, %167 : tensor<256x4096xf32>, tensor<256x1xf32>) outs(%124 : tensor<256x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x4096xf32> loc(#loc197)
    %169 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%165, %168 : tensor<256x4096xf32>, tensor<256x4096xf32>) outs(%124 : tensor<256x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x4096xf32> loc(#loc198)
    %170 = tensor.empty() {memopt.phase = "backward"} : tensor<4096x256xf32> loc(#loc199)
    %transposed_106 = linalg.transpose ins(%169 : tensor<256x4096xf32>) outs(%170 : tensor<4096x256xf32>) permutation = [1, 0]  {memopt.phase = "backward"} loc(#loc199)
    %171 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%170 : tensor<4096x256xf32>) -> tensor<4096x256xf32> loc(#loc200)
    %172 = linalg.matmul {memopt.phase = "backward"} ins(%transposed_106, %collapsed_99 : tensor<4096x256xf32>, tensor<256x256xf32>) outs(%171 : tensor<4096x256xf32>) -> tensor<4096x256xf32> loc(#loc200)
    %173 = linalg.matmul {memopt.phase = "backward"} ins(%169, %arg16 : tensor<256x4096xf32>, tensor<4096x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc201)
    %expanded_107 = tensor.expand_shape %173 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc202)
    %174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107, %122 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc203)
    %175 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107, %arg15 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc204)
    %176 = tensor.empty() {memopt.phase = "backward"} : tensor<1x1x256xf32> loc(#loc205)
    %177 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%176 : tensor<1x1x256xf32>) -> tensor<1x1x256xf32> loc(#loc205)
    %178 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%174 : tensor<2x128x256xf32>) outs(%177 : tensor<1x1x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<1x1x256xf32> loc(#loc205)
    %collapsed_108 = tensor.collapse_shape %178 [[0, 1, 2]] {memopt.phase = "backward"} : tensor<1x1x256xf32> into tensor<256xf32> loc(#loc206)
    %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %116 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc207)
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %121 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc208)
    %181 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<2x128x256xf32>) outs(%4 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc209)
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc19)
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_18 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc210)
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %182 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc211)
    %collapsed_109 = tensor.collapse_shape %184 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32> into tensor<2x128xf32> loc(#loc212)
    %185 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_109 : tensor<2x128xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32> loc(#loc212)
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.divf %in, %cst_16 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc213)
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc214)
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_19 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc215)
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %188 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc216)
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %189 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc217)
    %collapsed_110 = tensor.collapse_shape %190 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc218)
    %transposed_111 = linalg.transpose ins(%collapsed_110 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc219)
    %191 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_111, %collapsed_96 : tensor<256x256xf32>, tensor<256x688xf32>) outs(%66 : tensor<256x688xf32>) -> tensor<256x688xf32> loc(#loc220)
    %192 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_110, %arg14 : tensor<256x256xf32>, tensor<256x688xf32>) outs(%66 : tensor<256x688xf32>) -> tensor<256x688xf32> loc(#loc221)
    %expanded_112 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [2, 128, 688] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x688xf32> into tensor<2x128x688xf32> loc(#loc222)
    %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %112 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc223)
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %expanded_94 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc224)
    %collapsed_113 = tensor.collapse_shape %193 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x688xf32> into tensor<256x688xf32> loc(#loc225)
    %transposed_114 = linalg.transpose ins(%collapsed_113 : tensor<256x688xf32>) outs(%73 : tensor<688x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc226)
    %195 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_20 : f32) outs(%73 : tensor<688x256xf32>) -> tensor<688x256xf32> loc(#loc227)
    %196 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_114, %collapsed_91 : tensor<688x256xf32>, tensor<256x256xf32>) outs(%195 : tensor<688x256xf32>) -> tensor<688x256xf32> loc(#loc227)
    %197 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_113, %arg13 : tensor<256x688xf32>, tensor<688x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc228)
    %expanded_115 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc229)
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %expanded_92 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc230)
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %111 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc231)
    %200 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_23, %111 : tensor<i64>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_203: f32, %out: f32):
      %605 = arith.sitofp %in : i64 to f32
      %606 = arith.subf %605, %in_203 : f32
      linalg.yield %606 : f32
    } -> tensor<2x128x688xf32> loc(#loc21)
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %200 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc232)
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %201 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc233)
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %202 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc234)
    %collapsed_116 = tensor.collapse_shape %203 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x688xf32> into tensor<256x688xf32> loc(#loc235)
    %transposed_117 = linalg.transpose ins(%collapsed_116 : tensor<256x688xf32>) outs(%73 : tensor<688x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc236)
    %204 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_117, %collapsed_91 : tensor<688x256xf32>, tensor<256x256xf32>) outs(%195 : tensor<688x256xf32>) -> tensor<688x256xf32> loc(#loc237)
    %205 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_116, %arg12 : tensor<256x688xf32>, tensor<688x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc238)
    %expanded_118 = tensor.expand_shape %205 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc239)
    %206 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %expanded_118 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc240)
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %108 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc241)
    %208 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %arg11 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc242)
    %209 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%207 : tensor<2x128x256xf32>) outs(%177 : tensor<1x1x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<1x1x256xf32> loc(#loc243)
    %collapsed_119 = tensor.collapse_shape %209 [[0, 1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1x256xf32> into tensor<256xf32> loc(#loc244)
    %210 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %102 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc245)
    %211 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %107 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc246)
    %212 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%210 : tensor<2x128x256xf32>) outs(%4 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc247)
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %211 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc248)
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc249)
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_18 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc250)
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %214 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc251)
    %collapsed_120 = tensor.collapse_shape %216 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32> into tensor<2x128xf32> loc(#loc252)
    %217 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_120 : tensor<2x128xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32> loc(#loc252)
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.divf %in, %cst_16 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc253)
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc254)
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_19 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc255)
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %220 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc256)
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %221 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc257)
    %collapsed_121 = tensor.collapse_shape %222 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc258)
    %transposed_122 = linalg.transpose ins(%collapsed_121 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc259)
    %223 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_122, %collapsed_88 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc260)
    %224 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_121, %arg10 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc261)
    %expanded_123 = tensor.expand_shape %224 [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x4x64xf32> loc(#loc262)
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<2x128x4x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc263)
    %collapsed_125 = tensor.collapse_shape %transposed_124 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc264)
    %transposed_126 = linalg.transpose ins(%collapsed_83 : tensor<8x128x128xf32>) outs(%25 : tensor<8x128x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc265)
    %225 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_126, %collapsed_125 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%51 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc266)
    %226 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x64x128xf32> loc(#loc267)
    %transposed_127 = linalg.transpose ins(%collapsed_84 : tensor<8x128x64xf32>) outs(%226 : tensor<8x64x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc267)
    %227 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_125, %transposed_127 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%26 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc268)
    %expanded_128 = tensor.expand_shape %225 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc269)
    %expanded_129 = tensor.expand_shape %227 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc270)
    %228 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129, %99 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc271)
    %229 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%228 : tensor<2x4x128x128xf32>) outs(%47 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x1xf32> loc(#loc272)
    %230 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %229 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc273)
    %231 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %230 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc274)
    %232 = linalg.generic {indexing_maps = [#map5, #map10, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_14, %231 : tensor<128x128xi1>, tensor<f32>, tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %605 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc275)
    %233 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_17 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc276)
    %collapsed_130 = tensor.collapse_shape %233 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc277)
    %transposed_131 = linalg.transpose ins(%collapsed_79 : tensor<8x128x64xf32>) outs(%226 : tensor<8x64x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc278)
    %234 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_20 : f32) outs(%226 : tensor<8x64x128xf32>) -> tensor<8x64x128xf32> loc(#loc279)
    %235 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_131, %collapsed_130 : tensor<8x64x128xf32>, tensor<8x128x128xf32>) outs(%234 : tensor<8x64x128xf32>) -> tensor<8x64x128xf32> loc(#loc279)
    %transposed_132 = linalg.transpose ins(%collapsed_80 : tensor<8x64x128xf32>) outs(%50 : tensor<8x128x64xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc280)
    %236 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_130, %transposed_132 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%51 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc281)
    %expanded_133 = tensor.expand_shape %235 [[0, 1], [2], [3]] output_shape [2, 4, 64, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x64x128xf32> into tensor<2x4x64x128xf32> loc(#loc282)
    %expanded_134 = tensor.expand_shape %236 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc283)
    %transposed_135 = linalg.transpose ins(%expanded_133 : tensor<2x4x64x128xf32>) outs(%14 : tensor<2x4x128x64xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc284)
    %237 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_135, %cst_4 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc285)
    %extracted_slice_136 = tensor.extract_slice %237[0, 0, 0, 0] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc286)
    %extracted_slice_137 = tensor.extract_slice %237[0, 0, 0, 32] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc287)
    %238 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_136 : tensor<2x4x128x32xf32>) outs(%16 : tensor<2x4x128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.negf %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x32xf32> loc(#loc288)
    %239 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_135, %cst_3 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc289)
    %concat_138 = tensor.concat dim(3) %extracted_slice_137, %238 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32> loc(#loc290)
    %240 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %concat_138 : tensor<2x4x128x64xf32>, tensor<2x4x128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc291)
    %241 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_134, %cst_4 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc292)
    %extracted_slice_139 = tensor.extract_slice %241[0, 0, 0, 0] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc293)
    %extracted_slice_140 = tensor.extract_slice %241[0, 0, 0, 32] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc294)
    %242 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139 : tensor<2x4x128x32xf32>) outs(%16 : tensor<2x4x128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.negf %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x32xf32> loc(#loc295)
    %243 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_134, %cst_3 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc296)
    %concat_141 = tensor.concat dim(3) %extracted_slice_140, %242 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32> loc(#loc297)
    %244 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %concat_141 : tensor<2x4x128x64xf32>, tensor<2x4x128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc298)
    %transposed_142 = linalg.transpose ins(%expanded_128 : tensor<2x4x128x64xf32>) outs(%53 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc299)
    %collapsed_143 = tensor.collapse_shape %transposed_142 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc300)
    %transposed_144 = linalg.transpose ins(%240 : tensor<2x4x128x64xf32>) outs(%53 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc301)
    %collapsed_145 = tensor.collapse_shape %transposed_144 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc302)
    %transposed_146 = linalg.transpose ins(%244 : tensor<2x4x128x64xf32>) outs(%53 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc303)
    %collapsed_147 = tensor.collapse_shape %transposed_146 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc304)
    %concat_148 = tensor.concat dim(2) %collapsed_147, %collapsed_145, %collapsed_143 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x768xf32> loc(#loc305)
    %collapsed_149 = tensor.collapse_shape %concat_148 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x768xf32> into tensor<256x768xf32> loc(#loc306)
    %245 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<768x256xf32> loc(#loc307)
    %transposed_150 = linalg.transpose ins(%collapsed_149 : tensor<256x768xf32>) outs(%245 : tensor<768x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc307)
    %246 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_20 : f32) outs(%245 : tensor<768x256xf32>) -> tensor<768x256xf32> loc(#loc308)
    %247 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_150, %collapsed_61 : tensor<768x256xf32>, tensor<256x256xf32>) outs(%246 : tensor<768x256xf32>) -> tensor<768x256xf32> loc(#loc308)
    %248 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_149, %arg9 : tensor<256x768xf32>, tensor<768x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc309)
    %expanded_151 = tensor.expand_shape %248 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc310)
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151, %81 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc311)
    %250 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151, %arg8 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc312)
    %251 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%249 : tensor<2x128x256xf32>) outs(%177 : tensor<1x1x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<1x1x256xf32> loc(#loc313)
    %collapsed_152 = tensor.collapse_shape %251 [[0, 1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1x256xf32> into tensor<256xf32> loc(#loc314)
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %75 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc315)
    %253 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %80 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc316)
    %254 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%252 : tensor<2x128x256xf32>) outs(%4 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc317)
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %253 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc318)
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc319)
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_18 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc320)
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %256 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc321)
    %collapsed_153 = tensor.collapse_shape %258 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32> into tensor<2x128xf32> loc(#loc322)
    %259 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_153 : tensor<2x128xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32> loc(#loc322)
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.divf %in, %cst_16 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc323)
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc324)
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_19 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc325)
    %263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %262 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc326)
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %263 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc327)
    %collapsed_154 = tensor.collapse_shape %264 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc328)
    %transposed_155 = linalg.transpose ins(%collapsed_154 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc329)
    %265 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_155, %collapsed_58 : tensor<256x256xf32>, tensor<256x688xf32>) outs(%66 : tensor<256x688xf32>) -> tensor<256x688xf32> loc(#loc330)
    %266 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_154, %arg7 : tensor<256x256xf32>, tensor<256x688xf32>) outs(%66 : tensor<256x688xf32>) -> tensor<256x688xf32> loc(#loc331)
    %expanded_156 = tensor.expand_shape %266 [[0, 1], [2]] output_shape [2, 128, 688] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x688xf32> into tensor<2x128x688xf32> loc(#loc332)
    %267 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_156, %70 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc333)
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_156, %expanded_56 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc334)
    %collapsed_157 = tensor.collapse_shape %267 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x688xf32> into tensor<256x688xf32> loc(#loc335)
    %transposed_158 = linalg.transpose ins(%collapsed_157 : tensor<256x688xf32>) outs(%73 : tensor<688x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc336)
    %269 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_158, %collapsed_53 : tensor<688x256xf32>, tensor<256x256xf32>) outs(%195 : tensor<688x256xf32>) -> tensor<688x256xf32> loc(#loc337)
    %270 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_157, %arg6 : tensor<256x688xf32>, tensor<688x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc338)
    %expanded_159 = tensor.expand_shape %270 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc339)
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %expanded_54 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc340)
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %69 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc341)
    %273 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_23, %69 : tensor<i64>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_203: f32, %out: f32):
      %605 = arith.sitofp %in : i64 to f32
      %606 = arith.subf %605, %in_203 : f32
      linalg.yield %606 : f32
    } -> tensor<2x128x688xf32> loc(#loc342)
    %274 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %273 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc343)
    %275 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %274 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc344)
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %275 : tensor<2x128x688xf32>, tensor<2x128x688xf32>) outs(%68 : tensor<2x128x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x688xf32> loc(#loc345)
    %collapsed_160 = tensor.collapse_shape %276 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x688xf32> into tensor<256x688xf32> loc(#loc346)
    %transposed_161 = linalg.transpose ins(%collapsed_160 : tensor<256x688xf32>) outs(%73 : tensor<688x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc347)
    %277 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_161, %collapsed_53 : tensor<688x256xf32>, tensor<256x256xf32>) outs(%195 : tensor<688x256xf32>) -> tensor<688x256xf32> loc(#loc348)
    %278 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_160, %arg5 : tensor<256x688xf32>, tensor<688x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc349)
    %expanded_162 = tensor.expand_shape %278 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc350)
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %expanded_162 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc351)
    %280 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %63 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc352)
    %281 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %arg4 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc353)
    %282 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%280 : tensor<2x128x256xf32>) outs(%177 : tensor<1x1x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<1x1x256xf32> loc(#loc354)
    %collapsed_163 = tensor.collapse_shape %282 [[0, 1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x1x256xf32> into tensor<256xf32> loc(#loc355)
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %57 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc356)
    %284 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %62 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc357)
    %285 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<2x128x256xf32>) outs(%4 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc358)
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %284 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc359)
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc360)
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_18 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc361)
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %287 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc362)
    %collapsed_164 = tensor.collapse_shape %289 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32> into tensor<2x128xf32> loc(#loc363)
    %290 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_164 : tensor<2x128xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32> loc(#loc363)
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.divf %in, %cst_16 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc364)
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc365)
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_19 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc366)
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %293 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc367)
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %294 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc368)
    %collapsed_165 = tensor.collapse_shape %295 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc369)
    %transposed_166 = linalg.transpose ins(%collapsed_165 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc370)
    %296 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_166, %collapsed_50 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc371)
    %297 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_165, %arg3 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc372)
    %expanded_167 = tensor.expand_shape %297 [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x4x64xf32> loc(#loc373)
    %transposed_168 = linalg.transpose ins(%expanded_167 : tensor<2x128x4x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc374)
    %collapsed_169 = tensor.collapse_shape %transposed_168 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc375)
    %transposed_170 = linalg.transpose ins(%collapsed_45 : tensor<8x128x128xf32>) outs(%25 : tensor<8x128x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc376)
    %298 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_170, %collapsed_169 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%51 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc377)
    %transposed_171 = linalg.transpose ins(%collapsed_46 : tensor<8x128x64xf32>) outs(%226 : tensor<8x64x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc378)
    %299 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_169, %transposed_171 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%26 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc379)
    %expanded_172 = tensor.expand_shape %298 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc380)
    %expanded_173 = tensor.expand_shape %299 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc381)
    %300 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_173, %49 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc382)
    %301 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%300 : tensor<2x4x128x128xf32>) outs(%47 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x1xf32> loc(#loc383)
    %302 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %301 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc384)
    %303 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %302 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc385)
    %304 = linalg.generic {indexing_maps = [#map5, #map10, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_14, %303 : tensor<128x128xi1>, tensor<f32>, tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %605 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc386)
    %305 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304 : tensor<2x4x128x128xf32>) outs(%28 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_17 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc387)
    %collapsed_174 = tensor.collapse_shape %305 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc388)
    %transposed_175 = linalg.transpose ins(%collapsed_39 : tensor<8x128x64xf32>) outs(%226 : tensor<8x64x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc389)
    %306 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_175, %collapsed_174 : tensor<8x64x128xf32>, tensor<8x128x128xf32>) outs(%234 : tensor<8x64x128xf32>) -> tensor<8x64x128xf32> loc(#loc390)
    %transposed_176 = linalg.transpose ins(%collapsed_40 : tensor<8x64x128xf32>) outs(%50 : tensor<8x128x64xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc391)
    %307 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_174, %transposed_176 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%51 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc392)
    %expanded_177 = tensor.expand_shape %306 [[0, 1], [2], [3]] output_shape [2, 4, 64, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x64x128xf32> into tensor<2x4x64x128xf32> loc(#loc393)
    %expanded_178 = tensor.expand_shape %307 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc394)
    %transposed_179 = linalg.transpose ins(%expanded_177 : tensor<2x4x64x128xf32>) outs(%14 : tensor<2x4x128x64xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc395)
    %308 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_179, %cst_4 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc396)
    %extracted_slice_180 = tensor.extract_slice %308[0, 0, 0, 0] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc397)
    %extracted_slice_181 = tensor.extract_slice %308[0, 0, 0, 32] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc398)
    %309 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_180 : tensor<2x4x128x32xf32>) outs(%16 : tensor<2x4x128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.negf %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x32xf32> loc(#loc399)
    %310 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_179, %cst_3 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc400)
    %concat_182 = tensor.concat dim(3) %extracted_slice_181, %309 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32> loc(#loc401)
    %311 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %concat_182 : tensor<2x4x128x64xf32>, tensor<2x4x128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc402)
    %312 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_178, %cst_4 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc403)
    %extracted_slice_183 = tensor.extract_slice %312[0, 0, 0, 0] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc404)
    %extracted_slice_184 = tensor.extract_slice %312[0, 0, 0, 32] [2, 4, 128, 32] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> to tensor<2x4x128x32xf32> loc(#loc405)
    %313 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_183 : tensor<2x4x128x32xf32>) outs(%16 : tensor<2x4x128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.negf %in : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x32xf32> loc(#loc406)
    %314 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_178, %cst_3 : tensor<2x4x128x64xf32>, tensor<128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc407)
    %concat_185 = tensor.concat dim(3) %extracted_slice_184, %313 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32> loc(#loc408)
    %315 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %concat_185 : tensor<2x4x128x64xf32>, tensor<2x4x128x64xf32>) outs(%14 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x4x128x64xf32> loc(#loc409)
    %transposed_186 = linalg.transpose ins(%expanded_172 : tensor<2x4x128x64xf32>) outs(%53 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc410)
    %collapsed_187 = tensor.collapse_shape %transposed_186 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc411)
    %transposed_188 = linalg.transpose ins(%311 : tensor<2x4x128x64xf32>) outs(%53 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc412)
    %collapsed_189 = tensor.collapse_shape %transposed_188 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc413)
    %transposed_190 = linalg.transpose ins(%315 : tensor<2x4x128x64xf32>) outs(%53 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc414)
    %collapsed_191 = tensor.collapse_shape %transposed_190 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc415)
    %concat_192 = tensor.concat dim(2) %collapsed_191, %collapsed_189, %collapsed_187 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x768xf32> loc(#loc416)
    %collapsed_193 = tensor.collapse_shape %concat_192 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x768xf32> into tensor<256x768xf32> loc(#loc417)
    %transposed_194 = linalg.transpose ins(%collapsed_193 : tensor<256x768xf32>) outs(%245 : tensor<768x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc418)
    %316 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_194, %collapsed : tensor<768x256xf32>, tensor<256x256xf32>) outs(%246 : tensor<768x256xf32>) -> tensor<768x256xf32> loc(#loc419)
    %317 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_193, %arg2 : tensor<256x768xf32>, tensor<768x256xf32>) outs(%55 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc420)
    %expanded_195 = tensor.expand_shape %317 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc421)
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_195, %9 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc422)
    %319 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_195, %arg1 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc423)
    %320 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%318 : tensor<2x128x256xf32>) outs(%177 : tensor<1x1x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<1x1x256xf32> loc(#loc424)
    %collapsed_196 = tensor.collapse_shape %320 [[0, 1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x1x256xf32> into tensor<256xf32> loc(#loc425)
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %1 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc426)
    %322 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %8 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc427)
    %323 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%321 : tensor<2x128x256xf32>) outs(%4 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.addf %in, %out : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc428)
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %322 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc429)
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc430)
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_18 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc431)
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %325 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%3 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x1xf32> loc(#loc432)
    %collapsed_197 = tensor.collapse_shape %327 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32> into tensor<2x128xf32> loc(#loc433)
    %328 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_197 : tensor<2x128xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32> loc(#loc433)
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.divf %in, %cst_16 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc434)
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc435)
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.mulf %in, %cst_19 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc436)
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %331 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc437)
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %332 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc438)
    %334 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xi1> loc(#loc439)
    %335 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x128xi64>) outs(%334 : tensor<2x128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %605 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %605 : i1
    } -> tensor<2x128xi1> loc(#loc439)
    %336 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x128xi64>) outs(%334 : tensor<2x128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %605 = arith.cmpi slt, %in, %c4096_i64 : i64
      linalg.yield %605 : i1
    } -> tensor<2x128xi1> loc(#loc440)
    %337 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%335, %336 : tensor<2x128xi1>, tensor<2x128xi1>) outs(%334 : tensor<2x128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: i1, %out: i1):
      %605 = arith.andi %in, %in_203 : i1
      linalg.yield %605 : i1
    } -> tensor<2x128xi1> loc(#loc441)
    %338 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x128xi64>) outs(%334 : tensor<2x128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %605 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %605 : i1
    } -> tensor<2x128xi1> loc(#loc442)
    %339 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%337, %338 : tensor<2x128xi1>, tensor<2x128xi1>) outs(%334 : tensor<2x128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: i1, %out: i1):
      %605 = arith.andi %in, %in_203 : i1
      linalg.yield %605 : i1
    } -> tensor<2x128xi1> loc(#loc443)
    %expanded_198 = tensor.expand_shape %339 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.phase = "backward"} : tensor<2x128xi1> into tensor<2x128x1xi1> loc(#loc444)
    %340 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xi64> loc(#loc17)
    %341 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x128xi64>) outs(%340 : tensor<2x128xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %605 = arith.maxsi %in, %c-4096_i64 : i64
      %606 = arith.minsi %605, %c4095_i64 : i64
      linalg.yield %606 : i64
    } -> tensor<2x128xi64> loc(#loc17)
    %342 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x1xi1> loc(#loc445)
    %343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_198 : tensor<2x128x1xi1>) outs(%342 : tensor<2x128x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %605 = arith.xori %in, %true : i1
      linalg.yield %605 : i1
    } -> tensor<2x128x1xi1> loc(#loc445)
    %344 = linalg.generic {indexing_maps = [#map2, #map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %cst_14, %333 : tensor<2x128x1xi1>, tensor<f32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %605 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %605 : f32
    } -> tensor<2x128x256xf32> loc(#loc446)
    %collapsed_199 = tensor.collapse_shape %341 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xi64> into tensor<256xi64> loc(#loc20)
    %expanded_200 = tensor.expand_shape %collapsed_199 [[0, 1]] output_shape [256, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xi64> into tensor<256x1xi64> loc(#loc20)
    %collapsed_201 = tensor.collapse_shape %344 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc20)
    %expanded_202 = tensor.expand_shape %collapsed_201 [[0], [1, 2]] output_shape [256, 1, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<256x1x256xf32> loc(#loc20)
    %345 = scf.for %arg54 = %c0 to %c256 step %c1 iter_args(%arg55 = %cst_21) -> (tensor<4096x256xf32>) {
      %extracted = tensor.extract %expanded_200[%arg54, %c0] : tensor<256x1xi64>
      %605 = arith.index_cast %extracted : i64 to index
      %extracted_slice_203 = tensor.extract_slice %expanded_202[%arg54, 0, 0] [1, 1, 256] [1, 1, 1] : tensor<256x1x256xf32> to tensor<1x256xf32>
      %extracted_slice_204 = tensor.extract_slice %arg55[%605, 0] [1, 256] [1, 1] : tensor<4096x256xf32> to tensor<1x256xf32>
      %606 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_203 : tensor<1x256xf32>) outs(%extracted_slice_204 : tensor<1x256xf32>) {
      ^bb0(%in: f32, %out: f32):
        %607 = arith.addf %out, %in : f32
        linalg.yield %607 : f32
      } -> tensor<1x256xf32>
      %inserted_slice_205 = tensor.insert_slice %606 into %arg55[%605, 0] [1, 256] [1, 1] : tensor<1x256xf32> into tensor<4096x256xf32>
      scf.yield %inserted_slice_205 : tensor<4096x256xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc745)
    %346 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc6)
    %347 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%345 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc7)
    %348 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%346, %347 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc449)
    %349 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc8)
    %350 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%345 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc9)
    %351 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%350, %345 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc450)
    %352 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%349, %351 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc451)
    %353 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%arg51 : tensor<f32>) outs(%148 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = math.powf %605, %in : f32
      linalg.yield %606 : f32
    } -> tensor<f32> loc(#loc452)
    %354 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = []} ins(%cst_23, %353 : tensor<i64>, tensor<f32>) outs(%148 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_203: f32, %out: f32):
      %605 = arith.sitofp %in : i64 to f32
      %606 = arith.subf %605, %in_203 : f32
      linalg.yield %606 : f32
    } -> tensor<f32> loc(#loc453)
    %355 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%348, %354 : tensor<4096x256xf32>, tensor<f32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc454)
    %356 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%arg51 : tensor<f32>) outs(%148 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = math.powf %605, %in : f32
      linalg.yield %606 : f32
    } -> tensor<f32> loc(#loc455)
    %357 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = []} ins(%cst_23, %356 : tensor<i64>, tensor<f32>) outs(%148 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_203: f32, %out: f32):
      %605 = arith.sitofp %in : i64 to f32
      %606 = arith.subf %605, %in_203 : f32
      linalg.yield %606 : f32
    } -> tensor<f32> loc(#loc456)
    %358 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%352, %357 : tensor<4096x256xf32>, tensor<f32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc457)
    %359 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc10)
    %360 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%355 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc11)
    %361 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%358 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc458)
    %362 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%361 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc12)
    %363 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%360, %362 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc459)
    %364 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%359, %363 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc460)
    %365 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg18 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc461)
    %366 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_196 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc462)
    %367 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%365, %366 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc463)
    %368 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg35 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc464)
    %369 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_196 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc465)
    %370 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%369, %collapsed_196 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc466)
    %371 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%368, %370 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc467)
    %372 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%367, %354 : tensor<256xf32>, tensor<f32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc468)
    %373 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%371, %357 : tensor<256xf32>, tensor<f32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc470)
    %374 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg1 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc472)
    %375 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%372 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc473)
    %376 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%373 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc474)
    %377 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%376 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc475)
    %378 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%375, %377 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc476)
    %379 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%374, %378 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc477)
    %380 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc478)
    %381 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%316 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc479)
    %382 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%380, %381 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc481)
    %383 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc482)
    %384 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%316 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc483)
    %385 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%384, %316 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc484)
    %386 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%383, %385 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc485)
    %387 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%382, %354 : tensor<768x256xf32>, tensor<f32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc486)
    %388 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%386, %357 : tensor<768x256xf32>, tensor<f32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc488)
    %389 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc490)
    %390 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%387 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc491)
    %391 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%388 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc492)
    %392 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%391 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc493)
    %393 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%390, %392 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc494)
    %394 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%389, %393 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc495)
    %395 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc496)
    %396 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%296 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc497)
    %397 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%395, %396 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc499)
    %398 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc500)
    %399 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%296 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc501)
    %400 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%399, %296 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc502)
    %401 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%398, %400 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc503)
    %402 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%397, %354 : tensor<256x256xf32>, tensor<f32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc504)
    %403 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%401, %357 : tensor<256x256xf32>, tensor<f32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc506)
    %404 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc508)
    %405 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%402 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc509)
    %406 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%403 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc510)
    %407 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%406 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc511)
    %408 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%405, %407 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc512)
    %409 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%404, %408 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc513)
    %410 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg21 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc514)
    %411 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_163 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc515)
    %412 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%410, %411 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc516)
    %413 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg38 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc517)
    %414 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_163 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc518)
    %415 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%414, %collapsed_163 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc519)
    %416 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%413, %415 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc520)
    %417 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%412, %354 : tensor<256xf32>, tensor<f32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc521)
    %418 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%416, %357 : tensor<256xf32>, tensor<f32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc523)
    %419 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg4 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc525)
    %420 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%417 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc526)
    %421 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%418 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc527)
    %422 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%421 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc528)
    %423 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%420, %422 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc529)
    %424 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%419, %423 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc530)
    %425 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc531)
    %426 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%277 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc532)
    %427 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%425, %426 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc534)
    %428 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc535)
    %429 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%277 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc536)
    %430 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%429, %277 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc537)
    %431 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%428, %430 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc538)
    %432 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%427, %354 : tensor<688x256xf32>, tensor<f32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc539)
    %433 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%431, %357 : tensor<688x256xf32>, tensor<f32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc541)
    %434 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc543)
    %435 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%432 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc544)
    %436 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%433 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc545)
    %437 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%436 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc546)
    %438 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%435, %437 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc547)
    %439 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%434, %438 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc548)
    %440 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc549)
    %441 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%269 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc550)
    %442 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%440, %441 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc552)
    %443 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc553)
    %444 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%269 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc554)
    %445 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%444, %269 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc555)
    %446 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%443, %445 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc556)
    %447 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%442, %354 : tensor<688x256xf32>, tensor<f32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc557)
    %448 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%446, %357 : tensor<688x256xf32>, tensor<f32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc559)
    %449 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc561)
    %450 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%447 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc562)
    %451 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%448 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc563)
    %452 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%451 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc564)
    %453 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%450, %452 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc565)
    %454 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%449, %453 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc566)
    %455 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc567)
    %456 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%265 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc568)
    %457 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%455, %456 : tensor<256x688xf32>, tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc570)
    %458 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc571)
    %459 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%265 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc572)
    %460 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%459, %265 : tensor<256x688xf32>, tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc573)
    %461 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%458, %460 : tensor<256x688xf32>, tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc574)
    %462 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%457, %354 : tensor<256x688xf32>, tensor<f32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc575)
    %463 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%461, %357 : tensor<256x688xf32>, tensor<f32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc577)
    %464 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc579)
    %465 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%462 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc580)
    %466 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%463 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc581)
    %467 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%466 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc582)
    %468 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%465, %467 : tensor<256x688xf32>, tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc583)
    %469 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%464, %468 : tensor<256x688xf32>, tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc584)
    %470 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg25 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc585)
    %471 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_152 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc586)
    %472 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%470, %471 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc587)
    %473 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg42 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc588)
    %474 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_152 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc589)
    %475 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%474, %collapsed_152 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc590)
    %476 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%473, %475 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc591)
    %477 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%472, %354 : tensor<256xf32>, tensor<f32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc592)
    %478 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%476, %357 : tensor<256xf32>, tensor<f32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc594)
    %479 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg8 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc596)
    %480 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%477 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc597)
    %481 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%478 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc598)
    %482 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%481 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc599)
    %483 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%480, %482 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc600)
    %484 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%479, %483 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc601)
    %485 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc602)
    %486 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc603)
    %487 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%485, %486 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc605)
    %488 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc606)
    %489 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc607)
    %490 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%489, %247 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc608)
    %491 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%488, %490 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc609)
    %492 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%487, %354 : tensor<768x256xf32>, tensor<f32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc610)
    %493 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%491, %357 : tensor<768x256xf32>, tensor<f32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc612)
    %494 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc614)
    %495 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%492 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc615)
    %496 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%493 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc616)
    %497 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%496 : tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<768x256xf32> loc(#loc617)
    %498 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%495, %497 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc618)
    %499 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%494, %498 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%245 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<768x256xf32> loc(#loc619)
    %500 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc620)
    %501 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%223 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc621)
    %502 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%500, %501 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc623)
    %503 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc624)
    %504 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%223 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc625)
    %505 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%504, %223 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc626)
    %506 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%503, %505 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc627)
    %507 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%502, %354 : tensor<256x256xf32>, tensor<f32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc628)
    %508 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%506, %357 : tensor<256x256xf32>, tensor<f32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc630)
    %509 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc632)
    %510 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%507 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc633)
    %511 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%508 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc634)
    %512 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%511 : tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x256xf32> loc(#loc635)
    %513 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%510, %512 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc636)
    %514 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%509, %513 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x256xf32> loc(#loc637)
    %515 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg28 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc638)
    %516 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_119 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc639)
    %517 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%515, %516 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc640)
    %518 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg45 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc641)
    %519 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_119 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc642)
    %520 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%519, %collapsed_119 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc643)
    %521 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%518, %520 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc644)
    %522 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%517, %354 : tensor<256xf32>, tensor<f32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc645)
    %523 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%521, %357 : tensor<256xf32>, tensor<f32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc647)
    %524 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg11 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc649)
    %525 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%522 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc650)
    %526 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%523 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc651)
    %527 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%526 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc652)
    %528 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%525, %527 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc653)
    %529 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%524, %528 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc654)
    %530 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc655)
    %531 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%204 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc656)
    %532 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%530, %531 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc658)
    %533 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc659)
    %534 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%204 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc660)
    %535 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%534, %204 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc661)
    %536 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%533, %535 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc662)
    %537 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%532, %354 : tensor<688x256xf32>, tensor<f32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc663)
    %538 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%536, %357 : tensor<688x256xf32>, tensor<f32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc665)
    %539 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc667)
    %540 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%537 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc668)
    %541 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%538 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc669)
    %542 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%541 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc670)
    %543 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%540, %542 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc671)
    %544 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%539, %543 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc672)
    %545 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc673)
    %546 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc674)
    %547 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%545, %546 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc676)
    %548 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc677)
    %549 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc678)
    %550 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%549, %196 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc679)
    %551 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%548, %550 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc680)
    %552 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%547, %354 : tensor<688x256xf32>, tensor<f32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc681)
    %553 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%551, %357 : tensor<688x256xf32>, tensor<f32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc683)
    %554 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc685)
    %555 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%552 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc686)
    %556 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%553 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc687)
    %557 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%556 : tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<688x256xf32> loc(#loc688)
    %558 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%555, %557 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc689)
    %559 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%554, %558 : tensor<688x256xf32>, tensor<688x256xf32>) outs(%73 : tensor<688x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<688x256xf32> loc(#loc690)
    %560 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc691)
    %561 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc692)
    %562 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%560, %561 : tensor<256x688xf32>, tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc694)
    %563 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc695)
    %564 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc696)
    %565 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%564, %191 : tensor<256x688xf32>, tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc697)
    %566 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%563, %565 : tensor<256x688xf32>, tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc698)
    %567 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%562, %354 : tensor<256x688xf32>, tensor<f32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc699)
    %568 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%566, %357 : tensor<256x688xf32>, tensor<f32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc701)
    %569 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc703)
    %570 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%567 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc704)
    %571 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%568 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc705)
    %572 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%571 : tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256x688xf32> loc(#loc706)
    %573 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%570, %572 : tensor<256x688xf32>, tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc707)
    %574 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%569, %573 : tensor<256x688xf32>, tensor<256x688xf32>) outs(%65 : tensor<256x688xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256x688xf32> loc(#loc708)
    %575 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg32 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc709)
    %576 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_108 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc710)
    %577 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%575, %576 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc711)
    %578 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg49 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc712)
    %579 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_108 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc713)
    %580 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%579, %collapsed_108 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc714)
    %581 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%578, %580 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc715)
    %582 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%577, %354 : tensor<256xf32>, tensor<f32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc716)
    %583 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%581, %357 : tensor<256xf32>, tensor<f32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc718)
    %584 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg15 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc720)
    %585 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%582 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc721)
    %586 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%583 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc722)
    %587 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%586 : tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<256xf32> loc(#loc723)
    %588 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%585, %587 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc724)
    %589 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%584, %588 : tensor<256xf32>, tensor<256xf32>) outs(%129 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<256xf32> loc(#loc725)
    %590 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_5 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc726)
    %591 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%172 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_6 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc727)
    %592 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%590, %591 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc729)
    %593 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_7 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc730)
    %594 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%172 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_8 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc731)
    %595 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%594, %172 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.mulf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc732)
    %596 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%593, %595 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.addf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc733)
    %597 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%592, %354 : tensor<4096x256xf32>, tensor<f32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc734)
    %598 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%596, %357 : tensor<4096x256xf32>, tensor<f32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc736)
    %599 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_9 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc738)
    %600 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%597 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_10 : f64 to f32
      %606 = arith.mulf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc739)
    %601 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%598 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = math.sqrt %in : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc740)
    %602 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%601 : tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %605 = arith.truncf %cst_11 : f64 to f32
      %606 = arith.addf %in, %605 : f32
      linalg.yield %606 : f32
    } -> tensor<4096x256xf32> loc(#loc741)
    %603 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%600, %602 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.divf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc742)
    %604 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%599, %603 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%170 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %605 = arith.subf %in, %in_203 : f32
      linalg.yield %605 : f32
    } -> tensor<4096x256xf32> loc(#loc743)
    return {memopt.phase = "optimizer"} %152, %364, %379, %394, %409, %424, %439, %454, %469, %484, %499, %514, %529, %544, %559, %574, %589, %604, %348, %367, %382, %397, %412, %427, %442, %457, %472, %487, %502, %517, %532, %547, %562, %577, %592, %352, %371, %386, %401, %416, %431, %446, %461, %476, %491, %506, %521, %536, %551, %566, %581, %596 : tensor<f32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256xf32>, tensor<4096x256xf32> loc(#loc743)
  } loc(#loc1)
} loc(#loc)

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_64_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F41510A3FB0543B3F0D94583FC692693F6B4E733FF0D5783F83F67B3F28BA7D3F98B87E3FD1477F3F68987F3FBDC57F3F3CDF7F3F93ED7F3FA3F57F3F2CFA7F3FB9FC7F3F28FE7F3FF7FE7F3F6BFF7F3FACFF7F3FD1FF7F3FE6FF7F3FF1FF7F3FF8FF7F3FFBFF7F3FFDFF7F3FFFFF7F3FFFFF7F3F0000803F0000803F0000803F41510A3FB0543B3F0D94583FC692693F6B4E733FF0D5783F83F67B3F28BA7D3F98B87E3FD1477F3F68987F3FBDC57F3F3CDF7F3F93ED7F3FA3F57F3F2CFA7F3FB9FC7F3F28FE7F3FF7FE7F3F6BFF7F3FACFF7F3FD1FF7F3FE6FF7F3FF1FF7F3FF8FF7F3FFBFF7F3FFDFF7F3FFFFF7F3FFFFF7F3F0000803F0000803F0000803F3311D5BE534D913DB2E8DC3E02392A3FEC7B4E3F69BE633FA6FA6F3FF5F2763FA5E57A3F4F207D3FF3617E3F0E177F3FF97C7F3F4EB67F3F8ED67F3FB1E87F3FE5F27F3FA1F87F3FDBFB7F3FABFD7F3FB1FE7F3F43FF7F3F96FF7F3FC4FF7F3FDFFF7F3FEDFF7F3FF5FF7F3FFAFF7F3FFDFF7F3FFEFF7F3FFFFF7F3F0000803F3311D5BE534D913DB2E8DC3E02392A3FEC7B4E3F69BE633FA6FA6F3FF5F2763FA5E57A3F4F207D3FF3617E3F0E177F3FF97C7F3F4EB67F3F8ED67F3FB1E87F3FE5F27F3FA1F87F3FDBFB7F3FABFD7F3FB1FE7F3F43FF7F3F96FF7F3FC4FF7F3FDFFF7F3FEDFF7F3FF5FF7F3FFAFF7F3FFDFF7F3FFEFF7F3FFFFF7F3F0000803F26707DBFCEBF20BFAB7FEDBD63189A3E582F153FA2E7413F296D5C3F37C96B3FEF90743F928C793F9E5D7C3F43F47D3F4FD97E3F3A5A7F3FC3A27F3F90CB7F3F83E27F3F6BEF7F3FADF67F3FC1FA7F3F0DFD7F3F58FE7F3F11FF7F3F7AFF7F3FB5FF7F3FD6FF7F3FE8FF7F3FF3FF7F3FF9FF7F3FFCFF7F3FFEFF7F3FFFFF7F3F26707DBFCEBF20BFAB7FEDBD63189A3E582F153FA2E7413F296D5C3F37C96B3FEF90743F928C793F9E5D7C3F43F47D3F4FD97E3F3A5A7F3FC3A27F3F90CB7F3F83E27F3F6BEF7F3FADF67F3FC1FA7F3F0DFD7F3F58FE7F3F11FF7F3F7AFF7F3FB5FF7F3FD6FF7F3FE8FF7F3FF3FF7F3FF9FF7F3FFCFF7F3FFEFF7F3FFFFF7F3F305527BF3A6C7DBF9EAF20BFC203EDBDB12E9A3E7836153FEDEB413FAB6F5C3FA7CA6B3FC191743F098D793FE15D7C3F69F47D3F64D97E3F465A7F3FCAA27F3F94CB7F3F85E27F3F6CEF7F3FADF67F3FC2FA7F3F0DFD7F3F58FE7F3F11FF7F3F7AFF7F3FB5FF7F3FD6FF7F3FE8FF7F3FF3FF7F3FF9FF7F3FFCFF7F3FFEFF7F3F305527BF3A6C7DBF9EAF20BFC203EDBDB12E9A3E7836153FEDEB413FAB6F5C3FA7CA6B3FC191743F098D793FE15D7C3F69F47D3F64D97E3F465A7F3FCAA27F3F94CB7F3F85E27F3F6CEF7F3FADF67F3FC2FA7F3F0DFD7F3F58FE7F3F11FF7F3F7AFF7F3FB5FF7F3FD6FF7F3FE8FF7F3FF3FF7F3FF9FF7F3FFCFF7F3FFEFF7F3F2C3C913EFD2352BF403272BF451C03BFE97229BC9756C03EF14C213F182C493F40A9603F05376E3F7CF2753F9F547A3F81CE7C3FDF337E3F1EFD7E3F606E7F3F19AE7F3FF0D17F3F19E67F3F6FF17F3FCFF77F3F65FB7F3F69FD7F3F8BFE7F3F2EFF7F3F8AFF7F3FBEFF7F3FDBFF7F3FEBFF7F3FF4FF7F3FF9FF7F3FFCFF7F3F2C3C913EFD2352BF403272BF451C03BFE97229BC9756C03EF14C213F182C493F40A9603F05376E3F7CF2753F9F547A3F81CE7C3FDF337E3F1EFD7E3F606E7F3F19AE7F3FF0D17F3F19E67F3F6FF17F3FCFF77F3F65FB7F3F69FD7F3F8BFE7F3F2EFF7F3F8AFF7F3FBEFF7F3FDBFF7F3FEBFF7F3FF4FF7F3FF9FF7F3FFCFF7F3FB8CD753F7B7D58BE531D79BF539F51BF6D3FA4BE9EF8163E352FF73E1156323F3249533F8385663FE290713F6DD9773FE3677B3FC1697D3F518B7E3F562E7F3F128A7F3FADBD7F3FB3DA7F3F06EB7F3F34F47F3F5EF97F3F45FC7F3FE7FD7F3FD2FE7F3F56FF7F3FA1FF7F3FCAFF7F3FE2FF7F3FEFFF7F3FF7FF7F3FFBFF7F3FB8CD753F7B7D58BE531D79BF539F51BF6D3FA4BE9EF8163E352FF73E1156323F3249533F8385663FE290713F6DD9773FE3677B3FC1697D3F518B7E3F562E7F3F128A7F3FADBD7F3FB3DA7F3F06EB7F3F34F47F3F5EF97F3F45FC7F3FE7FD7F3FD2FE7F3F56FF7F3FA1FF7F3FCAFF7F3FE2FF7F3FEFFF7F3FF7FF7F3FFBFF7F3FBDFF403F57EE023F5E4F33BF21687BBFBC7419BF5A5EB6BDBAF8A33E6155183FB3CC433F4E885D3FC66B6C3F69ED743FEAC0793F297B7C3FE9047E3FAEE27E3F815F7F3FBBA57F3F3BCD7F3F73E37F3FF2EF7F3FF9F67F3FECFA7F3F25FD7F3F65FE7F3F19FF7F3F7EFF7F3FB7FF7F3FD7FF7F3FE9FF7F3FF3FF7F3FF9FF7F3FBDFF403F57EE023F5E4F33BF21687BBFBC7419BF5A5EB6BDBAF8A33E6155183FB3CC433F4E885D3FC66B6C3F69ED743FEAC0793F297B7C3FE9047E3FAEE27E3F815F7F3FBBA57F3F3BCD7F3F73E37F3FF2EF7F3FF9F67F3FECFA7F3F25FD7F3F65FE7F3F19FF7F3F7EFF7F3FB7FF7F3FD7FF7F3FE9FF7F3FF3FF7F3FF9FF7F3FF6FD14BE33BE753F152059BE802479BFE59151BF331EA4BEA32C173E7A40F73E5F5B323F544C533F5287663FEA91713F02DA773F38687B3FF1697D3F6C8B7E3F652E7F3F1A8A7F3FB1BD7F3FB6DA7F3F08EB7F3F35F47F3F5EF97F3F45FC7F3FE7FD7F3FD2FE7F3F56FF7F3FA1FF7F3FCAFF7F3FE2FF7F3FEFFF7F3FF7FF7F3FF6FD14BE33BE753F152059BE802479BFE59151BF331EA4BEA32C173E7A40F73E5F5B323F544C533F5287663FEA91713F02DA773F38687B3FF1697D3F6C8B7E3F652E7F3F1A8A7F3FB1BD7F3FB6DA7F3F08EB7F3F35F47F3F5EF97F3F45FC7F3FE7FD7F3FD2FE7F3F56FF7F3FA1FF7F3FCAFF7F3FE2FF7F3FEFFF7F3FF7FF7F3FD53F69BF1FB8643F18EEAE3E013A4BBFA2E674BF9FBA08BF3AE6F2BC4572B93ED4211F3F4FE0473F4BE85F3F76C86D3FA9B3753F16317A3F75BA7C3F93287E3FC2F67E3FCD6A7F3F16AC7F3FCED07F3F76E57F3F13F17F3F9BF77F3F48FB7F3F59FD7F3F82FE7F3F29FF7F3F87FF7F3FBCFF7F3FDAFF7F3FEBFF7F3FF4FF7F3FD53F69BF1FB8643F18EEAE3E013A4BBFA2E674BF9FBA08BF3AE6F2BC4572B93ED4211F3F4FE0473F4BE85F3F76C86D3FA9B3753F16317A3F75BA7C3F93287E3FC2F67E3FCD6A7F3F16AC7F3FCED07F3F76E57F3F13F17F3F9BF77F3F48FB7F3F59FD7F3F82FE7F3F29FF7F3F87FF7F3FBCFF7F3FDAFF7F3FEBFF7F3FF4FF7F3F64CD56BF3FFCB13E15464A3F3968F3BEFBF17FBF00BF37BF0BF152BE2EB2703E41510A3FB1543B3F0E94583FC792693F6A4E733FF0D5783F83F67B3F28BA7D3F98B87E3FD1477F3F68987F3FBDC57F3F3CDF7F3F93ED7F3FA3F57F3F2CFA7F3FB9FC7F3F28FE7F3FF7FE7F3F6BFF7F3FACFF7F3FD1FF7F3FE6FF7F3FF1FF7F3F64CD56BF3FFCB13E15464A3F3968F3BEFBF17FBF00BF37BF0BF152BE2EB2703E41510A3FB1543B3F0E94583FC792693F6A4E733FF0D5783F83F67B3F28BA7D3F98B87E3FD1477F3F68987F3FBDC57F3F3CDF7F3F93ED7F3FA3F57F3F2CFA7F3FB9FC7F3F28FE7F3FF7FE7F3F6BFF7F3FACFF7F3FD1FF7F3FE6FF7F3FF1FF7F3F7205913B06F4C4BE30C97E3F3CDB96BD8D9B71BF8F7A5CBF126FC0BE6573D43DC03DE83E83BB2D3F8890503FC6F2643FE4AA703FF956773F2C1E7B3F30407D3FE8737E3F29217F3FA8827F3F81B97F3F5BD87F3FB4E97F3F76F37F3FF3F87F3F09FC7F3FC5FD7F3FBFFE7F3F4CFF7F3F9BFF7F3FC7FF7F3FE0FF7F3FEEFF7F3F7205913B06F4C4BE30C97E3F3CDB96BD8D9B71BF8F7A5CBF126FC0BE6573D43DC03DE83E83BB2D3F8890503FC6F2643FE4AA703FF956773F2C1E7B3F30407D3FE8737E3F29217F3FA8827F3F81B97F3F5BD87F3FB4E97F3F76F37F3FF3F87F3F09FC7F3FC5FD7F3FBFFE7F3F4CFF7F3F9BFF7F3FC7FF7F3FE0FF7F3FEEFF7F3FD006583F801D69BF1DD4643F2696AE3E564F4BBFF7DE74BFF0A908BFEF0CF1BCF386B93E59281F3F35E4473F90EA5F3FC3C96D3F66B4753F81317A3FB1BA7C3FB5287E3FD5F67E3FD76A7F3F1CAC7F3FD2D07F3F78E57F3F14F17F3F9CF77F3F48FB7F3F59FD7F3F82FE7F3F29FF7F3F87FF7F3FBCFF7F3FDAFF7F3FEBFF7F3FD006583F801D69BF1DD4643F2696AE3E564F4BBFF7DE74BFF0A908BFEF0CF1BCF386B93E59281F3F35E4473F90EA5F3FC3C96D3F66B4753F81317A3FB1BA7C3FB5287E3FD5F67E3FD76A7F3F1CAC7F3FD2D07F3F78E57F3F14F17F3F9CF77F3F48FB7F3F59FD7F3F82FE7F3F29FF7F3F87FF7F3FBCFF7F3FDAFF7F3FEBFF7F3F6F4E683F54B172BF7165043F3026323F9DD910BFB68E7FBFE9CC2CBFFFF325BE99F5883E2CB00F3F1C963E3F6E7C5A3FC3AB6A3F75EE733F9530793FB1297C3F00D77D3FD5C87E3FF5507F3F8C9D7F3FA1C87F3FDCE07F3F7DEE7F3F27F67F3F76FA7F3FE3FC7F3F40FE7F3F04FF7F3F72FF7F3FB0FF7F3FD3FF7F3FE7FF7F3F6F4E683F54B172BF7165043F3026323F9DD910BFB68E7FBFE9CC2CBFFFF325BE99F5883E2CB00F3F1C963E3F6E7C5A3FC3AB6A3F75EE733F9530793FB1297C3F00D77D3FD5C87E3FF5507F3F8C9D7F3FA1C87F3FDCE07F3F7DEE7F3F27F67F3F76FA7F3FE3FC7F3F40FE7F3F04FF7F3F72FF7F3FB0FF7F3FD3FF7F3FE7FF7F3FD7040C3E4724F4BE63FA99BCB7CA6D3F0A0D90BEAEF07BBFA97C4BBF016A95BEDF0B2E3E7CD2FE3EC3AD343FD9AA543FB151673F6605723F7D1B783F358D7B3FCC7E7D3F2A977E3F02357F3FD38D7F3FC9BF7F3FE3DB7F3FB1EB7F3F94F47F3F94F97F3F63FC7F3FF8FD7F3FDCFE7F3F5CFF7F3FA4FF7F3FCCFF7F3FE3FF7F3FD7040C3E4724F4BE63FA99BCB7CA6D3F0A0D90BEAEF07BBFA97C4BBF016A95BEDF0B2E3E7CD2FE3EC3AD343FD9AA543FB151673F6605723F7D1B783F358D7B3FCC7E7D3F2A977E3F02357F3FD38D7F3FC9BF7F3FE3DB7F3FB1EB7F3F94F47F3F94F97F3F63FC7F3FF8FD7F3FDCFE7F3F5CFF7F3FA4FF7F3FCCFF7F3FE3FF7F3FE87A42BF1F14803EA8890CBF7BC57F3F9622FE3CB2386ABF71C163BFD732D5BEAADE903DF2D5DC3E30332A3F77784E3F68BC633F81F96F3F4FF2763F47E57A3F1A207D3FD5617E3FFD167F3FEF7C7F3F49B67F3F8BD67F3FB0E87F3FE4F27F3FA1F87F3FDBFB7F3FABFD7F3FB0FE7F3F43FF7F3F96FF7F3FC4FF7F3FDFFF7F3FE87A42BF1F14803EA8890CBF7BC57F3F9622FE3CB2386ABF71C163BFD732D5BEAADE903DF2D5DC3E30332A3F77784E3F68BC633F81F96F3F4FF2763F47E57A3F1A207D3FD5617E3FFD167F3FEF7C7F3F49B67F3F8BD67F3FB0E87F3FE4F27F3FA1F87F3FDBFB7F3FABFD7F3FB0FE7F3F43FF7F3F96FF7F3FC4FF7F3FDFFF7F3F2C2975BF35CB573F13FB68BF0EF0643F2F3EAE3EA6644BBF4AD774BF439908BFE333EFBCA59BB93EDE2E1F3F1BE8473FD4EC5F3F0FCB6D3F23B5753FEC317A3FEDBA7C3FD7287E3FE8F67E3FE26A7F3F22AC7F3FD5D07F3F79E57F3F15F17F3F9DF77F3F48FB7F3F59FD7F3F82FE7F3F29FF7F3F87FF7F3FBCFF7F3FDAFF7F3F2C2975BF35CB573F13FB68BF0EF0643F2F3EAE3EA6644BBF4AD774BF439908BFE333EFBCA59BB93EDE2E1F3F1BE8473FD4EC5F3F0FCB6D3F23B5753FEC317A3FEDBA7C3FD7287E3FE8F67E3FE26A7F3F22AC7F3FD5D07F3F79E57F3F15F17F3F9DF77F3F48FB7F3F59FD7F3F82FE7F3F29FF7F3F87FF7F3FBCFF7F3FDAFF7F3F36E28CBE98C77B3F7DAB7DBF00FE213F51A91D3F402E21BF43347EBF2C2C24BFD3EF03BE4456953EB6A9133FC1FC403FEEE35B3F637A6B3F1364743F2E73793F494F7C3F30EC7D3FC3D47E3FAB577F3F53A17F3FC1CA7F3F0EE27F3F29EF7F3F88F67F3FADFA7F3F01FD7F3F51FE7F3F0EFF7F3F78FF7F3FB3FF7F3FD5FF7F3F36E28CBE98C77B3F7DAB7DBF00FE213F51A91D3F402E21BF43347EBF2C2C24BFD3EF03BE4456953EB6A9133FC1FC403FEEE35B3F637A6B3F1364743F2E73793F494F7C3F30EC7D3FC3D47E3FAB577F3F53A17F3FC1CA7F3F0EE27F3F29EF7F3F88F67F3FADFA7F3F01FD7F3F51FE7F3F0EFF7F3F78FF7F3FB3FF7F3FD5FF7F3F840A293FF9B0183FBD3B44BF2C54853EE890543FBCE4DBBEC48C7FBFD3D43CBFAFA768BE0274603E0DAD073F8EB9393FBEA2573FD107693F3BFF723F14A9783F2EDD7B3FE1AB7D3F8DB07E3F4B437F3FDC957F3F4EC47F3F6EDE7F3F1FED7F3F62F57F3F08FA7F3FA5FC7F3F1DFE7F3FF0FE7F3F67FF7F3FAAFF7F3FD0FF7F3F840A293FF9B0183FBD3B44BF2C54853EE890543FBCE4DBBEC48C7FBFD3D43CBFAFA768BE0274603E0DAD073F8EB9393FBEA2573FD107693F3BFF723F14A9783F2EDD7B3FE1AB7D3F8DB07E3F4B437F3FDC957F3F4EC47F3F6EDE7F3F1FED7F3F62F57F3F08FA7F3FA5FC7F3F1DFE7F3FF0FE7F3F67FF7F3FAAFF7F3FD0FF7F3FBF1B7D3F2880E2BD8AB89CBEE65F21BE0764763F693C52BEEDD578BF1A2352BF3586A5BE8BF8143E2985F63ED321323F5C2A533FB373663FB786713FA9D3773FA1647B3FEB677D3F488A7E3FC12D7F3FBE897F3F7DBD7F3F99DA7F3FF7EA7F3F2CF47F3F59F97F3F42FC7F3FE6FD7F3FD1FE7F3F56FF7F3FA0FF7F3FCAFF7F3FBF1B7D3F2880E2BD8AB89CBEE65F21BE0764763F693C52BEEDD578BF1A2352BF3586A5BE8BF8143E2985F63ED321323F5C2A533FB373663FB786713FA9D3773FA1647B3FEB677D3F488A7E3FC12D7F3FBE897F3F7DBD7F3F99DA7F3FF7EA7F3F2CF47F3F59F97F3F42FC7F3FE6FD7F3FD1FE7F3F56FF7F3FA0FF7F3FCAFF7F3F22F0D03E9C2042BF62957E3E7D480CBFEDC77F3F3FA8F83CF5456ABF2EB663BF3311D5BE634D913DB5E8DC3E03392A3FEC7B4E3F69BE633FA6FA6F3FF5F2763FA5E57A3F4F207D3FF3617E3F0E177F3FF97C7F3F4EB67F3F8ED67F3FB1E87F3FE5F27F3FA1F87F3FDBFB7F3FABFD7F3FB1FE7F3F43FF7F3F96FF7F3FC4FF7F3F22F0D03E9C2042BF62957E3E7D480CBFEDC77F3F3FA8F83CF5456ABF2EB663BF3311D5BE634D913DB5E8DC3E03392A3FEC7B4E3F69BE633FA6FA6F3FF5F2763FA5E57A3F4F207D3FF3617E3F0E177F3FF97C7F3F4EB67F3F8ED67F3FB1E87F3FE5F27F3FA1F87F3FDBFB7F3FABFD7F3FB1FE7F3F43FF7F3F96FF7F3FC4FF7F3FFC370CBF10CC7FBFF60C3A3FD5A457BF39CE6F3F8E54873E715254BF273E71BF9A3D01BF477682BB7899C23EB702223FA198493F56E8603F275B6E3F0407763F3C607A3F0ED57C3F8F377E3F32FF7E3F8C6F7F3FC1AE7F3F4FD27F3F4EE67F3F8DF17F3FE0F77F3F6EFB7F3F6EFD7F3F8EFE7F3F30FF7F3F8BFF7F3FBEFF7F3FFC370CBF10CC7FBFF60C3A3FD5A457BF39CE6F3F8E54873E715254BF273E71BF9A3D01BF477682BB7899C23EB702223FA198493F56E8603F275B6E3F0407763F3C607A3F0ED57C3F8F377E3F32FF7E3F8C6F7F3FC1AE7F3F4FD27F3F4EE67F3F8DF17F3FE0F77F3F6EFB7F3F6EFD7F3F8EFE7F3F30FF7F3F8BFF7F3FBEFF7F3F6FFD7FBFB73C34BFB4277B3FD3387DBF7A0C483F808BF73E9AAC37BF857D7ABF03A816BF7090A1BDBBACA73EAE82193FBB81443FE3F15D3F5CA86C3FDF0F753F6AD4793F2A867C3F1C0B7E3F2CE67E3F77617F3FD6A67F3FDACD7F3FCDE37F3F24F07F3F15F77F3FFCFA7F3F2EFD7F3F6AFE7F3F1CFF7F3F80FF7F3FB8FF7F3F6FFD7FBFB73C34BFB4277B3FD3387DBF7A0C483F808BF73E9AAC37BF857D7ABF03A816BF7090A1BDBBACA73EAE82193FBB81443FE3F15D3F5CA86C3FDF0F753F6AD4793F2A867C3F1C0B7E3F2CE67E3F77617F3FD6A67F3FDACD7F3FCDE37F3F24F07F3F15F77F3FFCFA7F3F2EFD7F3F6AFE7F3F1CFF7F3F80FF7F3FB8FF7F3FBF6708BFA27EFFBC8AE86E3FFB6E76BF04740C3FBDF32C3FC53B15BF3F4A7FBF10912ABF81081DBE4A388C3EC6BC103F88383F3F7CDB5A3F6AE26A3F920D743F3442793FA3337C3F9BDC7D3FFDCB7E3FBC527F3F8C9E7F3F31C97F3F2DE17F3FABEE7F3F41F67F3F85FA7F3FEBFC7F3F44FE7F3F07FF7F3F74FF7F3FB1FF7F3FBF6708BFA27EFFBC8AE86E3FFB6E76BF04740C3FBDF32C3FC53B15BF3F4A7FBF10912ABF81081DBE4A388C3EC6BC103F88383F3F7CDB5A3F6AE26A3F920D743F3442793FA3337C3F9BDC7D3FFDCB7E3FBC527F3F8C9E7F3F31C97F3F2DE17F3FABEE7F3F41F67F3F85FA7F3FEBFC7F3F44FE7F3F07FF7F3F74FF7F3FB1FF7F3FFE2DD93E6E8D283F0815193FC67744BFAFDB853E9173543F032CDCBE838E7FBFD7C53CBFD56668BEB3A4603EFBB4073F62BE393F95A5573F7309693F2900733F9BA9783F7ADD7B3F0CAC7D3FA6B07E3F59437F3FE4957F3F53C47F3F70DE7F3F20ED7F3F63F57F3F08FA7F3FA5FC7F3F1DFE7F3FF0FE7F3F67FF7F3FAAFF7F3FFE2DD93E6E8D283F0815193FC67744BFAFDB853E9173543F032CDCBE838E7FBFD7C53CBFD56668BEB3A4603EFBB4073F62BE393F95A5573F7309693F2900733F9BA9783F7ADD7B3F0CAC7D3FA6B07E3F59437F3FE4957F3F53C47F3F70DE7F3F20ED7F3F63F57F3F08FA7F3FA5FC7F3F1DFE7F3FF0FE7F3F67FF7F3FAAFF7F3F78BF7D3F08AA7E3F02E0A03DA728E0BE31B853BD430F703FCBEE86BE1B497BBFBF174DBF5C3B99BE0A23283ED9DEFC3EB014343FA250543F9F1D673FB1E7713FA50A783FB2837B3F6E797D3F25947E3F4E337F3FDE8C7F3F3FBF7F3F96DB7F3F85EB7F3F7CF47F3F86F97F3F5CFC7F3FF4FD7F3FD9FE7F3F5AFF7F3FA3FF7F3F78BF7D3F08AA7E3F02E0A03DA728E0BE31B853BD430F703FCBEE86BE1B497BBFBF174DBF5C3B99BE0A23283ED9DEFC3EB014343FA250543F9F1D673FB1E7713FA50A783FB2837B3F6E797D3F25947E3F4E337F3FDE8C7F3F3FBF7F3F96DB7F3F85EB7F3F7CF47F3F86F97F3F5CFC7F3FF4FD7F3FD9FE7F3F5AFF7F3FA3FF7F3F819C253F7B274C3FEF1CEEBEDCDB00BDDB29B8BE3D3B7E3F34C0B5BD728D72BF115D5BBFD566BDBE9932DE3D9FE0E93EE63C2E3F1FDD503F161F653F35C4703F5665773F4A267B3FC4447D3F7C767E3F9D227F3F79837F3FF7B97F3F9DD87F3FDAE97F3F8BF37F3FFFF87F3F10FC7F3FC9FD7F3FC1FE7F3F4DFF7F3F9BFF7F3F819C253F7B274C3FEF1CEEBEDCDB00BDDB29B8BE3D3B7E3F34C0B5BD728D72BF115D5BBFD566BDBE9932DE3D9FE0E93EE63C2E3F1FDD503F161F653F35C4703F5665773F4A267B3FC4447D3F7C767E3F9D227F3F79837F3FF7B97F3F9DD87F3FDAE97F3F8BF37F3FFFF87F3F10FC7F3FC9FD7F3FC1FE7F3F4DFF7F3F9BFF7F3F389395BE1F7B303E2C8E5DBF28C4C23EA1CC21BF702C7E3F00F6B53D388365BF467167BFC581E0BE95D6563DF177D63E8138283F8B4B4D3F000E633FC3956F3FB1B9763F45C57A3F0D0E7D3FAA577E3F44117F3FB7797F3F79B47F3F86D57F3F1DE87F3F91F27F3F72F87F3FC1FB7F3F9DFD7F3FA8FE7F3F3FFF7F3F93FF7F3F389395BE1F7B303E2C8E5DBF28C4C23EA1CC21BF702C7E3F00F6B53D388365BF467167BFC581E0BE95D6563DF177D63E8138283F8B4B4D3F000E633FC3956F3FB1B9763F45C57A3F0D0E7D3FAA577E3F44117F3FB7797F3F79B47F3F86D57F3F1DE87F3F91F27F3F72F87F3FC1FB7F3F9DFD7F3FA8FE7F3F3FFF7F3F93FF7F3F576D76BF69950BBFB1D17FBFF0C1393FAA7857BFAEE36F3FC2FB863EB76554BF7C3571BFD32C01BF965E76BBA8ADC23E0D09223F6A9C493F89EA603F695C6E3FBB07763FA4607A3F49D57C3FB0377E3F44FF7E3F966F7F3FC7AE7F3F52D27F3F50E67F3F8EF17F3FE0F77F3F6FFB7F3F6EFD7F3F8EFE7F3F30FF7F3F8BFF7F3F576D76BF69950BBFB1D17FBFF0C1393FAA7857BFAEE36F3FC2FB863EB76554BF7C3571BFD32C01BF965E76BBA8ADC23E0D09223F6A9C493F89EA603F695C6E3FBB07763FA4607A3F49D57C3FB0377E3F44FF7E3F966F7F3FC7AE7F3F52D27F3F50E67F3F8EF17F3FE0F77F3F6FFB7F3F6EFD7F3F8EFE7F3F30FF7F3F8BFF7F3FB3803FBF576778BF8E4B53BFED95713F6DC677BFA42D543F2538DC3EB8823FBFB79078BFE75E11BFF19575BDBF8AAE3E1FB01B3F43D0453FDCB45E3F35186D3F794F753F67F8793F799A7C3F8E167E3F9DEC7E3F17657F3FE0A87F3F00CF7F3F72E47F3F81F07F3F49F77F3F19FB7F3F3FFD7F3F73FE7F3F21FF7F3F83FF7F3FB3803FBF576778BF8E4B53BFED95713F6DC677BFA42D543F2538DC3EB8823FBFB79078BFE75E11BFF19575BDBF8AAE3E1FB01B3F43D0453FDCB45E3F35186D3F794F753F67F8793F799A7C3F8E167E3F9DEC7E3F17657F3FE0A87F3F00CF7F3F72E47F3F81F07F3F49F77F3F19FB7F3F3FFD7F3F73FE7F3F21FF7F3F83FF7F3F18F41D3EF0F55FBF9964CBBE08167F3FDC817FBF64972C3F4141153F2E3927BF26707DBFCABF20BF9B7FEDBD63189A3E562F153FA2E7413F296D5C3F36C96B3FEF90743F928C793F9E5D7C3F43F47D3F4FD97E3F3A5A7F3FC3A27F3F90CB7F3F83E27F3F6BEF7F3FADF67F3FC1FA7F3F0DFD7F3F58FE7F3F11FF7F3F7AFF7F3F18F41D3EF0F55FBF9964CBBE08167F3FDC817FBF64972C3F4141153F2E3927BF26707DBFCABF20BF9B7FEDBD63189A3E562F153FA2E7413F296D5C3F36C96B3FEF90743F928C793F9E5D7C3F43F47D3F4FD97E3F3A5A7F3FC3A27F3F90CB7F3F83E27F3F6BEF7F3FADF67F3FC1FA7F3F0DFD7F3F58FE7F3F11FF7F3F7AFF7F3F8E2C6A3F5FBC9EBE85E41C3EACE45F3FA0E66DBF4AB0F63E4EB1373F87F70BBF52C77FBF63392FBF03BA2FBEE75F853E5D880E3F17E33D3F9D135A3F7C6F6A3F22CC733F251D793FB71E7C3FD1D07D3F5AC57E3FFF4E7F3F729C7F3F02C87F3F83E07F3F4BEE7F3F0BF67F3F66FA7F3FDAFC7F3F3BFE7F3F01FF7F3F71FF7F3F8E2C6A3F5FBC9EBE85E41C3EACE45F3FA0E66DBF4AB0F63E4EB1373F87F70BBF52C77FBF63392FBF03BA2FBEE75F853E5D880E3F17E33D3F9D135A3F7C6F6A3F22CC733F251D793FB71E7C3FD1D07D3F5AC57E3FFF4E7F3F729C7F3F02C87F3F83E07F3F4BEE7F3F0BF67F3F66FA7F3FDAFC7F3F3BFE7F3F01FF7F3F71FF7F3FA98F553FD39BD73E1110283FF378193FB5B344BF1963863E3456543F3673DCBE3F907FBFD7B63CBF012668BE63D5603EE9BC073F37C3393F6AA8573F150B693F1801733F22AA783FC7DD7B3F37AC7D3FBEB07E3F66437F3FEB957F3F57C47F3F73DE7F3F22ED7F3F64F57F3F09FA7F3FA5FC7F3F1DFE7F3FF0FE7F3F67FF7F3FA98F553FD39BD73E1110283FF378193FB5B344BF1963863E3456543F3673DCBE3F907FBFD7B63CBF012668BE63D5603EE9BC073F37C3393F6AA8573F150B693F1801733F22AA783FC7DD7B3F37AC7D3FBEB07E3F66437F3FEB957F3F57C47F3F73DE7F3F22ED7F3F64F57F3F09FA7F3FA5FC7F3F1DFE7F3FF0FE7F3F67FF7F3FB78659BC4D246D3F5C24753FE4A5603E09FF07BF3F05E93CAC486A3F470D9DBE7ACB7CBFBF2449BF0EEB8FBEA384363EB5CE003F9988353FC22B553F129C673FD52F723F8B33783FCC9A7B3F75867D3F7B9B7E3F6F377F3F308F7F3F8EC07F3F52DC7F3FEFEB7F3FB7F47F3FA8F97F3F6FFC7F3FFEFD7F3FDFFE7F3F5EFF7F3FB78659BC4D246D3F5C24753FE4A5603E09FF07BF3F05E93CAC486A3F470D9DBE7ACB7CBFBF2449BF0EEB8FBEA384363EB5CE003F9988353FC22B553F129C673FD52F723F8B33783FCC9A7B3F75867D3F7B9B7E3F6F377F3F308F7F3F8EC07F3F52DC7F3FEFEB7F3FB7F47F3FA8F97F3F6FFC7F3FFEFD7F3FDFFE7F3F5EFF7F3FE73B59BFFE416F3FD0B8763F3CF44BBE193777BE5D2654BE82D7783F01BB35BE168077BF3C7154BFA14EABBED6E00B3E107FF33ED933313FD89D523F8522663F5F58713F60B9773FC8557B3F8B5F7D3F91857E3F1A2B7F3F40887F3FA6BC7F3F20DA7F3FB3EA7F3F06F47F3F44F97F3F36FC7F3FDFFD7F3FCDFE7F3F54FF7F3FE73B59BFFE416F3FD0B8763F3CF44BBE193777BE5D2654BE82D7783F01BB35BE168077BF3C7154BFA14EABBED6E00B3E107FF33ED933313FD89D523F8522663F5F58713F60B9773FC8557B3F8B5F7D3F91857E3F1A2B7F3F40887F3FA6BC7F3F20DA7F3FB3EA7F3F06F47F3F44F97F3F36FC7F3FDFFD7F3FCDFE7F3F54FF7F3F5F5867BFC208E23EF4502C3F963415BF3324943DABC6DCBE2A8D7F3FFF8438BDA0BB6FBF078C5EBF9027C6BEADFAC13D6322E53E97C52C3FE1FE4F3F7D9E643FBB7A703FA53B773FBB0E7B3F7B377D3F006F7E3F671E7F3F1B817F3FA2B87F3FDDD77F3F6EE97F3F4FF37F3FDDF87F3FFCFB7F3FBEFD7F3FBBFE7F3F49FF7F3F5F5867BFC208E23EF4502C3F963415BF3324943DABC6DCBE2A8D7F3FFF8438BDA0BB6FBF078C5EBF9027C6BEADFAC13D6322E53E97C52C3FE1FE4F3F7D9E643FBB7A703FA53B773FBB0E7B3F7B377D3F006F7E3F671E7F3F1B817F3FA2B87F3FDDD77F3F6EE97F3F4FF37F3FDDF87F3FFCFB7F3FBEFD7F3FBBFE7F3F49FF7F3FEA0803BE79B593BE3C5C333EB7475DBF4D01C23E6D8F21BF78337E3F6594B43DF59165BF996667BF1F60E0BEC5B6573D0E8BD63E753E283F144F4D3F0D10633FEF966F3F5BBA763FA5C57A3F430E7D3FC9577E3F55117F3FC1797F3F7FB47F3F89D57F3F1FE87F3F92F27F3F73F87F3FC1FB7F3F9DFD7F3FA8FE7F3F3FFF7F3FEA0803BE79B593BE3C5C333EB7475DBF4D01C23E6D8F21BF78337E3F6594B43DF59165BF996667BF1F60E0BEC5B6573D0E8BD63E753E283F144F4D3F0D10633FEF966F3F5BBA763FA5C57A3F430E7D3FC9577E3F55117F3FC1797F3F7FB47F3F89D57F3F1FE87F3F92F27F3F73F87F3FC1FB7F3F9DFD7F3FA8FE7F3F3FFF7F3F2DF2433FE41A5DBF5EE4C0BEBE957EBF32DE253F8AB04BBF52D5743F371B613E151D59BF32F46EBF16E3F9BE81582C3CCDBCC73E1D9F233FA88E4A3F4677613F01AD6E3F8335763F887A7A3FE4E37C3FEB3F7E3FE6037F3F31727F3F3EB07F3F25D37F3FC6E67F3FD1F17F3F06F87F3F84FB7F3F7AFD7F3F95FE7F3F34FF7F3F2DF2433FE41A5DBF5EE4C0BEBE957EBF32DE253F8AB04BBF52D5743F371B613E151D59BF32F46EBF16E3F9BE81582C3CCDBCC73E1D9F233FA88E4A3F4677613F01AD6E3F8335763F887A7A3FE4E37C3FEB3F7E3FE6037F3F31727F3F3EB07F3F25D37F3FC6E67F3FD1F17F3F06F87F3F84FB7F3F7AFD7F3F95FE7F3F34FF7F3FB57F743FCCBC79BF4A0750BFC84873BFC9485A3F1B6B6ABF5DBE633F6EF6B13EDD7C4ABFF62975BFE84D09BF419E01BD69BBB83E35E81E3FD6BD473F3CD45F3FF7BC6D3F21AD753F642D7A3F5FB87C3F66277E3F19F67E3F6D6A7F3FE0AB7F3FB0D07F3F65E57F3F0AF17F3F96F77F3F45FB7F3F57FD7F3F81FE7F3F29FF7F3FB57F743FCCBC79BF4A0750BFC84873BFC9485A3F1B6B6ABF5DBE633F6EF6B13EDD7C4ABFF62975BFE84D09BF419E01BD69BBB83E35E81E3FD6BD473F3CD45F3FF7BC6D3F21AD753F642D7A3F5FB87C3F66277E3F19F67E3F6D6A7F3FE0AB7F3FB0D07F3F65E57F3F0AF17F3F96F77F3F45FB7F3F57FD7F3F81FE7F3F29FF7F3F6C85883E256410BFB78A7FBFBE5B3DBFB40D793FC2067CBF90784B3F5B36F03EB2D639BFF5FE79BF243B15BFD20B97BDBE8AA93E6E1A1A3FDADC443F02275E3FD7C66C3F3421753F39DE793FB38B7C3F3B0E7E3FEDE77E3F74627F3F64A77F3F2ACE7F3FFAE37F3F3DF07F3F23F77F3F04FB7F3F33FD7F3F6DFE7F3F1DFF7F3F6C85883E256410BFB78A7FBFBE5B3DBFB40D793FC2067CBF90784B3F5B36F03EB2D639BFF5FE79BF243B15BFD20B97BDBE8AA93E6E1A1A3FDADC443F02275E3FD7C66C3F3421753F39DE793FB38B7C3F3B0E7E3FEDE77E3F74627F3F64A77F3F2ACE7F3FFAE37F3F3DF07F3F23F77F3F04FB7F3F33FD7F3F6DFE7F3F1DFF7F3F74BC2ABF83AB193E675A60BF8B82CCBECD1F7F3F3D877FBFEDC72C3F2E19153F305527BF3A6C7DBF9AAF20BFB203EDBDAD2E9A3E7836153FEDEB413FAB6F5C3FA7CA6B3FC091743F098D793FE15D7C3F69F47D3F64D97E3F465A7F3FCAA27F3F94CB7F3F85E27F3F6CEF7F3FADF67F3FC2FA7F3F0DFD7F3F58FE7F3F11FF7F3F74BC2ABF83AB193E675A60BF8B82CCBECD1F7F3F3D877FBFEDC72C3F2E19153F305527BF3A6C7DBF9AAF20BFB203EDBDAD2E9A3E7836153FEDEB413FAB6F5C3FA7CA6B3FC091743F098D793FE15D7C3F69F47D3F64D97E3F465A7F3FCAA27F3F94CB7F3F85E27F3F6CEF7F3FADF67F3FC2FA7F3F0DFD7F3F58FE7F3F11FF7F3F44C27CBFCC9D483FA822F8BEA3E4303CF5E46B3F5CBA74BF3DA4083F68712F3FAB2713BFD86C7FBF04A22BBFE04721BE25AB8A3E083D103F4DEB3E3F4AAE5A3F6EC86A3FC7FE733FD339793FE82E7C3FF1D97D3F7DCA7E3FE4517F3F129E7F3FEDC87F3F07E17F3F95EE7F3F34F67F3F7EFA7F3FE7FC7F3F42FE7F3F05FF7F3F44C27CBFCC9D483FA822F8BEA3E4303CF5E46B3F5CBA74BF3DA4083F68712F3FAB2713BFD86C7FBF04A22BBFE04721BE25AB8A3E083D103F4DEB3E3F4AAE5A3F6EC86A3FC7FE733FD339793FE82E7C3FF1D97D3F7DCA7E3FE4517F3F129E7F3FEDC87F3F07E17F3F95EE7F3F34F67F3F7EFA7F3FE7FC7F3F42FE7F3F05FF7F3FE0CACCBE55307F3FBBDA663D1E99D63E6945413FDB3A5CBF9662C03E27AC463F6F03FBBEECFD7FBF850936BF7EC44BBE3A08763ED32E0B3F39DB3B3FF6E2583F32C0693F4B68733F99E4783FCAFE7B3FD2BE7D3F38BB7E3F4C497F3F3D997F3F35C67F3F7FDF7F3FB9ED7F3FB9F57F3F38FA7F3FC0FC7F3F2CFE7F3FF9FE7F3FE0CACCBE55307F3FBBDA663D1E99D63E6945413FDB3A5CBF9662C03E27AC463F6F03FBBEECFD7FBF850936BF7EC44BBE3A08763ED32E0B3F39DB3B3FF6E2583F32C0693F4B68733F99E4783FCAFE7B3FD2BE7D3F38BB7E3F4C497F3F3D997F3F35C67F3F7FDF7F3FB9ED7F3FB9F57F3F38FA7F3FC0FC7F3F2CFE7F3FF9FE7F3FE81B0E3FBEDB2C3F167B143FB808413F307B033FC16737BFB5D6523ECE5F5A3F8735CDBEA71E7FBFB3DD3FBF55E475BE307B563E960C063FEFBB383FC10D573FFBB1683F4ECE723F5B8D783F86CD7B3F0DA37D3F95AB7E3F7F407F3F49947F3F6CC37F3FEEDD7F3FD7EC7F3F3AF57F3FF1F97F3F98FC7F3F16FE7F3FECFE7F3FE81B0E3FBEDB2C3F167B143FB808413F307B033FC16737BFB5D6523ECE5F5A3F8735CDBEA71E7FBFB3DD3FBF55E475BE307B563E960C063FEFBB383FC10D573FFBB1683F4ECE723F5B8D783F86CD7B3F0DA37D3F95AB7E3F7F407F3F49947F3F6CC37F3FEEDD7F3FD7EC7F3F3AF57F3FF1F97F3F98FC7F3F16FE7F3FECFE7F3FBBF57F3FE7470DBCC3CD6C3FBBF2743FFD9B623EC15008BF450EF23CCC326A3FB95A9DBE48D07CBF981649BF23CA8FBE40B7363E0DD7003FB28D353FC32E553FCE9D673FD230723F1A34783F1D9B7B3FA2867D3F959B7E3F7E377F3F388F7F3F92C07F3F54DC7F3FF1EB7F3FB8F47F3FA8F97F3F6FFC7F3FFEFD7F3FDFFE7F3FBBF57F3FE7470DBCC3CD6C3FBBF2743FFD9B623EC15008BF450EF23CCC326A3FB95A9DBE48D07CBF981649BF23CA8FBE40B7363E0DD7003FB28D353FC32E553FCE9D673FD230723F1A34783F1D9B7B3FA2867D3F959B7E3F7E377F3F388F7F3F92C07F3F54DC7F3FF1EB7F3FB8F47F3FA8F97F3F6FFC7F3FFEFD7F3FDFFE7F3F817B063FA11630BF04327C3FF6F17D3F945BBEBDFD30A3BE514717BE32DD753FDBDA57BE231679BFBEAC51BFA960A4BE89C4163EED1DF73EC250323F1046533FB483663FD98F713FD7D8773F8E677B3F91697D3F368B7E3F472E7F3F098A7F3FA8BD7F3FB0DA7F3F05EB7F3F33F47F3F5DF97F3F45FC7F3FE7FD7F3FD2FE7F3F817B063FA11630BF04327C3FF6F17D3F945BBEBDFD30A3BE514717BE32DD753FDBDA57BE231679BFBEAC51BFA960A4BE89C4163EED1DF73EC250323F1046533FB483663FD98F713FD7D8773F8E677B3F91697D3F368B7E3F472E7F3F098A7F3FA8BD7F3FB0DA7F3F05EB7F3F33F47F3F5DF97F3F45FC7F3FE7FD7F3FD2FE7F3F6E46DDBE81807FBF68EA3D3FF3725A3F9CC3CBBE2079B2BD7D05A4BEFE297D3F46B0E5BD92F573BF319959BF5AACB8BE7756ED3D306AEC3E62052F3FBE53513FB263653F66EB703F927B773FDB327B3FDA4B7D3F7A7A7E3FDC247F3FBD847F3FADBA7F3F03D97F3F13EA7F3FACF37F3F11F97F3F1AFC7F3FCFFD7F3FC4FE7F3F6E46DDBE81807FBF68EA3D3FF3725A3F9CC3CBBE2079B2BD7D05A4BEFE297D3F46B0E5BD92F573BF319959BF5AACB8BE7756ED3D306AEC3E62052F3FBE53513FB263653F66EB703F927B773FDB327B3FDA4B7D3F7A7A7E3FDC247F3FBD847F3FADBA7F3F03D97F3F13EA7F3FACF37F3F11F97F3F1AFC7F3FCFFD7F3FC4FE7F3FB2097EBF3ED845BF584A8A3EB5AD103FA5DD29BFBBE7183EFE3AF7BEFEF77F3F9FF84ABCF9756DBF89D560BFFFA3CCBE1AE7AC3D6B94E13ED7AB2B3FE6574F3FD23D643F7C43703F4B1C773F02FD7A3F7C2D7D3F5F697E3F3C1B7F3F527F7F3FA1B77F3F4DD77F3F1CE97F3F21F37F3FC3F87F3FEEFB7F3FB6FD7F3FB7FE7F3FB2097EBF3ED845BF584A8A3EB5AD103FA5DD29BFBBE7183EFE3AF7BEFEF77F3F9FF84ABCF9756DBF89D560BFFFA3CCBE1AE7AC3D6B94E13ED7AB2B3FE6574F3FD23D643F7C43703F4B1C773F02FD7A3F7C2D7D3F5F697E3F3C1B7F3F527F7F3FA1B77F3F4DD77F3F1CE97F3F21F37F3FC3F87F3FEEFB7F3FB6FD7F3FB7FE7F3F80E023BF883008BE6AD791BEFA3C363E00015DBF6F3EC13E2A5221BF723A7E3FC432B33DAFA065BFEC5B67BF7F3EE0BEF596583D2D9ED63E6744283F9C524D3F1912633F1B986F3F05BB763F06C67A3F790E7D3FE8577E3F67117F3FCA797F3F84B47F3F8DD57F3F20E87F3F93F27F3F73F87F3FC1FB7F3F9DFD7F3FA8FE7F3F80E023BF883008BE6AD791BEFA3C363E00015DBF6F3EC13E2A5221BF723A7E3FC432B33DAFA065BFEC5B67BF7F3EE0BEF596583D2D9ED63E6744283F9C524D3F1912633F1B986F3F05BB763F06C67A3F790E7D3FE8577E3F67117F3FCA797F3F84B47F3F8DD57F3F20E87F3F93F27F3F73F87F3FC1FB7F3F9DFD7F3FA8FE7F3F44E7993ED203143F448740BF542B76BEB0397ABF1A9C153F4FF041BF44F9773F20FD3E3EFC805CBF0D276DBFE972F3BE4A50AE3C0A89CB3E58CF243FFB434B3F91E0613F48E96E3FC057763FE58D7A3FD0EE7C3F12467E3F5D077F3F24747F3F57B17F3FC3D37F3F1FE77F3F02F27F3F22F87F3F93FB7F3F83FD7F3F9AFE7F3F44E7993ED203143F448740BF542B76BEB0397ABF1A9C153F4FF041BF44F9773F20FD3E3EFC805CBF0D276DBFE972F3BE4A50AE3C0A89CB3E58CF243FFB434B3F91E0613F48E96E3FC057763FE58D7A3FD0EE7C3F12467E3F5D077F3F24747F3F57B17F3FC3D37F3F1FE77F3F02F27F3F22F87F3F93FB7F3F83FD7F3F9AFE7F3F0408773FB2AB7A3F3AD77CBF6BDC1DBFCEA17EBF3C39423F92705CBFE1506D3F2C3C913EFF2352BF403272BF421C03BF697329BC9756C03EF14C213F182C493F40A9603F04376E3F7CF2753F9F547A3F81CE7C3FDF337E3F1EFD7E3F606E7F3F19AE7F3FF0D17F3F19E67F3F6FF17F3FCFF77F3F65FB7F3F69FD7F3F8BFE7F3F0408773FB2AB7A3F3AD77CBF6BDC1DBFCEA17EBF3C39423F92705CBFE1506D3F2C3C913EFF2352BF403272BF421C03BF697329BC9756C03EF14C213F182C493F40A9603F04376E3F7CF2753F9F547A3F81CE7C3FDF337E3F1EFD7E3F606E7F3F19AE7F3FF0D17F3F19E67F3F6FF17F3FCFF77F3F65FB7F3F69FD7F3F8BFE7F3FD1FD3D3FD3D85A3F67486BBF7F8562BF73C969BF76F7633F01FD6FBFBC715E3F4A86C13EA09846BF6E7976BF65430CBF02D72BBD7708B53E7CBD1D3F0D0B473F2F6C5F3F53816D3F3A8B753F371A7A3F8DAD7C3F4D217E3FAAF27E3F7F687F3FCAAA7F3F14D07F3F0DE57F3FD8F07F3F7AF77F3F35FB7F3F4EFD7F3F7CFE7F3FD1FD3D3FD3D85A3F67486BBF7F8562BF73C969BF76F7633F01FD6FBFBC715E3F4A86C13EA09846BF6E7976BF65430CBF02D72BBD7708B53E7CBD1D3F0D0B473F2F6C5F3F53816D3F3A8B753F371A7A3F8DAD7C3F4D217E3FAAF27E3F7F687F3FCAAA7F3F14D07F3F0DE57F3FD8F07F3F7AF77F3F35FB7F3F4EFD7F3F7CFE7F3F0EE726BEC93B8B3E184311BF477E7FBFE7C13DBF37F3783FB5F77BBF749F4B3F73E1EF3E80EF39BF22F979BFAD2A15BF969296BD48A0A93E41211A3FF2E0443F66295E3F36C86C3FFC21753FAADE793FF38B7C3F5F0E7E3F02E87E3F80627F3F6AA77F3F2ECE7F3FFCE37F3F3FF07F3F24F77F3F04FB7F3F33FD7F3F6DFE7F3F0EE726BEC93B8B3E184311BF477E7FBFE7C13DBF37F3783FB5F77BBF749F4B3F73E1EF3E80EF39BF22F979BFAD2A15BF969296BD48A0A93E41211A3FF2E0443F66295E3F36C86C3FFC21753FAADE793FF38B7C3F5F0E7E3F02E87E3F80627F3F6AA77F3F2ECE7F3FFCE37F3F3FF07F3F24F77F3F04FB7F3F33FD7F3F6DFE7F3F95146BBF23ECE9BE2D0D28BD61B36FBFDFD1FDBEE1FF7F3F000080BF8E2F353F7DEB0D3FD23A2CBF86AE7CBF0FCE1DBF2013D7BDAE1F9E3E8D78163FE1AD423FEDE05C3FB00B6C3FC1B6743FFBA1793FB3697C3F12FB7D3F24DD7E3F635C7F3FFAA37F3F3FCC7F3FE5E27F3FA2EF7F3FCCF67F3FD3FA7F3F17FD7F3F5DFE7F3F95146BBF23ECE9BE2D0D28BD61B36FBFDFD1FDBEE1FF7F3F000080BF8E2F353F7DEB0D3FD23A2CBF86AE7CBF0FCE1DBF2013D7BDAE1F9E3E8D78163FE1AD423FEDE05C3FB00B6C3FC1B6743FFBA1793FB3697C3F12FB7D3F24DD7E3F635C7F3FFAA37F3F3FCC7F3FE5E27F3FA2EF7F3FCCF67F3FD3FA7F3F17FD7F3F5DFE7F3FA64D54BFCFCA70BF1DFBFE3E0FE935BFD1E74DBE6BB8783F52F57BBF0C881B3F3D7B223F538E1DBF69977EBFA02926BF4EAE0BBE4D88923EA9C3123FF371403FCC925B3FC54B6B3F8B49743F2864793FCE467C3F68E77D3F12D27E3F28567F3F79A07F3F46CA7F3FC9E17F3F02EF7F3F72F67F3FA0FA7F3FFBFC7F3F4DFE7F3FA64D54BFCFCA70BF1DFBFE3E0FE935BFD1E74DBE6BB8783F52F57BBF0C881B3F3D7B223F538E1DBF69977EBFA02926BF4EAE0BBE4D88923EA9C3123FF371403FCC925B3FC54B6B3F8B49743F2864793FCE467C3F68E77D3F12D27E3F28567F3F79A07F3F46CA7F3FC9E17F3F02EF7F3F72F67F3FA0FA7F3FFBFC7F3F4DFE7F3F2C43B53C86716BBF2738623F0E7FB8BE1B7EE83D2785633F4DF86FBF183BFE3E626B353F1FFF0DBF40B27FBF8D392EBF4BAF2BBED8DB863EE5020F3F422D3E3F0C3F5A3F77886A3F5BDA733F3325793F44237C3F61D37D3FCBC67E3FCF4F7F3FE79C7F3F44C87F3FA8E07F3F60EE7F3F17F67F3F6DFA7F3FDEFC7F3F3DFE7F3F2C43B53C86716BBF2738623F0E7FB8BE1B7EE83D2785633F4DF86FBF183BFE3E626B353F1FFF0DBF40B27FBF8D392EBF4BAF2BBED8DB863EE5020F3F422D3E3F0C3F5A3F77886A3F5BDA733F3325793F44237C3F61D37D3FCBC67E3FCF4F7F3FE79C7F3F44C87F3FA8E07F3F60EE7F3F17F67F3F6DFA7F3FDEFC7F3F3DFE7F3FA26C5A3FA191CFBED6467F3FF53B593D9A6FD53ED195413FBD695CBF81E2C03E7B8B463F3047FBBE26FE7FBF2CFA35BF55844BBEF137763E8C360B3FE9DF3B3FB6E5583FC8C1693F3269733F1CE5783F14FF7B3FFCBE7D3F50BB7E3F59497F3F44997F3F39C67F3F82DF7F3FBAED7F3FB9F57F3F39FA7F3FC0FC7F3F2CFE7F3FA26C5A3FA191CFBED6467F3FF53B593D9A6FD53ED195413FBD695CBF81E2C03E7B8B463F3047FBBE26FE7FBF2CFA35BF55844BBEF137763E8C360B3FE9DF3B3FB6E5583FC8C1693F3269733F1CE5783F14FF7B3FFCBE7D3F50BB7E3F59497F3F44997F3F39C67F3F82DF7F3FBAED7F3FB9F57F3F39FA7F3FC0FC7F3F2CFE7F3FAC5D663FE31AA73EB4B64D3FDC0BEA3E70CA2D3FB8D0143F89E741BF121D803EBFAF553F8326D9BEDD7A7FBFF9673DBF47256BBEC1945E3EEF5E073F028A393FD386573FBBF7683F10F6723FE2A3783F3FDA7B3F39AA7D3F9FAF7E3FC5427F3F91957F3F24C47F3F56DE7F3F12ED7F3F5BF57F3F03FA7F3FA2FC7F3F1BFE7F3FAC5D663FE31AA73EB4B64D3FDC0BEA3E70CA2D3FB8D0143F89E741BF121D803EBFAF553F8326D9BEDD7A7FBFF9673DBF47256BBEC1945E3EEF5E073F028A393FD386573FBBF7683F10F6723FE2A3783F3FDA7B3F39AA7D3F9FAF7E3FC5427F3F91957F3F24C47F3F56DE7F3F12ED7F3F5BF57F3F03FA7F3FA2FC7F3F1BFE7F3FB714F43DC410623F8B96B93E40F7473F02A15F3F826EBF3EBA4721BF1A45F43D6AB1623F6ECDB5BECF287EBF8D7F44BF044585BE7FD1463E5C7C033FAA2B373F6B22563F542A683FF780723F8761783FC5B47B3F19957D3FBAA37E3F133C7F3FCD917F3F06C27F3F25DD7F3F66EC7F3FFAF47F3FCDF97F3F84FC7F3F0AFE7F3FB714F43DC410623F8B96B93E40F7473F02A15F3F826EBF3EBA4721BF1A45F43D6AB1623F6ECDB5BECF287EBF8D7F44BF044585BE7FD1463E5C7C033FAA2B373F6B22563F542A683FF780723F8761783FC5B47B3F19957D3FBAA37E3F133C7F3FCD917F3F06C27F3F25DD7F3F66EC7F3FFAF47F3FCDF97F3F84FC7F3F0AFE7F3F836545BFA24C773FA9D042BE82DF773F464A7B3F7D09153E7323F7BE950162BC3B6F6D3FBF6E91BE0F097CBFB03D4BBF4AD594BEA6F12E3E481EFF3EFAC4343F87B8543F9659673FE709723F0A1E783FA78E7B3F9C7F7D3FA0977E3F44357F3FF88D7F3FDEBF7F3FEFDB7F3FB8EB7F3F98F47F3F96F97F3F65FC7F3FF9FD7F3F836545BFA24C773FA9D042BE82DF773F464A7B3F7D09153E7323F7BE950162BC3B6F6D3FBF6E91BE0F097CBFB03D4BBF4AD594BEA6F12E3E481EFF3EFAC4343F87B8543F9659673FE709723F0A1E783FA78E7B3F9C7F7D3FA0977E3F44357F3FF88D7F3FDEBF7F3FEFDB7F3FB8EB7F3F98F47F3F96F97F3F65FC7F3FF9FD7F3F56D173BFC8DC073FA7332FBFCC597C3FEB077E3F8943BABDE7EBA3BEC92216BEB8CD753F9A7D58BE541D79BF539F51BF743FA4BE9EF8163E352FF73E1056323F3249533F8385663FE290713F6DD9773FE3677B3FC1697D3F518B7E3F562E7F3F128A7F3FADBD7F3FB3DA7F3F06EB7F3F34F47F3F5EF97F3F45FC7F3FE7FD7F3F56D173BFC8DC073FA7332FBFCC597C3FEB077E3F8943BABDE7EBA3BEC92216BEB8CD753F9A7D58BE541D79BF539F51BF743FA4BE9EF8163E352FF73E1056323F3249533F8385663FE290713F6DD9773FE3677B3FC1697D3F518B7E3F562E7F3F128A7F3FADBD7F3FB3DA7F3F06EB7F3F34F47F3F5EF97F3F45FC7F3FE7FD7F3FE62584BE98D841BEC9BD77BF4A9D543F5D94673F2B0BA5BEE51117BE52BD8DBE7BB77B3F32E60CBEFB6775BF8AA157BF937FB3BEB6D3FD3D1C2CEF3E07DF2F3F74D4513F1EAE653FE715713FAE93773F7B407B3F89537D3FCD7E7E3F4B277F3F1C867F3F72BB7F3F72D97F3F52EA7F3FCFF37F3F25F97F3F25FC7F3FD5FD7F3FE62584BE98D841BEC9BD77BF4A9D543F5D94673F2B0BA5BEE51117BE52BD8DBE7BB77B3F32E60CBEFB6775BF8AA157BF937FB3BEB6D3FD3D1C2CEF3E07DF2F3F74D4513F1EAE653FE715713FAE93773F7B407B3F89537D3FCD7E7E3F4B277F3F1C867F3F72BB7F3F72D97F3F52EA7F3FCFF37F3F25F97F3F25FC7F3FD5FD7F3FF76A2C3F78C94EBF16FB73BF60A0073FA7293A3F5C2409BF2EBEF33C13E5CDBE621D7F3FDA0781BD05EC70BF9B415DBFBF91C2BE9591CD3DA615E73EFE5F2D3F575A503F6BD3643FFA98703FCF4C773F6E187B3FF33C7D3F15727E3F22207F3F14827F3F2EB97F3F2CD87F3F9AE97F3F68F37F3FEBF87F3F04FC7F3FC3FD7F3FF76A2C3F78C94EBF16FB73BF60A0073FA7293A3F5C2409BF2EBEF33C13E5CDBE621D7F3FDA0781BD05EC70BF9B415DBFBF91C2BE9591CD3DA615E73EFE5F2D3F575A503F6BD3643FFA98703FCF4C773F6E187B3FF33C7D3F15727E3F22207F3F14827F3F2EB97F3F2CD87F3F9AE97F3F68F37F3FEBF87F3F04FC7F3FC3FD7F3FB8637C3F0B2D7EBF0A1425BF41800B3E5A91F43E081638BF710B533E733205BFBCF67F3FDCB0433C13AD6BBFF87C62BF1D72D1BEEC319D3D7CECDE3E0FD92A3FE4DA4E3F6CF5633F191A703FCF04773FBCEF7A3F00267D3F28657E3FDC187F3FFD7D7F3FE1B67F3FE0D67F3FE0E87F3FFFF27F3FB0F87F3FE3FB7F3FB0FD7F3FB8637C3F0B2D7EBF0A1425BF41800B3E5A91F43E081638BF710B533E733205BFBCF67F3FDCB0433C13AD6BBFF87C62BF1D72D1BEEC319D3D7CECDE3E0FD92A3FE4DA4E3F6CF5633F191A703FCF04773FBCEF7A3F00267D3F28657E3FDC187F3FFD7D7F3FE1B67F3FE0D67F3FE0E87F3FFFF27F3FB0F87F3FE3FB7F3FB0FD7F3F83A1C83E733425BF41570DBED1F88FBE561D393E0EBA5CBF8E7BC03EE41421BF5E417E3FDED0B13D63AF65BF3C5167BFDD1CE0BE4477593D45B1D63E594A283F26564D3F2614633F47996F3FB0BB763F66C67A3FB00E7D3F06587E3F78117F3FD4797F3F8AB47F3F90D57F3F22E87F3F94F27F3F74F87F3FC1FB7F3F9DFD7F3F83A1C83E733425BF41570DBED1F88FBE561D393E0EBA5CBF8E7BC03EE41421BF5E417E3FDED0B13D63AF65BF3C5167BFDD1CE0BE4477593D45B1D63E594A283F26564D3F2614633F47996F3FB0BB763F66C67A3FB00E7D3F06587E3F78117F3FD4797F3F8AB47F3F90D57F3F22E87F3F94F27F3F74F87F3FC1FB7F3F9DFD7F3FFAFC0FBFF050463DAF94D23E153C26BF964309BE5B0375BFA2AF083F1C1B3ABFA6017A3FE215253ECFF75EBF36BC6BBF438EEEBEC6D6F03CAD64CE3EFAB3253F26CC4B3F9A2F623F85166F3F7171763F6B9C7A3F02F77C3FB04A7E3FF6097F3F9B757F3F29B27F3F39D47F3F62E77F3F28F27F3F37F87F3F9FFB7F3F8AFD7F3FFAFC0FBFF050463DAF94D23E153C26BF964309BE5B0375BFA2AF083F1C1B3ABFA6017A3FE215253ECFF75EBF36BC6BBF438EEEBEC6D6F03CAD64CE3EFAB3253F26CC4B3F9A2F623F85166F3F7171763F6B9C7A3F02F77C3FB04A7E3FF6097F3F9B757F3F29B27F3F39D47F3F62E77F3F28F27F3F37F87F3F9FFB7F3F8AFD7F3FE5E87FBF7858373F3C7D553FA95B67BF1A04DFBEF3957FBFDED12C3F5BD34FBF7242733FCA55703EC78B57BFE5BB6FBF91C2FCBE6071BA3B6007C63E1016233FEF3C4A3FCD47613FD3916E3F1326763FCD717A3FF7DE7C3F243D7E3F56027F3F50717F3FC0AF7F3FDED27F3F9EE67F3FBAF17F3FF9F77F3F7DFB7F3F76FD7F3FE5E87FBF7858373F3C7D553FA95B67BF1A04DFBEF3957FBFDED12C3F5BD34FBF7242733FCA55703EC78B57BFE5BB6FBF91C2FCBE6071BA3B6007C63E1016233FEF3C4A3FCD47613FD3916E3F1326763FCD717A3FF7DE7C3F243D7E3F56027F3F50717F3FC0AF7F3FDED27F3F9EE67F3FBAF17F3FF9F77F3F7DFB7F3F76FD7F3F908C04BF4FEF7F3FCAEF7F3F01F27FBF33A431BF5CDA7BBFBD804B3FE5DA61BF02156A3FFF1D9D3E4D714FBF734E73BF1A5B05BF0CA593BC0C9ABD3EBA70203F8AA8483FC25C603F320B6E3F96D9753F8A467A3F8FC67C3F652F7E3F99FA7E3FF66C7F3F4DAD7F3F7DD17F3FD8E57F3F4AF17F3FBAF77F3F59FB7F3F62FD7F3F908C04BF4FEF7F3FCAEF7F3F01F27FBF33A431BF5CDA7BBFBD804B3FE5DA61BF02156A3FFF1D9D3E4D714FBF734E73BF1A5B05BF0CA593BC0C9ABD3EBA70203F8AA8483FC25C603F320B6E3F96D9753F8A467A3F8FC67C3F652F7E3F99FA7E3FF66C7F3F4DAD7F3F7DD17F3FD8E57F3F4AF17F3FBAF77F3F59FB7F3F62FD7F3F6D5AE13E92383F3F6B8F5B3F58B06BBF942862BF0E066ABF81C4633FC1DF6FBFD4905E3FF52EC13EEEAE46BF427276BFC4320CBF77E82ABD5D1DB53E16C41D3F010F473F7C6E5F3FA5826D3FFA8B753FA31A7A3FCAAD7C3F70217E3FBEF27E3F8A687F3FD0AA7F3F17D07F3F0FE57F3FD9F07F3F7BF77F3F35FB7F3F4EFD7F3F6D5AE13E92383F3F6B8F5B3F58B06BBF942862BF0E066ABF81C4633FC1DF6FBFD4905E3FF52EC13EEEAE46BF427276BFC4320CBF77E82ABD5D1DB53E16C41D3F010F473F7C6E5F3FA5826D3FFA8B753FA31A7A3FCAAD7C3F70217E3FBEF27E3F8A687F3FD0AA7F3F17D07F3F0FE57F3FD9F07F3F7BF77F3F35FB7F3F4EFD7F3FD54E7E3F5A5FBF3D8E20E73E4B232EBF543F7CBF8C184BBF44D9743F41A279BF5BD3503FF229E43EC34B3DBFE62579BF8FE612BFE7F285BD0A92AC3E43101B3F6170453FFF7C5E3F2BF86C3F413D753F18EE793FA8947C3F47137E3FC5EA7E3F0E647F3F4AA87F3FACCE7F3F42E47F3F66F07F3F3AF77F3F11FB7F3F3AFD7F3FD54E7E3F5A5FBF3D8E20E73E4B232EBF543F7CBF8C184BBF44D9743F41A279BF5BD3503FF229E43EC34B3DBFE62579BF8FE612BFE7F285BD0A92AC3E43101B3F6170453FFF7C5E3F2BF86C3F413D753F18EE793FA8947C3F47137E3FC5EA7E3F0E647F3F4AA87F3FACCE7F3F42E47F3F66F07F3F3AF77F3F11FB7F3F3AFD7F3F3521223F45361CBFE131C0BDFC26A4BE31527DBFF8CC20BF10357E3F01F67EBFBDFF403F50EE023F644F33BF21687BBFBC7419BF4A5EB6BDBAF8A33E6055183FB3CC433F4D885D3FC56B6C3F69ED743FEAC0793F287B7C3FE9047E3FAEE27E3F815F7F3FBBA57F3F3BCD7F3F73E37F3FF2EF7F3FF9F67F3FECFA7F3F25FD7F3F3521223F45361CBFE131C0BDFC26A4BE31527DBFF8CC20BF10357E3F01F67EBFBDFF403F50EE023F644F33BF21687BBFBC7419BF4A5EB6BDBAF8A33E6055183FB3CC433F4D885D3FC56B6C3F69ED743FEAC0793F287B7C3FE9047E3FAEE27E3F815F7F3FBBA57F3F3BCD7F3F73E37F3FF2EF7F3FF9F67F3FECFA7F3F25FD7F3F3A389EBE5D8A7CBFCC361CBFB9ECC23DE94565BFB502DBBE5D8C7F3FCAC27FBF743E2F3F410B133FE6C128BFEC377DBFA4DB1FBF7DAFE6BD24529B3E9093153F0124423F6B905C3F76DD6B3F749C743F1893793F4C617C3F56F67D3F7ADA7E3FE35A7F3F22A37F3FC5CB7F3FA1E27F3F7BEF7F3FB6F67F3FC7FA7F3F10FD7F3F3A389EBE5D8A7CBFCC361CBFB9ECC23DE94565BFB502DBBE5D8C7F3FCAC27FBF743E2F3F410B133FE6C128BFEC377DBFA4DB1FBF7DAFE6BD24529B3E9093153F0124423F6B905C3F76DD6B3F749C743F1893793F4C617C3F56F67D3F7ADA7E3FE35A7F3F22A37F3FC5CB7F3FA1E27F3F7BEF7F3FB6F67F3FC7FA7F3F10FD7F3FBC9D77BF0B6355BFBC4A70BF9A13FD3E047D36BF445250BE57D4783FF8047CBFE6BC1B3FA354223FD3AB1DBF77947EBF9D1926BFB56F0BBEFB9E923EEFCA123F5776403F5D955B3F3F4D6B3F624A743FA264793F13477C3F8FE77D3F28D27E3F34567F3F80A07F3F4ACA7F3FCBE17F3F04EF7F3F73F67F3FA1FA7F3FFBFC7F3FBC9D77BF0B6355BFBC4A70BF9A13FD3E047D36BF445250BE57D4783FF8047CBFE6BC1B3FA354223FD3AB1DBF77947EBF9D1926BFB56F0BBEFB9E923EEFCA123F5776403F5D955B3F3F4D6B3F624A743FA264793F13477C3F8FE77D3F28D27E3F34567F3F80A07F3F4ACA7F3FCBE17F3F04EF7F3F73F67F3FA1FA7F3FFBFC7F3F20773CBF60066FBE4F5D7ABF718A4E3F4436EBBE8225043D3E436A3F8ECD73BF01AD063F69B4303F221612BF207D7FBF152D2CBF997323BEF4DF893EA0FB0F3FC0C33E3F25975A3F1FBB6A3F34F7733F8935793F7C2C7C3F93D87D3FB8C97E3F75517F3FD49D7F3FCAC87F3FF3E07F3F8AEE7F3F2EF67F3F7AFA7F3FE5FC7F3F20773CBF60066FBE4F5D7ABF718A4E3F4436EBBE8225043D3E436A3F8ECD73BF01AD063F69B4303F221612BF207D7FBF152D2CBF997323BEF4DF893EA0FB0F3FC0C33E3F25975A3F1FBB6A3F34F7733F8935793F7C2C7C3F93D87D3FB8C97E3F75517F3FD49D7F3FCAC87F3FF3E07F3F8AEE7F3F2EF67F3F7AFA7F3FE5FC7F3FACD62F3EC1DDFB3E545437BFF95A7A3F943E24BED345883EAD4E543FE54167BF4489E03EEC153E3F3B0A06BF7FF17FBF771432BFF65F3BBEC315813EC2250D3F460C3D3FC795593F19276A3FE9A2733FCC05793F89117C3F63C97D3F2BC17E3FA54C7F3F1F9B7F3F44C77F3F18E07F3F0FEE7F3FE9F57F3F53FA7F3FCFFC7F3FACD62F3EC1DDFB3E545437BFF95A7A3F943E24BED345883EAD4E543FE54167BF4489E03EEC153E3F3B0A06BF7FF17FBF771432BFF65F3BBEC315813EC2250D3F460C3D3FC795593F19276A3FE9A2733FCC05793F89117C3F63C97D3F2BC17E3FA54C7F3F1F9B7F3F44C77F3F18E07F3F0FEE7F3FE9F57F3F53FA7F3FCFFC7F3FE4F76B3FB30F743F7F546FBE3F4E7A3F94391E3E9866F83EECA7373F0C9B56BF2F7AB13EEB654A3FA523F3BE5EF17FBF46CE37BF623153BE3F82703E78490A3FF64F3B3F4891583F2E91693F824D733F6CD5783F39F67B3FFEB97D3F80B87E3FC4477F3F60987F3FB9C57F3F3ADF7F3F92ED7F3FA3F57F3F2CFA7F3FB9FC7F3FE4F76B3FB30F743F7F546FBE3F4E7A3F94391E3E9866F83EECA7373F0C9B56BF2F7AB13EEB654A3FA523F3BE5EF17FBF46CE37BF623153BE3F82703E78490A3FF64F3B3F4891583F2E91693F824D733F6CD5783F39F67B3FFEB97D3F80B87E3FC4477F3F60987F3FB9C57F3F3ADF7F3F92ED7F3FA3F57F3F2CFA7F3FB9FC7F3F6107533F9F41673F602FA43E7F664E3F2C80E83EF34F2D3F4F36153FA72442BF24A5803EAE92553F1A6ED9BEBE7C7FBF08593DBF5FE46ABE7FC55E3EE266073FDA8E393FAA89573F5FF9683FFFF6723F6AA4783F8CDA7B3F64AA7D3FB7AF7E3FD3427F3F98957F3F28C47F3F58DE7F3F13ED7F3F5BF57F3F04FA7F3FA2FC7F3F6107533F9F41673F602FA43E7F664E3F2C80E83EF34F2D3F4F36153FA72442BF24A5803EAE92553F1A6ED9BEBE7C7FBF08593DBF5FE46ABE7FC55E3EE266073FDA8E393FAA89573F5FF9683FFFF6723F6AA4783F8CDA7B3F64AA7D3FB7AF7E3FD3427F3F98957F3F28C47F3F58DE7F3F13ED7F3F5BF57F3F04FA7F3FA2FC7F3F5ABFFDBC83C6BC3ED7BB463F14AAFC3E816A353F4AB9543FE01FDC3EBF3B2ABFF70D1D3E258C5F3F8708BFBED4937EBF50B342BFC63A81BEB7F64C3E227E043FFFC8373FF27E563FAC5F683F629F723FC472783F82BE7B3F969A7D3FD1A67E3FD03D7F3FC7927F3F92C27F3F74DD7F3F93EC7F3F13F57F3FDBF97F3F8CFC7F3F5ABFFDBC83C6BC3ED7BB463F14AAFC3E816A353F4AB9543FE01FDC3EBF3B2ABFF70D1D3E258C5F3F8708BFBED4937EBF50B342BFC63A81BEB7F64C3E227E043FFFC8373FF27E563FAC5F683F629F723FC472783F82BE7B3F969A7D3FD1A67E3FD03D7F3FC7927F3F92C27F3F74DD7F3F93EC7F3F13F57F3FDBF97F3F8CFC7F3FFC985BBFBB3CBABE472B7E3F7D09C13D5297643F9C3A703FB5E1863E054D0FBF29005D3DED43683F6808A4BE08377DBFC3DB47BFC2F08CBE5F173B3E5C8F013F6EFE353F2471553F19C4673FA946723F7B40783F1BA27B3F948A7D3FCD9D7E3FBD387F3FEC8F7F3FF7C07F3F8DDC7F3F11EC7F3FCAF47F3FB2F97F3F74FC7F3FFC985BBFBB3CBABE472B7E3F7D09C13D5297643F9C3A703FB5E1863E054D0FBF29005D3DED43683F6808A4BE08377DBFC3DB47BFC2F08CBE5F173B3E5C8F013F6EFE353F2471553F19C4673FA946723F7B40783F1BA27B3F948A7D3FCD9D7E3FBD387F3FEC8F7F3FF7C07F3F8DDC7F3F11EC7F3FCAF47F3FB2F97F3F74FC7F3F5A5E65BF07AB66BF2053673F649AA4BEC1187D3FD0497E3F678AB53DC9A5E3BED36C3CBD7FAD6F3F778388BEFC667BBF0BD14CBF779298BEDA28293E5C35FD3E352F343F4360543FA526673FD7EC713F900D783F58857B3F5C7A7D3FAB947E3F9A337F3F088D7F3F57BF7F3FA3DB7F3F8DEB7F3F80F47F3F88F97F3F5DFC7F3F5A5E65BF07AB66BF2053673F649AA4BEC1187D3FD0497E3F678AB53DC9A5E3BED36C3CBD7FAD6F3F778388BEFC667BBF0BD14CBF779298BEDA28293E5C35FD3E352F343F4360543FA526673FD7EC713F900D783F58857B3F5C7A7D3FAB947E3F9A337F3F088D7F3F57BF7F3FA3DB7F3F8DEB7F3F80F47F3F88F97F3F5DFC7F3FB512E2BD317874BFA93C093FD84F2EBFBC807C3F651D7E3FCD2BB6BDB9A6A4BEF6FD14BE31BE753F342059BE812479BFE89151BF331EA4BEA32C173E7A40F73E5F5B323F534C533F5287663FEA91713F02DA773F38687B3FF1697D3F6C8B7E3F652E7F3F1A8A7F3FB1BD7F3FB6DA7F3F08EB7F3F35F47F3F5EF97F3F45FC7F3FB512E2BD317874BFA93C093FD84F2EBFBC807C3F651D7E3FCD2BB6BDB9A6A4BEF6FD14BE31BE753F342059BE812479BFE89151BF331EA4BEA32C173E7A40F73E5F5B323F534C533F5287663FEA91713F02DA773F38687B3FF1697D3F6C8B7E3F652E7F3F1A8A7F3FB1BD7F3FB6DA7F3F08EB7F3F35F47F3F5EF97F3F45FC7F3FE4D4463F5D3CFEBE9EC8613B0EC86BBF58DE623FE2B76F3FC90887BE6D7645BEBC6379BE486D7A3FA18920BE9F7076BF1D1D56BF4E92AFBE2F24053E5640F13EF882303F5935523F21E6653FE435713FD2A5773FBB4A7B3F50597D3F0F827E3F20297F3F23877F3F06BC7F3FC6D97F3F81EA7F3FE9F37F3F34F97F3F2DFC7F3FE4D4463F5D3CFEBE9EC8613B0EC86BBF58DE623FE2B76F3FC90887BE6D7645BEBC6379BE486D7A3FA18920BE9F7076BF1D1D56BF4E92AFBE2F24053E5640F13EF882303F5935523F21E6653FE435713FD2A5773FBB4A7B3F50597D3F0F827E3F20297F3F23877F3F06BC7F3FC6D97F3F81EA7F3FE9F37F3F34F97F3F2DFC7F3F141E733F81B7693E6BBE07BFB9F07FBF4DBC323F8EE7533F5644DCBE3A7878BDAFA5ADBE08B47D3F80E2CEBD914C73BF85715ABF24EDBABEE921E63D3635EB3E0DA62E3F581B513F1443653FC5D8703FFF70773FE22C7B3F7C487D3F94787E3FCA237F3F23847F3F56BA7F3FD3D87F3FF8E97F3F9CF37F3F08F97F3F15FC7F3F141E733F81B7693E6BBE07BFB9F07FBF4DBC323F8EE7533F5644DCBE3A7878BDAFA5ADBE08B47D3F80E2CEBD914C73BF85715ABF24EDBABEE921E63D3635EB3E0DA62E3F581B513F1443653FC5D8703FFF70773FE22C7B3F7C487D3F94787E3FCA237F3F23847F3F56BA7F3FD3D87F3FF8E97F3F9CF37F3F08F97F3F15FC7F3F72877F3E62A1543F4B9066BF8D4167BF6AC1E13EDB3A2C3FB74615BFD9A9943D73DDDCBEB98D7F3F1C1438BDC4B96FBF018E5EBF102DC6BED2E8C13D611FE53EA9C42C3F54FE4F3F2B9E643F8D7A703F8B3B773FAC0E7B3F72377D3FFC6E7E3F641E7F3F19817F3FA1B87F3FDCD77F3F6DE97F3F4EF37F3FDDF87F3FFCFB7F3F72877F3E62A1543F4B9066BF8D4167BF6AC1E13EDB3A2C3FB74615BFD9A9943D73DDDCBEB98D7F3F1C1438BDC4B96FBF018E5EBF102DC6BED2E8C13D611FE53EA9C42C3F54FE4F3F2B9E643F8D7A703F8B3B773FAC0E7B3F72377D3FFC6E7E3F641E7F3F19817F3FA1B87F3FDCD77F3F6DE97F3F4EF37F3FDDF87F3FFCFB7F3F05162EBFA6C27C3FA45F7EBFD30D26BFD64D0F3ED9D4F53EFCB537BF0476513E22F004BFB1F77F3F0CC5383CD9B96BBF867162BF7A50D1BE08A09D3D1FFFDE3ED8DE2A3F52DE4E3F69F7633F3C1B703F7405773F19F07A3F34267D3F46657E3FED187F3F067E7F3FE6B67F3FE3D67F3FE1E87F3F00F37F3FB0F87F3FE3FB7F3F05162EBFA6C27C3FA45F7EBFD30D26BFD64D0F3ED9D4F53EFCB537BF0476513E22F004BFB1F77F3F0CC5383CD9B96BBF867162BF7A50D1BE08A09D3D1FFFDE3ED8DE2A3F52DE4E3F69F7633F3C1B703F7405773F19F07A3F34267D3F46657E3FED187F3F067E7F3FE6B67F3FE3D67F3FE1E87F3F00F37F3FB0F87F3FE3FB7F3F1C007CBF1D4A1D3F48D747BF1B848FBEBF1D33BE9371853EF55954BF7C6FAA3E741D1ABF57F17E3FE0288A3DA44E67BF131B66BFBA55DCBEF894723DB5D4D83EA8F4283F55BB4D3FCF4E633FD4BA6F3FBBCE763F2AD17A3FC2147D3F725B7E3F65137F3FE97A7F3F26B57F3FE7D57F3F54E87F3FB0F27F3F83F87F3FCAFB7F3F1C007CBF1D4A1D3F48D747BF1B848FBEBF1D33BE9371853EF55954BF7C6FAA3E741D1ABF57F17E3FE0288A3DA44E67BF131B66BFBA55DCBEF894723DB5D4D83EA8F4283F55BB4D3FCF4E633FD4BA6F3FBBCE763F2AD17A3FC2147D3F725B7E3F65137F3FE97A7F3F26B57F3FE7D57F3F54E87F3FB0F27F3F83F87F3FCAFB7F3F1F74C4BEB97FB4BDD085A7BE2D710C3EC8E2F1BE0760D93C614B6ABF381DE93E9EC02DBF277C7C3F0DC9FC3D257A62BFBA8969BF4A3BE7BE3CD6293D6CA0D23E2506273F63954C3F5DA4623F55596F3F6197763FDFB17A3F1C037D3F81517E3FCC0D7F3FC3777F3F60B37F3FE8D47F3FC4E77F3F5FF27F3F56F87F3FB1FB7F3F1F74C4BEB97FB4BDD085A7BE2D710C3EC8E2F1BE0760D93C614B6ABF381DE93E9EC02DBF277C7C3F0DC9FC3D257A62BFBA8969BF4A3BE7BE3CD6293D6CA0D23E2506273F63954C3F5DA4623F55596F3F6197763FDFB17A3F1C037D3F81517E3FCC0D7F3FC3777F3F60B37F3FE8D47F3FC4E77F3F5FF27F3F56F87F3FB1FB7F3F28DB113FE74F3EBFD675683ED3D3073F061D39BFFF0F56BE19D978BFA6D3113F4CA73FBFA79B783F724E373E8F3E5DBF99BC6CBF90FFF1BEC213C23C9162CC3E5A13253F7E6C4B3F15F8613FBEF66E3F655F763F37927A3F40F17C3F72477E3F23087F3F94747F3F96B17F3FE6D37F3F33E77F3F0EF27F3F28F87F3F97FB7F3F28DB113FE74F3EBFD675683ED3D3073F061D39BFFF0F56BE19D978BFA6D3113F4CA73FBFA79B783F724E373E8F3E5DBF99BC6CBF90FFF1BEC213C23C9162CC3E5A13253F7E6C4B3F15F8613FBEF66E3F655F763F37927A3F40F17C3F72477E3F23087F3F94747F3F96B17F3FE6D37F3F33E77F3F0EF27F3F28F87F3F97FB7F3FEDD67F3F41F67FBF0918363F34BF543F07ED66BF65A8DDBE908D7FBFCF812C3FCCA34FBF6F55733FE3A36F3E469E57BFDEB26FBFFAA0FCBE58ACC13B641BC63E561C233FAC404A3FFA49613F11936E3FC826763F33727A3F31DF7C3F453D7E3F68027F3F5B717F3FC6AF7F3FE1D27F3FA0E67F3FBBF17F3FFAF77F3F7DFB7F3FEDD67F3F41F67FBF0918363F34BF543F07ED66BF65A8DDBE908D7FBFCF812C3FCCA34FBF6F55733FE3A36F3E469E57BFDEB26FBFFAA0FCBE58ACC13B641BC63E561C233FAC404A3FFA49613F11936E3FC826763F33727A3F31DF7C3F453D7E3F68027F3F5B717F3FC6AF7F3FE1D27F3FA0E67F3FBBF17F3FFAF77F3F7DFB7F3FF79A023F4C4B38BF8FFD793F00647C3F79D67DBF61F021BFAB327EBFC41F443F2E8D5DBF13B16C3FC09B933ED99B51BFC86B72BF068F03BF038342BC32CBBF3E2621213FF011493F0B9A603F4F2E6E3F89ED753FD3517A3FEDCC7C3FFB327E3F9EFC7E3F186E7F3FF0AD7F3FD9D17F3F0CE67F3F68F17F3FCBF77F3F62FB7F3FF79A023F4C4B38BF8FFD793F00647C3F79D67DBF61F021BFAB327EBFC41F443F2E8D5DBF13B16C3FC09B933ED99B51BFC86B72BF068F03BF038342BC32CBBF3E2621213FF011493F0B9A603F4F2E6E3F89ED753FD3517A3FEDCC7C3FFB327E3F9EFC7E3F186E7F3FF0AD7F3FD9D17F3F0CE67F3F68F17F3FCBF77F3F62FB7F3FE869E5BE001C5CBD05E5703F49D0773FA0937BBF4AFC4BBF59D374BF4242583FD53F69BF23B8643F09EEAE3E013A4BBFA3E674BF9FBA08BF3AE6F2BC4572B93ED5211F3F4FE0473F4BE85F3F76C86D3FA9B3753F16317A3F75BA7C3F93287E3FC2F67E3FCD6A7F3F16AC7F3FCED07F3F76E57F3F13F17F3F9BF77F3F48FB7F3FE869E5BE001C5CBD05E5703F49D0773FA0937BBF4AFC4BBF59D374BF4242583FD53F69BF23B8643F09EEAE3E013A4BBFA3E674BF9FBA08BF3AE6F2BC4572B93ED5211F3F4FE0473F4BE85F3F76C86D3FA9B3753F16317A3F75BA7C3F93287E3FC2F67E3FCD6A7F3F16AC7F3FCED07F3F76E57F3F13F17F3F9BF77F3F48FB7F3FDE8E7EBF2229243F989B1D3F58D1473FEF5D60BF4A9D6ABF48BB63BFB68D683FE49D72BF17765B3FCDB2C93EAB7B44BFCF2277BF86D20DBFA43B42BDE710B33E711E1D3FCEAB463FBB345F3F88616D3F2879753FFD0F7A3FC8A77C3F0D1E7E3FD6F07E3F77677F3F36AA7F3FC0CF7F3FDEE47F3FBEF07F3F6BF77F3F2DFB7F3FDE8E7EBF2229243F989B1D3F58D1473FEF5D60BF4A9D6ABF48BB63BFB68D683FE49D72BF17765B3FCDB2C93EAB7B44BFCF2277BF86D20DBFA43B42BDE710B33E711E1D3FCEAB463FBB345F3F88616D3F2879753FFD0F7A3FC8A77C3F0D1E7E3FD6F07E3F77677F3F36AA7F3FC0CF7F3FDEE47F3FBEF07F3F6BF77F3F2DFB7F3FAA5E20BF84027E3F463FCE3DE69FE93E18E82EBF9B1C7CBF7C744BBF0EB8743F598F79BF3EF8503F45D4E33EE5633DBFB61F79BF06D612BF397A85BD62A7AC3E08171B3F7074453F5C7F5E3F86F96C3F063E753F88EE793FE7947C3F6A137E3FD9EA7E3F19647F3F50A87F3FB0CE7F3F44E47F3F67F07F3F3BF77F3F11FB7F3FAA5E20BF84027E3F463FCE3DE69FE93E18E82EBF9B1C7CBF7C744BBF0EB8743F598F79BF3EF8503F45D4E33EE5633DBFB61F79BF06D612BF397A85BD62A7AC3E08171B3F7074453F5C7F5E3F86F96C3F063E753F88EE793FE7947C3F6A137E3FD9EA7E3F19647F3F50A87F3FB0CE7F3F44E47F3F67F07F3F3BF77F3F11FB7F3F0486A23EB0964F3F47F9E3BE796E553DD633D8BE877F7FBFF8C22CBFFD897C3F7B027EBFB84D453F683DFD3EE9F535BFDADC7ABF5FC417BFD2CBA9BD0136A63EA60B193F3B3A443F31C85D3F70906C3F4302753FB7CC793FD1817C3FAA087E3FCBE47E3FB1607F3F66A67F3F9CCD7F3FA9E37F3F10F07F3F0AF77F3FF6FA7F3F0486A23EB0964F3F47F9E3BE796E553DD633D8BE877F7FBFF8C22CBFFD897C3F7B027EBFB84D453F683DFD3EE9F535BFDADC7ABF5FC417BFD2CBA9BD0136A63EA60B193F3B3A443F31C85D3F70906C3F4302753FB7CC793FD1817C3FAA087E3FCBE47E3FB1607F3F66A67F3F9CCD7F3FA9E37F3F10F07F3F0AF77F3FF6FA7F3F7D2E783F3334473EE2A55ABF78F0B8BECC99F4BD809574BF8F9E08BFF7DF7F3FE2EB7FBF4B87383FC4EC0A3F1C352EBFC5597CBFE39C1CBFAC0FCEBD0FBD9F3E59FC163F32FD423F390F5D3F46266C3FE0C5743F8AAA793F886E7C3FCBFD7D3FADDE7E3F3F5D7F3F76A47F3F85CC7F3F0CE37F3FB8EF7F3FD8F67F3FDAFA7F3F7D2E783F3334473EE2A55ABF78F0B8BECC99F4BD809574BF8F9E08BFF7DF7F3FE2EB7FBF4B87383FC4EC0A3F1C352EBFC5597CBFE39C1CBFAC0FCEBD0FBD9F3E59FC163F32FD423F390F5D3F46266C3FE0C5743F8AAA793F886E7C3FCBFD7D3FADDE7E3F3F5D7F3F76A47F3F85CC7F3F0CE37F3FB8EF7F3FD8F67F3FDAFA7F3FA7EC3A3F95B406BF47F87FBFD11336BF4CEE473EF3FA5BBF2156C0BED2AA7E3FAD467FBF59B72A3F6CCA163F012526BF19967DBFDB5E21BFD842F2BDD73C993E2FE9143F5BBD413F78545C3F08BB6B3FDD88743F0188793F0A5B7C3FCFF27D3F7ED87E3FC5597F3F81A27F3F6BCB7F3F6EE27F3F5FEF7F3FA6F67F3FBEFA7F3FA7EC3A3F95B406BF47F87FBFD11336BF4CEE473EF3FA5BBF2156C0BED2AA7E3FAD467FBF59B72A3F6CCA163F012526BF19967DBFDB5E21BFD842F2BDD73C993E2FE9143F5BBD413F78545C3F08BB6B3FDD88743F0188793F0A5B7C3FCFF27D3F7ED87E3FC5597F3F81A27F3F6BCB7F3F6EE27F3F5FEF7F3FA6F67F3FBEFA7F3FC3C238BE8DF176BF227556BFA8C86FBFE62AFB3E671037BF67BC52BE0FF0783F80147CBFBBF11B3F092E223F4AC91DBF82917EBF950926BF33310BBEA5B5923E35D2123FBA7A403FEE975B3FB84E6B3F394B743F1C65793F57477C3FB6E77D3F3ED27E3F40567F3F86A07F3F4ECA7F3FCEE17F3F05EF7F3F73F67F3FA1FA7F3FC3C238BE8DF176BF227556BFA8C86FBFE62AFB3E671037BF67BC52BE0FF0783F80147CBFBBF11B3F092E223F4AC91DBF82917EBF950926BF33310BBEA5B5923E35D2123FBA7A403FEE975B3FB84E6B3F394B743F1C65793F57477C3FB6E77D3F3ED27E3F40567F3F86A07F3F4ECA7F3FCEE17F3F05EF7F3F73F67F3FA1FA7F3F78D66CBFC7B362BF11CBD5BE6F7A7FBF2EBB3C3FB5E607BF5038F1BCB4C96E3F8C5D76BFBF4B0C3F5E0E2D3FC02515BFC14B7FBF6C9C2ABFAE351DBECA278C3E79B7103F54353F3F9CD95A3F56E16A3FF50C743FDB41793F71337C3F7FDC7D3FEDCB7E3FB3527F3F879E7F3F2EC97F3F2CE17F3FAAEE7F3F40F67F3F84FA7F3F78D66CBFC7B362BF11CBD5BE6F7A7FBF2EBB3C3FB5E607BF5038F1BCB4C96E3F8C5D76BFBF4B0C3F5E0E2D3FC02515BFC14B7FBF6C9C2ABFAE351DBECA278C3E79B7103F54353F3F9CD95A3F56E16A3FF50C743FDB41793F71337C3F7FDC7D3FEDCB7E3FB3527F3F879E7F3F2EC97F3F2CE17F3FAAEE7F3F40F67F3F84FA7F3FE0BC51BF55AEA9BE6D59063E166962BF7029693FAC43A2BEC761173EE665603F69306EBFC5B7F73EA962373F533E0CBFA7C47FBFB0162FBF772D2FBE8993853E08990E3F2DED3D3F86195A3FE2726A3F11CE733F3E1E793F561F7C3F2AD17D3F8CC57E3F1C4F7F3F829C7F3F0BC87F3F88E07F3F4EEE7F3F0CF67F3F67FA7F3FE0BC51BF55AEA9BE6D59063E166962BF7029693FAC43A2BEC761173EE665603F69306EBFC5B7F73EA962373F533E0CBFA7C47FBFB0162FBF772D2FBE8993853E08990E3F2DED3D3F86195A3FE2726A3F11CE733F3E1E793F561F7C3F2AD17D3F8CC57E3F1C4F7F3F829C7F3F0BC87F3F88E07F3F4EEE7F3F0CF67F3F67FA7F3F381B233D8B12CD3EE5B9233F89AC1DBF5F787E3FAB93AEBD2912A43E0E064E3F04A263BF9C73D53E8422413F111703BF15FC7FBFC37733BF121741BE68F27D3EF1760C3F4AA23C3FAB57593F5D036A3F8E8E733F45FA783F070B7C3FB8C57D3F1ABF7E3F7B4B7F3F779A7F3FE6C67F3FE3DF7F3FF1ED7F3FD8F57F3F4AFA7F3F381B233D8B12CD3EE5B9233F89AC1DBF5F787E3FAB93AEBD2912A43E0E064E3F04A263BF9C73D53E8422413F111703BF15FC7FBFC37733BF121741BE68F27D3EF1760C3F4AA23C3FAB57593F5D036A3F8E8E733F45FA783F070B7C3FB8C57D3F1ABF7E3F7B4B7F3F779A7F3FE6C67F3FE3DF7F3FF1ED7F3FD8F57F3F4AFA7F3FEEC05C3F96E76A3FDE70733F393F75BEF58A7A3F64D61A3EB546F73EB3FD373F64CD56BF4FFCB13E15464A3F4768F3BEFBF17FBF00BF37BF0BF152BE2EB2703E41510A3FAF543B3F0D94583FC792693F6A4E733FF0D5783F83F67B3F28BA7D3F98B87E3FD1477F3F68987F3FBDC57F3F3CDF7F3F93ED7F3FA3F57F3F2CFA7F3FEEC05C3F96E76A3FDE70733F393F75BEF58A7A3F64D61A3EB546F73EB3FD373F64CD56BF4FFCB13E15464A3F4768F3BEFBF17FBF00BF37BF0BF152BE2EB2703E41510A3FAF543B3F0D94583FC792693F6A4E733FF0D5783F83F67B3F28BA7D3F98B87E3FD1477F3F68987F3FBDC57F3F3CDF7F3F93ED7F3FA3F57F3F2CFA7F3F6E5A643F9140713F0E2E783FCA2B373EE3C45D3F3E26C23E7457213FFCB01E3F4DD347BFD7848D3EECC5523F9333E0BE5DA67FBFC7EB3BBFF1B964BEFF66633E0628083F63043A3FB0CE573F2021693FA80D733F40B1783FCCE17B3F7BAE7D3F04B27E3F1E447F3F53967F3F91C47F3F93DE7F3F34ED7F3F6EF57F3F0EFA7F3F6E5A643F9140713F0E2E783FCA2B373EE3C45D3F3E26C23E7457213FFCB01E3F4DD347BFD7848D3EECC5523F9333E0BE5DA67FBFC7EB3BBFF1B964BEFF66633E0628083F63043A3FB0CE573F2021693FA80D733F40B1783FCCE17B3F7BAE7D3F04B27E3F1E447F3F53967F3F91C47F3F93DE7F3F34ED7F3F6EF57F3F0EFA7F3F2A0CD03DFF57EC3E047C303FF5DF103FA4002B3F9501163FC2F4413FE992023F1FDA36BF9783503E329B5A3FE098CCBE4E197FBF84FD3FBF527076BE7511563E50FB053F69B1383F9207573F6AAE683F46CC723F348C783FE0CC7B3FB0A27D3F60AB7E3F61407F3F39947F3F62C37F3FE9DD7F3FD4EC7F3F38F57F3FF0F97F3F2A0CD03DFF57EC3E047C303FF5DF103FA4002B3F9501163FC2F4413FE992023F1FDA36BF9783503E329B5A3FE098CCBE4E197FBF84FD3FBF527076BE7511563E50FB053F69B1383F9207573F6AAE683F46CC723F348C783FE0CC7B3FB0A27D3F60AB7E3F61407F3F39947F3F62C37F3FE9DD7F3FD4EC7F3F38F57F3FF0F97F3F494048BFC99B88BEBEBC493EA0925A3F5A8ECE3EAD8A423F09745C3F9546C83E310D24BF78D1043E87BF613F0DA1B8BEF34A7EBF9DF343BF600984BE2DB2483E2BCB033FC65B373FB73E563FA53A683F458A723FCD66783FC0B77B3FC7967D3FACA47E3F9B3C7F3F19927F3F31C27F3F3DDD7F3F74EC7F3F02F57F3FD1F97F3F494048BFC99B88BEBEBC493EA0925A3F5A8ECE3EAD8A423F09745C3F9546C83E310D24BF78D1043E87BF613F0DA1B8BEF34A7EBF9DF343BF600984BE2DB2483E2BCB033FC65B373FB73E563FA53A683F458A723FCD66783FC0B77B3FC7967D3FACA47E3F9B3C7F3F19927F3F31C27F3F3DDD7F3F74EC7F3F02F57F3FD1F97F3FF16572BF03235ABFB44BB6BE9FF97D3F1F7ECA3D4530643F5AFF6F3F14D9873EA29C0FBFF180613D2C2D683F3055A4BE7F3B7DBF7ECD47BFE7CF8CBEC2493B3EA797013F8003363F2074553FD2C5673FA547723F0A41783F6CA27B3FC18A7D3FE69D7E3FCC387F3FF48F7F3FFCC07F3F90DC7F3F12EC7F3FCBF47F3FB3F97F3FF16572BF03235ABFB44BB6BE9FF97D3F1F7ECA3D4530643F5AFF6F3F14D9873EA29C0FBFF180613D2C2D683F3055A4BE7F3B7DBF7ECD47BFE7CF8CBEC2493B3EA797013F8003363F2074553FD2C5673FA547723F0A41783F6CA27B3FC18A7D3FE69D7E3FCC387F3FF48F7F3FFCC07F3F90DC7F3F12EC7F3FCBF47F3FB3F97F3FF8BD76BEA8F17ABFADA84CBF08E1743FF2A85CBE4810793FE7F87B3FE3030A3E9479F3BEF310A3BCE5DE6D3F86BE8FBE3AEB7BBF9F8A4BBF088B95BED0D82D3EA3C1FE3E9BA8343FCFA7543FF04F673F6604723FEB1A783FE38C7B3F9D7E7D3F10977E3FF3347F3FCA8D7F3FC4BF7F3FE0DB7F3FAFEB7F3F93F47F3F93F97F3FF8BD76BEA8F17ABFADA84CBF08E1743FF2A85CBE4810793FE7F87B3FE3030A3E9479F3BEF310A3BCE5DE6D3F86BE8FBE3AEB7BBF9F8A4BBF088B95BED0D82D3EA3C1FE3E9BA8343FCFA7543FF04F673F6604723FEB1A783FE38C7B3F9D7E7D3F10977E3FF3347F3FCA8D7F3FC4BF7F3FE0DB7F3FAFEB7F3F93F47F3F93F97F3F95BD2F3F272015BF5D237FBFD8E0403FC02B02BF86FF7F3F0000803FC41EF13A004BC5BE890EC2BD1DD0723FDECC75BE775A7ABF712A4FBF0A3A9EBEFC5F203E734DFA3E1B4B333FC5D9533F01D9663F88C0713F72F4773F27777B3F5C727D3F2A907E3F11317F3F9B8B7F3F8ABE7F3F2FDB7F3F4CEB7F3F5BF47F3F74F97F3F95BD2F3F272015BF5D237FBFD8E0403FC02B02BF86FF7F3F0000803FC41EF13A004BC5BE890EC2BD1DD0723FDECC75BE775A7ABF712A4FBF0A3A9EBEFC5F203E734DFA3E1B4B333FC5D9533F01D9663F88C0713F72F4773F27777B3F5C727D3F2A907E3F11317F3F9B8B7F3F8ABE7F3F2FDB7F3F4CEB7F3F5BF47F3F74F97F3F71977B3FDDC7023E380A63BF762AD63EC04440BFAF9A783F20F47B3FF84706BEE52395BEAD202DBECEFC763FAFAC4BBE9E8978BF72AC52BF40DCA6BED4DF123EDAD2F53E08EB313F040A533F0461663F0C7C713F9CCD773F36617B3FFD657D3F32897E3F252D7F3F66897F3F4CBD7F3F7DDA7F3FE7EA7F3F23F47F3F54F97F3F71977B3FDDC7023E380A63BF762AD63EC04440BFAF9A783F20F47B3FF84706BEE52395BEAD202DBECEFC763FAFAC4BBE9E8978BF72AC52BF40DCA6BED4DF123EDAD2F53E08EB313F040A533F0461663F0C7C713F9CCD773F36617B3FFD657D3F32897E3F252D7F3F66897F3F4CBD7F3F7DDA7F3FE7EA7F3F23F47F3F54F97F3FCB42C03ECBF9443F5E0401BF83B1213C5D4C6BBFA74B633FF3F56F3FE40786BE5FFE46BEF84078BE9C617A3FEA2F21BE287976BF201056BFF570AFBEFB58053EF651F13E6488303F8D38523FFBE7653FF236713F6CA6773F124B7B3F81597D3F2A827E3F30297F3F2C877F3F0BBC7F3FC8D97F3F82EA7F3FEAF37F3F34F97F3FCB42C03ECBF9443F5E0401BF83B1213C5D4C6BBFA74B633FF3F56F3FE40786BE5FFE46BEF84078BE9C617A3FEA2F21BE287976BF201056BFF570AFBEFB58053EF651F13E6488303F8D38523FFBE7653FF236713F6CA6773F124B7B3F81597D3F2A827E3F30297F3F2C877F3F0BBC7F3FC8D97F3F82EA7F3FEAF37F3F34F97F3F6AB613BF5C957F3F34D70B3D01F2CCBE67FE7EBFD643413F4D665C3F898AC6BEE76FC3BD06FEA0BEC5FB7C3F8ED3ECBD992974BFFB5459BF76F7B7BE2298EF3DE1CAEC3E36232F3F6365513FE66D653F3AF1703FE07E773FB9347B3FE74C7D3F127B7E3F31257F3FED847F3FC8BA7F3F12D97F3F1CEA7F3FB0F37F3F14F97F3F6AB613BF5C957F3F34D70B3D01F2CCBE67FE7EBFD643413F4D665C3F898AC6BEE76FC3BD06FEA0BEC5FB7C3F8ED3ECBD992974BFFB5459BF76F7B7BE2298EF3DE1CAEC3E36232F3F6365513FE66D653F3AF1703FE07E773FB9347B3FE74C7D3F127B7E3F31257F3FED847F3FC8BA7F3F12D97F3F1CEA7F3FB0F37F3F14F97F3FD4BF7FBF3E13313F62CE0F3F8E843DBFDA6679BFD16A143F20E3413F57C301BF7205913BE8F3C4BE2FC97E3F7CDB96BD8B9B71BF8F7A5CBF126FC0BE6573D43DC03DE83E83BB2D3F8790503FC6F2643FE4AA703FF956773F2C1E7B3F30407D3FE8737E3F29217F3FA8827F3F81B97F3F5BD87F3FB4E97F3F76F37F3FF3F87F3FD4BF7FBF3E13313F62CE0F3F8E843DBFDA6679BFD16A143F20E3413F57C301BF7205913BE8F3C4BE2FC97E3F7CDB96BD8B9B71BF8F7A5CBF126FC0BE6573D43DC03DE83E83BB2D3F8790503FC6F2643FE4AA703FF956773F2C1E7B3F30407D3FE8737E3F29217F3FA8827F3F81B97F3F5BD87F3FB4E97F3F76F37F3FF3F87F3FBFA600BFE37F643CF8946A3FA45B73BFAC135BBF6486BE3E7C42213F81F31DBFE679D53D65CEE7BE65C87F3F7F3D01BDA3CF6EBF66805FBF1AD7C8BEFC44B93DACAAE33E4E512C3FFBB94F3F9B76643FF063703FB62E773F6B077B3F5B337D3FAE6C7E3F181D7F3F5E807F3F38B87F3FA1D77F3F4CE97F3F3CF37F3FD2F87F3FBFA600BFE37F643CF8946A3FA45B73BFAC135BBF6486BE3E7C42213F81F31DBFE679D53D65CEE7BE65C87F3F7F3D01BDA3CF6EBF66805FBF1AD7C8BEFC44B93DACAAE33E4E512C3FFBB94F3F9B76643FF063703FB62E773F6B077B3F5B337D3FAE6C7E3F181D7F3F5E807F3F38B87F3FA1D77F3F4CE97F3F3CF37F3FD2F87F3FC874E93E95D92BBF651C7D3F538F7EBF8D0627BFE919133EA017F73EBB5537BF75E04F3EAAAD04BF97F87F3F37DB2D3C9CC66BBF0E6662BFE12ED1BE240E9E3DC511DF3EA0E42A3FC1E14E3F66F9633F5F1C703F1906773F77F07A3F69267D3F63657E3FFD187F3F0F7E7F3FEBB67F3FE6D67F3FE3E87F3F01F37F3FB1F87F3FC874E93E95D92BBF651C7D3F538F7EBF8D0627BFE919133EA017F73EBB5537BF75E04F3EAAAD04BF97F87F3F37DB2D3C9CC66BBF0E6662BFE12ED1BE240E9E3DC511DF3EA0E42A3FC1E14E3F66F9633F5F1C703F1906773F77F07A3F69267D3F63657E3FFD187F3F0F7E7F3FEBB67F3FE6D67F3FE3E87F3F01F37F3FB1F87F3FCBC97E3FA2137FBFB8AF413F1E295DBF78D2C4BE7B28BEBD3BDFA33E94764DBF3F78993E38B514BF9F597F3FD117583D388168BF212B65BFB475D9BE1AD0823D2873DA3E7B75293FD9074E3F277B633F30D46F3F21DD763F4ED97A3F59197D3F085E7E3FD9147F3FBB7B7F3F9CB57F3F2AD67F3F79E87F3FC5F27F3F8FF87F3FCBC97E3FA2137FBFB8AF413F1E295DBF78D2C4BE7B28BEBD3BDFA33E94764DBF3F78993E38B514BF9F597F3FD117583D388168BF212B65BFB475D9BE1AD0823D2873DA3E7B75293FD9074E3F277B633F30D46F3F21DD763F4ED97A3F59197D3F085E7E3FD9147F3FBB7B7F3F9CB57F3F2AD67F3F79E87F3FC5F27F3F8FF87F3FE7981E3FF47549BF7C38953E290315BF454CA0BD06F8A5BE6FF7163E75F15FBFB477C93ED8E623BFFEEB7D3FFD2AC23D510065BF35CF67BFF4AAE1BE37184F3DF3CED53EE603283F462C4D3FDFFB623F648B6F3FCDB3763FF1C17A3F2C0C7D3F9C567E3FAC107F3F61797F3F49B47F3F6BD57F3F0EE87F3F89F27F3F6DF87F3FE7981E3FF47549BF7C38953E290315BF454CA0BD06F8A5BE6FF7163E75F15FBFB477C93ED8E623BFFEEB7D3FFD2AC23D510065BF35CF67BFF4AAE1BE37184F3DF3CED53EE603283F462C4D3FDFFB623F648B6F3FCDB3763FF1C17A3F2C0C7D3F9C567E3FAC107F3F61797F3F49B47F3F6BD57F3F0EE87F3F89F27F3F6DF87F3F8BD0A6BE37101FBE76E386BE1F064BBE6E4B713EEB8D09BF2394F4BC5F726EBFB973F73E942C32BFDBB07B3FD8F80B3ECB4461BFEC516ABFE9CDE9BEED86183D4525D13EE68F263F0B4F4C3F8E7B623FFB416F3F1F8A763F60AA7A3FE1FE7C3F1F4F7E3F750C7F3F02777F3FF4B27F3FABD47F3FA2E77F3F4CF27F3F4BF87F3F8BD0A6BE37101FBE76E386BE1F064BBE6E4B713EEB8D09BF2394F4BC5F726EBFB973F73E942C32BFDBB07B3FD8F80B3ECB4461BFEC516ABFE9CDE9BEED86183D4525D13EE68F263F0B4F4C3F8E7B623FFB416F3F1F8A763F60AA7A3FE1FE7C3F1F4F7E3F750C7F3F02777F3FF4B27F3FABD47F3FA2E77F3F4CF27F3F4BF87F3F44BA78BF35430F3F89BA3CBFA992613ECCB3063FF56C38BF9F2553BE62B778BF737B113FEF713FBF04AA783F7B9C363E9C4F5DBFE8B26CBFF7DDF1BE21DDC33C3C76CC3E7F19253F28704B3F36FA613FF5F76E3F1660763F9B927A3F79F17C3F91477E3F34087F3F9E747F3F9BB17F3FE9D37F3F35E77F3F0FF27F3F29F87F3F44BA78BF35430F3F89BA3CBFA992613ECCB3063FF56C38BF9F2553BE62B778BF737B113FEF713FBF04AA783F7B9C363E9C4F5DBFE8B26CBFF7DDF1BE21DDC33C3C76CC3E7F19253F28704B3F36FA613FF5F76E3F1660763F9B927A3F79F17C3F91477E3F34087F3F9E747F3F9BB17F3FE9D37F3F35E77F3F0FF27F3F29F87F3F6F5E39BF316F793FF2E27BBFA6A9193F2DB9433F58F95CBFF387C0BED0917EBFDDC8253FD1A34BBFEED9743F00ED603EC42159BFD0F16EBF69DAF9BEFD462D3CF8C1C73EB9A0233F9E8F4A3FD677613F53AD6E3FB235763FA37A7A3FF3E37C3FF33F7E3FEB037F3F34727F3F40B07F3F26D37F3FC7E67F3FD1F17F3F06F87F3F6F5E39BF316F793FF2E27BBFA6A9193F2DB9433F58F95CBFF387C0BED0917EBFDDC8253FD1A34BBFEED9743F00ED603EC42159BFD0F16EBF69DAF9BEFD462D3CF8C1C73EB9A0233F9E8F4A3FD677613F53AD6E3FB235763FA37A7A3FF3E37C3FF33F7E3FEB037F3F34727F3F40B07F3F26D37F3FC7E67F3FD1F17F3F06F87F3F25AB413EF0C95D3FE3776DBF2102603F77556D3F7F2775BF4AB508BF0FE77FBF456E383FAEB056BFAC43703F926B853E58BC54BF540E71BF55E100BFADD034BB9608C33E9725223F72AD493F6FF4603F14626E3FF30A763F76627A3F50D67C3F44387E3F98FF7E3FC56F7F3FE1AE7F3F61D27F3F58E67F3F92F17F3FE3F77F3F25AB413EF0C95D3FE3776DBF2102603F77556D3F7F2775BF4AB508BF0FE77FBF456E383FAEB056BFAC43703F926B853E58BC54BF540E71BF55E100BFADD034BB9608C33E9725223F72AD493F6FF4603F14626E3FF30A763F76627A3F50D67C3F44387E3F98FF7E3FC56F7F3FE1AE7F3F61D27F3F58E67F3F92F17F3FE3F77F3F4CB06D3F4C51963E22EA15BF221B7F3F80687F3FF39C7FBFE5D62CBF11B17CBFED3B493F9F8860BFF8EA6A3FF8239A3E792050BF230873BF02CB04BFA2D683BC364ABE3E20A8203FA4C9483F0270603F39166E3FDADF753F154A7A3F8FC87C3F85307E3F3BFB7E3F516D7F3F80AD7F3F9AD17F3FE8E57F3F54F17F3FC0F77F3F4CB06D3F4C51963E22EA15BF221B7F3F80687F3FF39C7FBFE5D62CBF11B17CBFED3B493F9F8860BFF8EA6A3FF8239A3E792050BF230873BF02CB04BFA2D683BC364ABE3E20A8203FA4C9483F0270603F39166E3FDADF753F154A7A3F8FC87C3F85307E3F3BFB7E3F516D7F3F80AD7F3F9AD17F3FE8E57F3F54F17F3FC0F77F3F2A6E503F9A95DFBE6F8581BDD481713F6D27783FCEC37BBFDF844BBF67FE74BFD006583F7A1D69BF21D4643F2696AE3E524F4BBFF7DE74BFF0A908BF2F0DF1BCF786B93E59281F3F35E4473F90EA5F3FC3C96D3F66B4753F81317A3FB1BA7C3FB5287E3FD5F67E3FD76A7F3F1CAC7F3FD2D07F3F78E57F3F14F17F3F9CF77F3F2A6E503F9A95DFBE6F8581BDD481713F6D27783FCEC37BBFDF844BBF67FE74BFD006583F7A1D69BF21D4643F2696AE3E524F4BBFF7DE74BFF0A908BF2F0DF1BCF786B93E59281F3F35E4473F90EA5F3FC3C96D3F66B4753F81317A3FB1BA7C3FB5287E3FD5F67E3FD76A7F3F1CAC7F3FD2D07F3F78E57F3F14F17F3F9CF77F3F7E5347BDEEC46EBF630BF53EFE97393F454A583F3ED369BF9DC763BF24F268BF2BA9643FE66270BF1B045E3FDDB8C23E214A46BF8B9276BFD07D0CBF611C2FBDF8BEB43E47A61D3F29FD463F19645F3FB07C6D3F9888753FB9187A3FB5AC7C3FD4207E3F66F27E3F59687F3FB4AA7F3F08D07F3F06E57F3FD4F07F3F78F77F3F7E5347BDEEC46EBF630BF53EFE97393F454A583F3ED369BF9DC763BF24F268BF2BA9643FE66270BF1B045E3FDDB8C23E214A46BF8B9276BFD07D0CBF611C2FBDF8BEB43E47A61D3F29FD463F19645F3FB07C6D3F9888753FB9187A3FB5AC7C3FD4207E3F66F27E3F59687F3FB4AA7F3F08D07F3F06E57F3FD4F07F3F78F77F3F73E45DBFF7A66DBF8E7F5F3F8E53C23E2AFA223F4DCC4ABF3CDB74BFF4C258BF9C026F3F6D4E76BF6280563FF282D63E2C1241BF9F2278BF4E4610BF32AA65BD55F2AF3EF0211C3F7F14463F9DDC5E3F012F6D3F6F5C753FBDFF793F9C9E7C3FE3187E3FEDED7E3FD4657F3F4AA97F3F3CCF7F3F93E47F3F94F07F3F54F77F3F73E45DBFF7A66DBF8E7F5F3F8E53C23E2AFA223F4DCC4ABF3CDB74BFF4C258BF9C026F3F6D4E76BF6280563FF282D63E2C1241BF9F2278BF4E4610BF32AA65BD55F2AF3EF0211C3F7F14463F9DDC5E3F012F6D3F6F5C753FBDFF793F9C9E7C3FE3187E3FEDED7E3FD4657F3F4AA97F3F3CCF7F3F93E47F3F94F07F3F54F77F3FEE5163BF9F14DABE2AA47F3F33A804BD0801BB3E776B20BFDC357EBF70BA44BFB8F8763F8AD77ABF134F4E3F63EBE93ECEA83BBFFC8E79BF220314BFC7168EBD3521AB3E5A9B1A3F3B2A453F1E545E3FB7E06C3FEB2F753F8DE6793F66907C3FE1107E3F6BE97E3F4B637F3FDDA77F3F6ECE7F3F20E47F3F53F07F3F2FF77F3FEE5163BF9F14DABE2AA47F3F33A804BD0801BB3E776B20BFDC357EBF70BA44BFB8F8763F8AD77ABF134F4E3F63EBE93ECEA83BBFFC8E79BF220314BFC7168EBD3521AB3E5A9B1A3F3B2A453F1E545E3FB7E06C3FEB2F753F8DE6793F66907C3FE1107E3F6BE97E3F4B637F3FDDA77F3F6ECE7F3F20E47F3F53F07F3F2FF77F3F7301BEBD6F239C3E450D513FD895E0BEB9116C3D4120DABEF78B7FBFAA332DBF1B777C3FB9F77DBFC676453F5BE9FC3E640F36BF6CD77ABFF6B317BFED51A9BDB34BA63E8A12193F5F3E443F9BCA5D3FD2916C3F0D03753F29CD793F12827C3FCE087E3FE0E47E3FBC607F3F6CA67F3F9FCD7F3FABE37F3F11F07F3F0AF77F3F7301BEBD6F239C3E450D513FD895E0BEB9116C3D4120DABEF78B7FBFAA332DBF1B777C3FB9F77DBFC676453F5BE9FC3E640F36BF6CD77ABFF6B317BFED51A9BDB34BA63E8A12193F5F3E443F9BCA5D3FD2916C3F0D03753F29CD793F12827C3FCE087E3FE0E47E3FBC607F3F6CA67F3F9FCD7F3FABE37F3F11F07F3F0AF77F3FA8A7493F1E4C5F3F3E28C43EA79E44BFBEE982BE4A684EBEC1D278BF929912BFB56F7F3F74AA7FBFAEFE3B3F21BA073F624730BFC0FB7BBF86581BBF6F85C4BDEF71A13E8587173FEC50433F16405D3F52426C3FD5D5743F92B3793FA1737C3FAB007E3F4BE07E3F285E7F3FF9A47F3FCECC7F3F36E37F3FCFEF7F3FE5F67F3FA8A7493F1E4C5F3F3E28C43EA79E44BFBEE982BE4A684EBEC1D278BF929912BFB56F7F3F74AA7FBFAEFE3B3F21BA073F624730BFC0FB7BBF86581BBF6F85C4BDEF71A13E8587173FEC50433F16405D3F52426C3FD5D5743F92B3793FA1737C3FAB007E3F4BE07E3F285E7F3FF9A47F3FCECC7F3F36E37F3FCFEF7F3FE5F67F3FF2A8713FD4BA783F4D692CBE6F7F76BF4D2D0BBFC5F50B3D85406ABF2CCAEABEF2DA7F3F4DED7FBF6BEE313FC7C1103F3D522ABFCEFB7CBF80F01EBFFDAFDFBD09949C3E53FA153FE461423F8FB45C3F37F26B3F43A8743FC799793F12657C3F77F87D3FACDB7E3F8F5B7F3F83A37F3FFCCB7F3FBFE27F3F8DEF7F3FC0F67F3FF2A8713FD4BA783F4D692CBE6F7F76BF4D2D0BBFC5F50B3D85406ABF2CCAEABEF2DA7F3F4DED7FBF6BEE313FC7C1103F3D522ABFCEFB7CBF80F01EBFFDAFDFBD09949C3E53FA153FE461423F8FB45C3F37F26B3F43A8743FC799793F12657C3F77F87D3FACDB7E3F8F5B7F3F83A37F3FFCCB7F3FBFE27F3F8DEF7F3FC0F67F3F8BEF6D3E7BB90C3FF5012BBFDA2F7DBF2A1847BF2637893EE74A54BFED35ACBEBDB77D3FE5BF7EBF2C4E273F8887193F823124BF70D77DBF9E7B22BF5DD0FABD21B2973EF76A143F4971413F07285C3F81A16B3F567A743FC87F793F66567C3F32F07D3F05D77E3FF1587F3F0AA27F3F28CB7F3F48E27F3F4AEF7F3F9AF67F3F8BEF6D3E7BB90C3FF5012BBFDA2F7DBF2A1847BF2637893EE74A54BFED35ACBEBDB77D3FE5BF7EBF2C4E273F8887193F823124BF70D77DBF9E7B22BF5DD0FABD21B2973EF76A143F4971413F07285C3F81A16B3F567A743FC87F793F66567C3F32F07D3F05D77E3FF1587F3F0AA27F3F28CB7F3F48E27F3F4AEF7F3F9AF67F3F",
      torch_tensor_128_64_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000A46A573FCE7A2E3FBA7D083FF190D13E3E399F3E268F703E3A23353EF325083E7775CC3D366F993DAF36663DFAAC2C3D5C81013DA63EC23C42AB913C4A7A5A3C57D6233C19B9F53B5C44B83B5C2E8A3B213E4F3B03691B3B2015E93A8BC9AE3A6E12833A8B94443A156A133A2517DD3960CBA53915A8783953773A3972D40B39A46A573FCE7A2E3FBA7D083FF190D13E3E399F3E268F703E3A23353EF325083E7775CC3D366F993DAF36663DFAAC2C3D5C81013DA63EC23C42AB913C4A7A5A3C57D6233C19B9F53B5C44B83B5C2E8A3B213E4F3B03691B3B2015E93A8BC9AE3A6E12833A8B94443A156A133A2517DD3960CBA53915A8783953773A3972D40B39B7C7683FD95A7F3F0AF2663F12353F3F1B54173FB6D3E93EF647B23E82F0863EF96F4B3ED300193E87D9E53DAE85AC3DC970813DAB30423D5CA5113D5175DA3C3ED4A33C54B7753C9D43383C0C2E0A3CDD3DCF3BE7689B3B0815693B80C92E3B6912033B8794C43A146A933A23175D3A5FCB253A14A8F8395377BA3972D48B39B7C7683FD95A7F3F0AF2663F12353F3F1B54173FB6D3E93EF647B23E82F0863EF96F4B3ED300193E87D9E53DAE85AC3DC970813DAB30423D5CA5113D5175DA3C3ED4A33C54B7753C9D43383C0C2E0A3CDD3DCF3BE7689B3B0815693B80C92E3B6912033B8794C43A146A933A23175D3A5FCB253A14A8F8395377BA3972D48B39C381103EDE3C473FD7457E3F6321743FC209503FB724273F6C2F023FA768C73E6D4E973EE26D643ED8EE2B3E2C33013EC1FFC13D0793913D4E695A3DC6D1233D1FB9F53C4947B83CC7318A3C48444F3C116E1B3C131DE93BA8CFAE3B1317833B939B443B616F133B1A1FDD3A59D1A53A0EB1783A0F7E3A3A7ED90B3AABBED139C381103EDE3C473FD7457E3F6321743FC209503FB724273F6C2F023FA768C73E6D4E973EE26D643ED8EE2B3E2C33013EC1FFC13D0793913D4E695A3DC6D1233D1FB9F53C4947B83CC7318A3C48444F3C116E1B3C131DE93BA8CFAE3B1317833B939B443B616F133B1A1FDD3A59D1A53A0EB1783A0F7E3A3A7ED90B3AABBED139CFBD41BF96EF103EEC49473FA5477E3FDE1D743FA504503FBC1F273F2E2B023FD861C73E2049973EC665643EB2E82B3E892E013EC4F8C13DC88D913D6D615A3DDBCB233D41B0F53CA240B83CCA2C8A3CCE3C4F3C74681B3CA714E93B58C9AE3B5812833B7994443B0E6A133B1E17DD3A5DCBA53A13A8783A52773A3A72D40B3ACFBD41BF96EF103EEC49473FA5477E3FDE1D743FA504503FBC1F273F2E2B023FD861C73E2049973EC665643EB2E82B3E892E013EC4F8C13DC88D913D6D615A3DDBCB233D41B0F53CA240B83CCA2C8A3CCE3C4F3C74681B3CA714E93B58C9AE3B5812833B7994443B0E6A133B1E17DD3A5DCBA53A13A8783A52773A3A72D40B3A107C75BF633512BFD8DAA53E9BE05B3F7FFC7F3FF83F6D3FABCA463F54521E3F4477F53E9E81BB3EED118E3EF84F563E1F3C213E9542F23D21DBB53D9273883DF4B64C3DD88A193DFE4DE63CCEB6AC3C8185813C2642423CBBAC113C887BDA3BDED6A33B89B9753B8C44383B702E0A3B323ECF3A0B699B3A2615693A8DC92E3A107C75BF633512BFD8DAA53E9BE05B3F7FFC7F3FF83F6D3FABCA463F54521E3F4477F53E9E81BB3EED118E3EF84F563E1F3C213E9542F23D21DBB53D9273883DF4B64C3DD88A193DFE4DE63CCEB6AC3C8185813C2642423CBBAC113C887BDA3BDED6A33B89B9753B8C44383B702E0A3B323ECF3A0B699B3A2615693A8DC92E3A8C0F8FBEA2367ABF76E56BBE57F3123F4E78723FD4337D3F8830603FCDA9373F698C103F4FACDE3EFD7DA93ED92A803E6F20413EC334113EC219DA3D38B0A33DD19C753D593B383DBF2C0A3D0940CF3C476C9B3C911B693C05CF2E3CCE16033C599BC43B486F933B061F5D3B50D1253B06B1F83A0C7EBA3A7CD98B3AAABE513A8C0F8FBEA2367ABF76E56BBE57F3123F4E78723FD4337D3F8830603FCDA9373F698C103F4FACDE3EFD7DA93ED92A803E6F20413EC334113EC219DA3D38B0A33DD19C753D593B383DBF2C0A3D0940CF3C476C9B3C911B693C05CF2E3CCE16033C599BC43B486F933B061F5D3B50D1253B06B1F83A0C7EBA3A7CD98B3AAABE513A4630283FF8FB5BBF70B636BF5D1B413E6EE84C3FA7FB7E3F4484723F68BE4D3F73EB243F4B4B003FDE60C43E5FF3943E51D3603E5433293EBA46FE3D69E5BE3D323E8F3D34E9563D5F31213D53C8F13CA652B53C52FA873C2AF14B3CCAEF183CC75FE53BC601AC3BBDFC803B2E74413BEC11113B0B93D93A6628A33AC6B3743A4630283FF8FB5BBF70B636BF5D1B413E6EE84C3FA7FB7E3F4484723F68BE4D3F73EB243F4B4B003FDE60C43E5FF3943E51D3603E5433293EBA46FE3D69E5BE3D323E8F3D34E9563D5F31213D53C8F13CA652B53C52FA873C2AF14B3CCAEF183CC75FE53BC601AC3BBDFC803B2E74413BEC11113B0B93D93A6628A33AC6B3743A95467D3F0E7A8FBED42D7ABF106C6BBE7E06133FEE7D723FE3317D3FC62B603FA6A4373FD487103FD1A4DE3E1A78A93E5226803E8B19413E8E2F113EEA11DA3D50AAA33DF693753DB334383DC1270A3D8F38CF3CAA669B3C2513693CB5C82E3C1312033C3F94C43BF569933B0A175D3B54CB253B0BA8F83A4F77BA3A70D48B3A95467D3F0E7A8FBED42D7ABF106C6BBE7E06133FEE7D723FE3317D3FC62B603FA6A4373FD487103FD1A4DE3E1A78A93E5226803E8B19413E8E2F113EEA11DA3D50AAA33DF693753DB334383DC1270A3D8F38CF3CAA669B3C2513693CB5C82E3C1312033C3F94C43BF569933B0A175D3B54CB253B0BA8F83A4F77BA3A70D48B3A3201D33EB1FCE53E469870BF02AD1BBFEE1F953EA16D583F2FE37F3F229E6E3F1D88483F66F41F3F9334F83EB1AFBD3E2EC28F3EF5E3583EFF2F233E7D34F53D3E12B83D981D8A3D89364F3DB86A1B3DF01DE93CC9D2AE3C771A833C8BA1443C3B74133CB026DD3B2BD7A53BE3B9783BBB843A3B85DE0B3B37C6D13AFE4E9D3A3201D33EB1FCE53E469870BF02AD1BBFEE1F953EA16D583F2FE37F3F229E6E3F1D88483F66F41F3F9334F83EB1AFBD3E2EC28F3EF5E3583EFF2F233E7D34F53D3E12B83D981D8A3D89364F3DB86A1B3DF01DE93CC9D2AE3C771A833C8BA1443C3B74133CB026DD3B2BD7A53BE3B9783BBB843A3B85DE0B3B37C6D13AFE4E9D3AF8440BBFB208703F6FE91CBF6E3861BF9770A9BC3940323F6B827A3FD2D3783FA46A573FCD7A2E3FB97D083FF090D13E3F399F3E268F703E3A23353EF325083E7675CC3D376F993DB036663DFAAC2C3D5C81013DA73EC23C42AB913C4A7A5A3C58D6233C18B9F53B5C44B83B5C2E8A3B213E4F3B03691B3B2015E93A8BC9AE3AF8440BBFB208703F6FE91CBF6E3861BF9770A9BC3940323F6B827A3FD2D3783FA46A573FCD7A2E3FB97D083FF090D13E3F399F3E268F703E3A23353EF325083E7675CC3D376F993DB036663DFAAC2C3D5C81013DA73EC23C42AB913C4A7A5A3C58D6233C18B9F53B5C44B83B5C2E8A3B213E4F3B03691B3B2015E93A8BC9AE3A5CFF7FBF294D6C3FE138C7BDF74D7FBF1F41A9BEBB18023F013B6D3F6D9E7E3F2B26643F25063C3FB272143FCD12E53E8C87AE3EDB0B843ECA07473E75AB153E72D3E03DA2BEA83DFB347D3D73EE3D3D6B730E3D3EAAD53CEE3BA03CEE52703C6B38343CBC25073C89B1CA3BC5FF973B86F7633B81F32A3B0432003B1844C03A5CFF7FBF294D6C3FE138C7BDF74D7FBF1F41A9BEBB18023F013B6D3F6D9E7E3F2B26643F25063C3FB272143FCD12E53E8C87AE3EDB0B843ECA07473E75AB153E72D3E03DA2BEA83DFB347D3D73EE3D3D6B730E3D3EAAD53CEE3BA03CEE52703C6B38343CBC25073C89B1CA3BC5FF973B86F7633B81F32A3B0432003B1844C03AD85C09BFBD98D33E368DE53E3EA870BF24911BBF4552953E2B78583F9FE37F3F1D9A6E3FF082483F87EF1F3F652CF83E2DA9BD3E21BD8F3E40DC583E282A233EAC2BF53D9E0BB83D9D188A3D0D2F4F3D1D651B3D8615E93C79CCAE3CBB15833C719A443CE76E133CB31EDD3B2ED1A53BE9B0783B007E3A3B77D90B3BA5BED13AD85C09BFBD98D33E368DE53E3EA870BF24911BBF4552953E2B78583F9FE37F3F1D9A6E3FF082483F87EF1F3F652CF83E2DA9BD3E21BD8F3E40DC583E282A233EAC2BF53D9E0BB83D9D188A3D0D2F4F3D1D651B3D8615E93C79CCAE3CBB15833C719A443CE76E133CB31EDD3B2ED1A53BE9B0783B007E3A3B77D90B3BA5BED13A2220D73E2EEDA2BE041B5B3F3ED837BF4C1453BF1FBC703D86E13C3FA39D7C3FC0AB763F36DF533FEAEA2A3F836A053F419ACC3EB6599B3E269F6A3E6DA1303ED0BE043EF455C73D9E95953DB76E603D6A56283D7880FC3CDF5CBD3CF1018E3C6BFC543C0CB81F3CD88BEF3B93A2B33B25B5863B7C084A3BEA80173B3239E33A2220D73E2EEDA2BE041B5B3F3ED837BF4C1453BF1FBC703D86E13C3FA39D7C3FC0AB763F36DF533FEAEA2A3F836A053F419ACC3EB6599B3E269F6A3E6DA1303ED0BE043EF455C73D9E95953DB76E603D6A56283D7880FC3CDF5CBD3CF1018E3C6BFC543C0CB81F3CD88BEF3B93A2B33B25B5863B7C084A3BEA80173B3239E33A72987D3F850561BF6CF47F3F61A4BDBEB3A875BFE3A435BED7551B3F58DB743F6F467C3F9D0A5E3FF95B353F19820E3FF556DB3EEEDFA63E0D4F7C3EA7103E3E64E40E3E6C9DD63D6811A13D5CAD713D4747353D86F5073D1EEDCB3C16EE983C575E653C2B012C3C7CFC003CF673C13BD511913BF892593B5E28233BBFB3F43A72987D3F850561BF6CF47F3F61A4BDBEB3A875BFE3A435BED7551B3F58DB743F6F467C3F9D0A5E3FF95B353F19820E3FF556DB3EEEDFA63E0D4F7C3EA7103E3E64E40E3E6C9DD63D6811A13D5CAD713D4747353D86F5073D1EEDCB3C16EE983C575E653C2B012C3C7CFC003CF673C13BD511913BF892593B5E28233BBFB3F43A4479263F5CDC77BF82F9553FFE0D2D3D75E07FBF05A7CEBEE7C7E93E04C0683FD55B7F3F85F6663F413A3F3FD358173F85DBE93E204EB23E44F5863E3A774B3E4F06193ECCE1E53DE58BAC3D7475813DAE37423D9FAA113D347DDA3C29DAA33C34C0753C444A383C0A330A3C5845CF3B846E9B3B741D693BD0CF2E3B2517033B4479263F5CDC77BF82F9553FFE0D2D3D75E07FBF05A7CEBEE7C7E93E04C0683FD55B7F3F85F6663F413A3F3FD358173F85DBE93E204EB23E44F5863E3A774B3E4F06193ECCE1E53DE58BAC3D7475813DAE37423D9FAA113D347DDA3C29DAA33C34C0753C444A383C0A330A3C5845CF3B846E9B3B741D693BD0CF2E3B2517033B106893BE68BA09BF3330D43EAC1DE53E2EB870BF47751BBF9384953EB182583F0EE47F3F17966E3FC47D483FA8EA1F3F3724F83EA7A2BD3E15B88F3E89D4583E5024233EDD22F53DFD04B83DA2138A3D96274F3D815F1B3D1B0DE93C29C6AE3C0111833C5793443C9469133CB716DD3B32CBA53BEEA7783B43773A3B6BD40B3B106893BE68BA09BF3330D43EAC1DE53E2EB870BF47751BBF9384953EB182583F0EE47F3F17966E3FC47D483FA8EA1F3F3724F83EA7A2BD3E15B88F3E89D4583E5024233EDD22F53DFD04B83DA2138A3D96274F3D815F1B3D1B0DE93C29C6AE3C0111833C5793443C9469133CB716DD3B32CBA53BEEA7783B43773A3B6BD40B3B251E76BF9E2B393E8DD809BE7D3A463FA9B049BF8FE346BF1628F23D306D443FBFDD7D3F5BDE743F041F513FB333283FB216033FE2DBC83E436F983EFA27663E233E2D3E3430023E977CC33D2FB1923DF6165C3D2B14253DD29CF73C15B2B93CDE418B3C62DC503C1BA01C3C13E8EA3BDE27B03B3419843BB41E463BB191143B251E76BF9E2B393E8DD809BE7D3A463FA9B049BF8FE346BF1628F23D306D443FBFDD7D3F5BDE743F041F513FB333283FB216033FE2DBC83E436F983EFA27663E233E2D3E3430023E977CC33D2FB1923DF6165C3D2B14253DD29CF73C15B2B93CDE418B3C62DC503C1BA01C3C13E8EA3BDE27B03B3419843BB41E463BB191143BB34040BF787A4D3F446724BFED2A773FC8A80EBF083067BFE3CA72BDC9DA2C3F144E793F45C6793F0417593F2F30303FBAF9093F33F8D33E1A1AA13EF170733E8753373E19CD093E9DF2CE3D124E9B3DC505693D98C82E3D2B16033DEB9DC43CB372933C66255D3C9FD6253C6DB9F83B8A84BA3B70DE8B3B26C6513BF64E1D3BB34040BF787A4D3F446724BFED2A773FC8A80EBF083067BFE3CA72BDC9DA2C3F144E793F45C6793F0417593F2F30303FBAF9093F33F8D33E1A1AA13EF170733E8753373E19CD093E9DF2CE3D124E9B3DC505693D98C82E3D2B16033DEB9DC43CB372933C66255D3C9FD6253C6DB9F83B8A84BA3B70DE8B3B26C6513BF64E1D3B6979193EF76D7E3F54B673BF14CD7C3F44F68ABEE88B7ABF578F70BEA936123FB940723FC8467D3F525F603F78DC373F71B9103F01F6DE3EE7B7A93E6A57803E3A64413E0268113EF466DA3D3FEAA33DFCF3753DC37C383DD25D0A3DAA89CF3C7EA39B3C606E693C200D2F3C6245033C34E1C43BABA3933B976D5D3B3B0C263B6979193EF76D7E3F54B673BF14CD7C3F44F68ABEE88B7ABF578F70BEA936123FB940723FC8467D3F525F603F78DC373F71B9103F01F6DE3EE7B7A93E6A57803E3A64413E0268113EF466DA3D3FEAA33DFCF3753DC37C383DD25D0A3DAA89CF3C7EA39B3C606E693C200D2F3C6245033C34E1C43BABA3933B976D5D3B3B0C263BC8B6693F87E2263F4CF677BF4224563F4F67293DCDE17FBFDB6ACEBEC5F3E93EB7C7683FD95A7F3F09F2663F11353F3F1C54173FB6D3E93EF647B23E82F0863EF86F4B3ED400193E88D9E53DAE85AC3DC970813DAC30423D5CA5113D5175DA3C3FD4A33C53B7753C9D43383C0C2E0A3CDD3DCF3BE7689B3B0815693B80C92E3BC8B6693F87E2263F4CF677BF4224563F4F67293DCDE17FBFDB6ACEBEC5F3E93EB7C7683FD95A7F3F09F2663F11353F3F1C54173FB6D3E93EF647B23E82F0863EF86F4B3ED400193E88D9E53DAE85AC3DC970813DAC30423D5CA5113D5175DA3C3FD4A33C53B7753C9D43383C0C2E0A3CDD3DCF3BE7689B3B0815693B80C92E3B102F563FAE0923BD1AD82FBF77F6093F7236B33E45E576BFB0050FBFC852AB3E49FB5C3F7BFF7F3FD7C96C3FA336463F0AC81D3FC28FF43E97C9BA3E77838D3E8376553E7297203E3F4AF13D5320B53D3FE7873D4DE44B3DC8EC183DDD60E53CF504AC3C1F00813C167A413CB416113C859AD93B222EA33B78BC743BC686373B102F563FAE0923BD1AD82FBF77F6093F7236B33E45E576BFB0050FBFC852AB3E49FB5C3F7BFF7F3FD7C96C3FA336463F0AC81D3FC28FF43E97C9BA3E77838D3E8376553E7297203E3F4AF13D5320B53D3FE7873D4DE44B3DC8EC183DDD60E53CF504AC3C1F00813C167A413CB416113C859AD93B222EA33B78BC743BC686373B150511BC53CC35BF014746BE5272163E26BD1F3F111760BF2E5332BFF84D533E9EF94E3FC0337F3F00E2713FFBDD4C3F9513243F9928FF3E193CC33EFA0F943E96775F3EBF2B283E01B9FC3D26BABD3D5C5D8E3DA297553D1534203D504CF03CA035B43C8E24873C8BB04A3C5AFF173C2BF7E33B5BF3AA3BF431803B0B44403B150511BC53CC35BF014746BE5272163E26BD1F3F111760BF2E5332BFF84D533E9EF94E3FC0337F3F00E2713FFBDD4C3F9513243F9928FF3E193CC33EFA0F943E96775F3EBF2B283E01B9FC3D26BABD3D5C5D8E3DA297553D1534203D504CF03CA035B43C8E24873C8BB04A3C5AFF173C2BF7E33B5BF3AA3BF431803B0B44403BE6A158BF1EE07FBF85F1B73E81A88ABEB707563FF8BD3CBFD80050BFD86B983D8AE63E3FCFF87C3F6736763F1328533F1F352A3F5BCE043FCD9ECB3EC0959A3EF072693EA1BD2F3EDC12043E1B53C63D1BD3943DA94A5F3D407B273DA637FB3C3F66BC3CFA488D3CFDE6533C00E81E3CD053EE3B95B8B23BAC05863B4F01493BE6A158BF1EE07FBF85F1B73E81A88ABEB707563FF8BD3CBFD80050BFD86B983D8AE63E3FCFF87C3F6736763F1328533F1F352A3F5BCE043FCD9ECB3EC0959A3EF072693EA1BD2F3EDC12043E1B53C63D1BD3943DA94A5F3D407B273DA637FB3C3F66BC3CFA488D3CFDE6533C00E81E3CD053EE3B95B8B23BAC05863B4F01493BFCD367BF67AE40BFF72F4D3F811F24BF9C18773F77D40EBF111F67BF36F270BD26EB2C3FDC51793F89C3793F0F12593F182B303F4BF5093F05F1D33E7D14A13E5168733EFB4C373E26C8093E28EBCE3D7A489B3D5EFD683D48C22E3D6F11033DD196C43C5F6D933C691D5D3CA2D0253C74B0F83BCE7DBA3B62D98B3B94BE513BFCD367BF67AE40BFF72F4D3F811F24BF9C18773F77D40EBF111F67BF36F270BD26EB2C3FDC51793F89C3793F0F12593F182B303F4BF5093F05F1D33E7D14A13E5168733EFB4C373E26C8093E28EBCE3D7A489B3D5EFD683D48C22E3D6F11033DD196C43C5F6D933C691D5D3CA2D0253C74B0F83BCE7DBA3B62D98B3B94BE513B388707BEBEF1D0BD7E357F3F492966BF64A87F3FD0D8B1BE31F376BF469D43BE7835193F2944743F87867C3F3D995E3FF9F3353F5F080F3F1532DC3EE48BA73E77577D3EB3D93E3E537C0F3E4682D73D72BDA13DBCAF723D2C09363DFD86083D57C7CC3CBF91993CD153663C43B92C3C8B86013C0543C23B1AAD913BD77B5A3B388707BEBEF1D0BD7E357F3F492966BF64A87F3FD0D8B1BE31F376BF469D43BE7835193F2944743F87867C3F3D995E3FF9F3353F5F080F3F1532DC3EE48BA73E77577D3EB3D93E3E537C0F3E4682D73D72BDA13DBCAF723D2C09363DFD86083D57C7CC3CBF91993CD153663C43B92C3C8B86013C0543C23B1AAD913BD77B5A3B0837433F11751A3F80A1623F90DF7FBFB0DD6E3F9751F0BD6BFD7EBF5FC2A3BEE4F7033FFAD66D3F247D7E3F19BB633F468E3B3FDC06143F5261E43EABFBAD3E10A0833EAA63463E562F153E6718E03D0132A83DC1617C3DEB4F3D3D7AFC0D3DCFF7D43C1BB69F3C358A6F3CE2A1333CDBB4063C3D08CA3BD080973B1B39633B0837433F11751A3F80A1623F90DF7FBFB0DD6E3F9751F0BD6BFD7EBF5FC2A3BEE4F7033FFAD66D3F247D7E3F19BB633F468E3B3FDC06143F5261E43EABFBAD3E10A0833EAA63463E562F153E6718E03D0132A83DC1617C3DEB4F3D3D7AFC0D3DCFF7D43C1BB69F3C358A6F3CE2A1333CDBB4063C3D08CA3BD080973B1B39633B0ED5743F5E2B7C3F2841003F10C16CBFCC62463FBF33F43DD1FC7EBFBDCDE2BE88D1DA3E9113663FCAA57F3F4C75683F90F8403F0AF0183F117EEC3E8563B43E0591883EC5EA4D3E24E11A3E84ADE83D21A6AE3DB509833D8396443DE871133D3A28DD3C6FDAA53C93C0783C7F8A3A3C2AE30B3C74CDD13B86549D3B5FF66B3B0ED5743F5E2B7C3F2841003F10C16CBFCC62463FBF33F43DD1FC7EBFBDCDE2BE88D1DA3E9113663FCAA57F3F4C75683F90F8403F0AF0183F117EEC3E8563B43E0591883EC5EA4D3E24E11A3E84ADE83D21A6AE3DB509833D8396443DE871133D3A28DD3C6FDAA53C93C0783C7F8A3A3C2AE30B3C74CDD13B86549D3B5FF66B3B2AB48A3E2799563F6CF319BD592730BF683B0A3F70C3B23E6CF176BF0EE90EBF9383AB3E18055D3F8AFF7F3FB0C56C3F7531463F33C31D3FAC87F43E2AC3BA3E7D7E8D3EEB6E553EB091203E9241F13DCE19B53D58E2873DF1DC4B3D43E7183D9658E53CBEFEAB3C76FB803C1973413C7811113CA992D93B3D28A33BA3B3743B2AB48A3E2799563F6CF319BD592730BF683B0A3F70C3B23E6CF176BF0EE90EBF9383AB3E18055D3F8AFF7F3FB0C56C3F7531463F33C31D3FAC87F43E2AC3BA3E7D7E8D3EEB6E553EB091203E9241F13DCE19B53D58E2873DF1DC4B3D43E7183D9658E53CBEFEAB3C76FB803C1973413C7811113CA992D93B3D28A33BA3B3743BE9E329BFAA99773EF58810BF3761A9BE71BD803E423C0F3F2D1C67BFA2E129BFC1FD743E96B8523F198A7F3F50AA703F9E374B3FA87F223F7B7DFC3E4E1AC13E5468923EFFEF5C3EF040263E86D4F93D068DBB3DCABA8C3D3523533D8E5C1E3DE388ED3C0723B23CA096853CB35B483CC53F163CDF57E13BF2FBA83BE6707D3BE9E329BFAA99773EF58810BF3761A9BE71BD803E423C0F3F2D1C67BFA2E129BFC1FD743E96B8523F198A7F3F50AA703F9E374B3FA87F223F7B7DFC3E4E1AC13E5468923EFFEF5C3EF040263E86D4F93D068DBB3DCABA8C3D3523533D8E5C1E3DE388ED3C0723B23CA096853CB35B483CC53F163CDF57E13BF2FBA83BE6707D3BA4EF7CBF5303F8BE05EF6ABF6FE6AC3D46037EBD6E123D3FE8FC4FBFFCD541BFC381103EE03C473FD7457E3F6321743FC309503FB724273F6C2F023FA868C73E6C4E973EE36D643ED8EE2B3E2C33013EC1FFC13D0893913D4E695A3DC5D1233D20B9F53C4847B83CC7318A3C49444F3C116E1B3C131DE93BA8CFAE3B1417833BA4EF7CBF5303F8BE05EF6ABF6FE6AC3D46037EBD6E123D3FE8FC4FBFFCD541BFC381103EE03C473FD7457E3F6321743FC309503FB724273F6C2F023FA868C73E6C4E973EE36D643ED8EE2B3E2C33013EC1FFC13D0893913D4E695A3DC5D1233D20B9F53C4847B83CC7318A3C49444F3C116E1B3C131DE93BA8CFAE3B1417833B06DECEBED06273BF34FA7CBFA541F83E2B18BDBE7853603F564E32BF355956BF56502A3D78A23A3FCB337C3F5829773FA6A6543FB8B12B3F9215063FEDADCD3EA5309C3E7DE86B3E5C9B313E7D7B053EFE71C83D116B963D39AF613DEA46293D4DE9FD3C846BBE3CEBCC8E3CDC2C563C5C9C203C46E2F03B5CA3B43BB575873B06DECEBED06273BF34FA7CBFA541F83E2B18BDBE7853603F564E32BF355956BF56502A3D78A23A3FCB337C3F5829773FA6A6543FB8B12B3F9215063FEDADCD3EA5309C3E7DE86B3E5C9B313E7D7B053EFE71C83D116B963D39AF613DEA46293D4DE9FD3C846BBE3CEBCC8E3CDC2C563C5C9C203C46E2F03B5CA3B43BB575873B4D2A0D3FC23168BFC91B41BF46E54C3FA8D723BF3C06773F1A000FBF190E67BFC7196FBD85FB2C3FA255793FCCC0793F1A0D593F0026303FDDF0093FD7E9D33EDE0EA13EB35F733E6F46373E34C3093EB8E3CE3DE1429B3DF5F4683DFABB2E3DB50C033DB88FC43C0D68933C6D155D3CA7CA253C79A7F83B1177BA3B56D48B3B4D2A0D3FC23168BFC91B41BF46E54C3FA8D723BF3C06773F1A000FBF190E67BFC7196FBD85FB2C3FA255793FCCC0793F1A0D593F0026303FDDF0093FD7E9D33EDE0EA13EB35F733E6F46373E34C3093EB8E3CE3DE1429B3DF5F4683DFABB2E3DB50C033DB88FC43C0D68933C6D155D3CA7CA253C79A7F83B1177BA3B56D48B3B39FA7F3FDFDEC0BE0E8893BE78C3793FB2E358BF7BE57F3F875ECEBEB0A873BF138821BEAA5B1E3FADAD753F92E67B3FFF3B5D3FED80343FFDC00D3F1A1CDA3EF7E8A53E68D37A3E06F03C3E4A0A0E3EEA54D53D781AA03D813A703DF630343DBA24073DE4B3CA3C2B03983CFCFD633CF0F82A3C5536003CC64AC03BF732903B39FA7F3FDFDEC0BE0E8893BE78C3793FB2E358BF7BE57F3F875ECEBEB0A873BF138821BEAA5B1E3FADAD753F92E67B3FFF3B5D3FED80343FFDC00D3F1A1CDA3EF7E8A53E68D37A3E06F03C3E4A0A0E3EEA54D53D781AA03D813A703DF630343DBA24073DE4B3CA3C2B03983CFCFD633CF0F82A3C5536003CC64AC03BF732903BF771073F231EB63E5A97883EEFDE7A3F7A6D78BF17727A3F367570BEAEEF7BBF4CD682BEEED70E3FE33E713FAF997D3F4232613FDFC1383FA385113F6F44E03ED2BEAA3EC021813E1698423EBA50123E91C5DB3DD5F1A43DDB7F773DDEA5393DB83C0B3D0AD8D03C469E9C3C88E66A3C3827303CED18043C791EC63B9891943BF771073F231EB63E5A97883EEFDE7A3F7A6D78BF17727A3F367570BEAEEF7BBF4CD682BEEED70E3FE33E713FAF997D3F4232613FDFC1383FA385113F6F44E03ED2BEAA3EC021813E1698423EBA50123E91C5DB3DD5F1A43DDB7F773DDEA5393DB83C0B3D0AD8D03C469E9C3C88E66A3C3827303CED18043C791EC63B9891943BC23ADBBEC8B3653FA2523D3FFF05503F53547FBF2CFA663F0D5F72BD78BD7FBFDC99B3BE580DFD3EDA0C6C3F5FD97E3FE0EE643F38E83C3F813E153F8F62E63E4D90AF3EF0D7843E933E483E8096163EA635E23DF5C8A93D03C57E3DAF1A3F3DAB540F3D27FCD63C5E39A13C11CF713C7E55353C85FB073C2DF2CB3B39F0983BC23ADBBEC8B3653FA2523D3FFF05503F53547FBF2CFA663F0D5F72BD78BD7FBFDC99B3BE580DFD3EDA0C6C3F5FD97E3FE0EE643F38E83C3F813E153F8F62E63E4D90AF3EF0D7843E933E483E8096163EA635E23DF5C8A93D03C57E3DAF1A3F3DAB540F3D27FCD63C5E39A13C11CF713C7E55353C85FB073C2DF2CB3B39F0983B38E57DBF861D753FDA0A7C3F92BA003F0CE96CBFA794463F995DF23DBF007FBF0F92E2BEACFEDA3EC51B663F0EA57F3FE470683F5FF3403F4BEB183F3276EC3E495DB43E378C883E71E34D3E97DB1A3E28A5E83DD69FAE3DFA04833D6B8F443D966C133D3E20DD3C73D4A53C98B7783CC4833A3C1DDE0B3CDFC5D13BD84E9D3B38E57DBF861D753FDA0A7C3F92BA003F0CE96CBFA794463F995DF23DBF007FBF0F92E2BEACFEDA3EC51B663F0EA57F3FE470683F5FF3403F4BEB183F3276EC3E495DB43E378C883E71E34D3E97DB1A3E28A5E83DD69FAE3DFA04833D6B8F443D966C133D3E20DD3C73D4A53C98B7783CC4833A3C1DDE0B3CDFC5D13BD84E9D3BEABE24BF8107013F2F236D3F7D09D73D3AFF42BFC9111B3F7591953EDEBC79BF58A307BFEBB4B73E75705F3F60FC7F3F68B76B3FC0E2443FB48B1C3F117FF23EA925B93E863E8C3EA386533EF91F1F3E1214EF3D7776B33D59A7863D0F044A3D7684173D4B44E33C836FAA3C1BA07F3C08B23F3CB3C00F3C9299D73B79ADA13BEABE24BF8107013F2F236D3F7D09D73D3AFF42BFC9111B3F7591953EDEBC79BF58A307BFEBB4B73E75705F3F60FC7F3F68B76B3FC0E2443FB48B1C3F117FF23EA925B93E863E8C3EA386533EF91F1F3E1214EF3D7776B33D59A7863D0F044A3D7684173D4B44E33C836FAA3C1BA07F3C08B23F3CB3C00F3C9299D73B79ADA13B9FBD973E741C61BEC932153FAD5B9FBEF1BE05BFE4C1CD3EE3D3E93EC60970BFB7A21CBFD262933E4F10583F2DDF7F3F95C16E3FC9B5483F701F203FE77CF83E4AE9BD3ED0EE8F3E1F28593EA163233E5E82F53DD54CB83D9B498A3D9C784F3D4D9C1B3D5068E93C910AAF3C4E44833C4BE0443C49A3133C456DDD3B180CA63B9FBD973E741C61BEC932153FAD5B9FBEF1BE05BFE4C1CD3EE3D3E93EC60970BFB7A21CBFD262933E4F10583F2DDF7F3F95C16E3FC9B5483F701F203FE77CF83E4AE9BD3ED0EE8F3E1F28593EA163233E5E82F53DD54CB83D9B498A3D9C784F3D4D9C1B3D5068E93C910AAF3C4E44833C4BE0443C49A3133C456DDD3B180CA63B4BBB763FB86453BF2DF1743DF1462CBFC9EC6CBE36B8333E355B1B3F8B1362BF731130BF3D795C3E4B01503F844D7F3FA58E713FEE6B4C3F36A6233F6B6FFE3E0EA8C23E089D933EDAC75E3E8BA6273E0AF0FB3DF022BD3DC0EB8D3D10ED543D19B41F3D4D8CEF3C9BA5B33C8DB8863C8D0E4A3CDF85173CF640E33BB96AAA3B4BBB763FB86453BF2DF1743DF1462CBFC9EC6CBE36B8333E355B1B3F8B1362BF731130BF3D795C3E4B01503F844D7F3FA58E713FEE6B4C3F36A6233F6B6FFE3E0EA8C23E089D933EDAC75E3E8BA6273E0AF0FB3DF022BD3DC0EB8D3D10ED543D19B41F3D4D8CEF3C9BA5B33C8DB8863C8D0E4A3CDF85173CF640E33BB96AAA3BBCBF3E3FD9197DBF1197F6BEEDB06ABF3442A93DEA8A78BD14E63C3FA51950BFCFBD41BFA6EF103EEF49473FA6477E3FDF1D743FA504503FBC1F273F2E2B023FD761C73E2149973EC665643EB2E82B3E892E013EC5F8C13DC88D913D6D615A3DDCCB233D40B0F53CA240B83CCA2C8A3CCE3C4F3C74681B3CA714E93B58C9AE3BBCBF3E3FD9197DBF1197F6BEEDB06ABF3442A93DEA8A78BD14E63C3FA51950BFCFBD41BFA6EF103EEF49473FA6477E3FDF1D743FA504503FBC1F273F2E2B023FD761C73E2149973EC665643EB2E82B3E892E013EC5F8C13DC88D913D6D615A3DDCCB233D40B0F53CA240B83CCA2C8A3CCE3C4F3C74681B3CA714E93B58C9AE3BFB6D22BE7D061FBF42ED5FBF2EFC7FBF3DE5C63E8E4196BEC37B583FD06D3ABF9B7A51BFE62A893D48F13D3F09CE7C3F9C6E763F6A7F533FBC8B2A3FB918053F8616CC3E0BF39A3EDA016A3E0F2A303EB764043E53CEC63DB22F953DAFD55F3D93E3273D2BD4FB3CA3DBBC3C06A18D3C0D6B543C094B1F3C57E8EE3BF827B33BFB6D22BE7D061FBF42ED5FBF2EFC7FBF3DE5C63E8E4196BEC37B583FD06D3ABF9B7A51BFE62A893D48F13D3F09CE7C3F9C6E763F6A7F533FBC8B2A3FB918053F8616CC3E0BF39A3EDA016A3E0F2A303EB764043E53CEC63DB22F953DAFD55F3D93E3273D2BD4FB3CA3DBBC3C06A18D3C0D6B543C094B1F3C57E8EE3BF827B33B28A16ABF9AE8A23DD4977FBFA56D68BF32E0273F748402BF893D6D3F867221BF991F5FBF047602BCE8FE333F5BE17A3F4480783FBEDB563FEDE92D3F3500083FFAC5D03EBB9A9E3E099C6F3EA16A343E909A073E97A3CB3D7DD1983DD749653D40FB2B3D06FC003DA276C13C3F15913C4B99593C9D2D233C08BCF43B9786B73B28A16ABF9AE8A23DD4977FBFA56D68BF32E0273F748402BF893D6D3F867221BF991F5FBF047602BCE8FE333F5BE17A3F4480783FBEDB563FEDE92D3F3500083FFAC5D03EBB9A9E3E099C6F3EA16A343E909A073E97A3CB3D7DD1983DD749653D40FB2B3D06FC003DA276C13C3F15913C4B99593C9D2D233C08BCF43B9786B73B30EF54BFF2D33C3F8F8A50BFF72528BFE6A75B3FFD9932BFCD837A3F599905BFDB896ABFF0B0A9BDDA7A293F7C82783F4F527A3F23195A3F093A313F80E10A3F1670D53E2140A23E4734753E60AA383E0FD00A3E9078D03D28739C3DE5BD6A3DE012303DF20D043D9D11C63C7889943C87C75E3C3010273CB88FFA3B36E5BB3B30EF54BFF2D33C3F8F8A50BFF72528BFE6A75B3FFD9932BFCD837A3F599905BFDB896ABFF0B0A9BDDA7A293F7C82783F4F527A3F23195A3F093A313F80E10A3F1670D53E2140A23E4734753E60AA383E0FD00A3E9078D03D28739C3DE5BD6A3DE012303DF20D043D9D11C63C7889943C87C75E3C3010273CB88FFA3B36E5BB3BA103913C90FD7F3F5E86C2BE60D094BE1DA7793F5FB058BF62E37F3FBFC1CEBE329C73BF890F21BEA36D1E3F7FB2753F47E47B3F23375D3FCD7B343F78BC0D3FBD14DA3E33E3A53E87CA7A3E47E93C3E32050E3E3D4DD53DB414A03DD731703D762A343DD91F073D93ACCA3CADFD973CC2F5633CC3F22A3CB331003CD543C03BA103913C90FD7F3F5E86C2BE60D094BE1DA7793F5FB058BF62E37F3FBFC1CEBE329C73BF890F21BEA36D1E3F7FB2753F47E47B3F23375D3FCD7B343F78BC0D3FBD14DA3E33E3A53E87CA7A3E47E93C3E32050E3E3D4DD53DB414A03DD731703D762A343DD91F073D93ACCA3CADFD973CC2F5633CC3F22A3CB331003CD543C03BD0D4593FC9D1393FCAE22F3E8A7B013E4BE47E3FF0A572BFE4307D3F04A58EBE6A3F7ABFCA5E6CBE32E0123FAC72723FC4357D3F4C35603FF4AE373FFD90103FCDB3DE3EE083A93E612F803E5227413EF939113E9B21DA3D1DB6A33DAEA5753D0042383DBB310A3D8547CF3CE3719B3CFB23693C56D52E3C8A1B033C73A2C43BD0D4593FC9D1393FCAE22F3E8A7B013E4BE47E3FF0A572BFE4307D3F04A58EBE6A3F7ABFCA5E6CBE32E0123FAC72723FC4357D3F4C35603FF4AE373FFD90103FCDB3DE3EE083A93E612F803E5227413EF939113E9B21DA3D1DB6A33DAEA5753D0042383DBB310A3D8547CF3CE3719B3CFB23693C56D52E3C8A1B033C73A2C43B9ADB663FD15E7F3DA0A92B3F087A053F6EDA6A3FAD067FBF1C82723FA0FF17BE88627EBFFE2C9BBEE3DB063F7FC46E3F71467E3F2D13633F3DD33A3FED5E133F2A4DE33E1D22AD3E74F8823E7D64453E616E143EA9F5DE3D6557A73D67197B3D7E593C3D99430D3D73E2D33C16E69E3C33526E3CE7B7323C6205063C1101C93B9ADB663FD15E7F3DA0A92B3F087A053F6EDA6A3FAD067FBF1C82723FA0FF17BE88627EBFFE2C9BBEE3DB063F7FC46E3F71467E3F2D13633F3DD33A3FED5E133F2A4DE33E1D22AD3E74F8823E7D64453E616E143EA9F5DE3D6557A73D67197B3D7E593C3D99430D3D73E2D33C16E69E3C33526E3CE7B7323C6205063C1101C93BE813FD3DF07522BF347C763F6632533F42863F3F42217DBF492D603F4C1280BCF9FA7FBF474BBFBEDED4F43EA3A96A3F06167F3F5ED0653F67E83D3F2826163FB6E0E73EDCBDB03E79C0853EC1A0493E68A2173E63C9E33D89F8AA3D8246803DEF70403D7055103D5C7DD83C465AA23C6980733C779A363C39EF083CAF5FCD3BE813FD3DF07522BF347C763F6632533F42863F3F42217DBF492D603F4C1280BCF9FA7FBF474BBFBEDED4F43EA3A96A3F06167F3F5ED0653F67E83D3F2826163FB6E0E73EDCBDB03E79C0853EC1A0493E68A2173E63C9E33D89F8AA3D8246803DEF70403D7055103D5C7DD83C465AA23C6980733C779A363C39EF083CAF5FCD3B56AC44BFCDB97DBF0C65753FD0E97B3FD433013FD9106DBF6FC6463F6687F03DA4047FBF5556E2BEC82BDB3EF723663F50A47F3F7A6C683F30EE403F8DE6183F526EEC3E1057B43E6787883E1ADC4D3E0BD61A3ECB9CE83D8B99AE3D4100833D5388443D4367133D4118DD3C76CEA53C9EAE783C087D3A3C0FD90B3C4DBED13B56AC44BFCDB97DBF0C65753FD0E97B3FD433013FD9106DBF6FC6463F6687F03DA4047FBF5556E2BEC82BDB3EF723663F50A47F3F7A6C683F30EE403F8DE6183F526EEC3E1057B43E6787883E1ADC4D3E0BD61A3ECB9CE83D8B99AE3D4100833D5388443D4367133D4118DD3C76CEA53C9EAE783C087D3A3C0FD90B3C4DBED13B222974BF46DF50BF21BA283F177E783FFC44583E99BB4FBFA61A273F21677E3E03827BBFD70D02BF57D1C03E8B35613F29F17F3F21E76A3F5BE4433FFB9F1B3FE0F5F03EABEDB73E3A4D8B3E8316523E49091E3EDD6FED3D693AB23DF1B9853DAB9F483D1079163D22B3E13CA342A93CD1DC7D3C975F3E3CE6C20E3CEB1CD63B222974BF46DF50BF21BA283F177E783FFC44583E99BB4FBFA61A273F21677E3E03827BBFD70D02BF57D1C03E8B35613F29F17F3F21E76A3F5BE4433FFB9F1B3FE0F5F03EABEDB73E3A4D8B3E8316523E49091E3EDD6FED3D693AB23DF1B9853DAB9F483D1079163D22B3E13CA342A93CD1DC7D3C975F3E3CE6C20E3CEB1CD63BFF5586BEA2DA4FBEC060203EAC88493FBC6FD3BDDDC526BFA629023F1103C03E107C75BF603512BFD8DAA53E9DE05B3F7FFC7F3FF83F6D3FABCA463F54521E3F4477F53EA081BB3EEE118E3EF84F563E1F3C213E9642F23D21DBB53D9273883DF5B64C3DD78A193DFD4DE63CCEB6AC3C8185813C2642423CBBAC113C887BDA3BFF5586BEA2DA4FBEC060203EAC88493FBC6FD3BDDDC526BFA629023F1103C03E107C75BF603512BFD8DAA53E9DE05B3F7FFC7F3FF83F6D3FABCA463F54521E3F4477F53EA081BB3EEE118E3EF84F563E1F3C213E9642F23D21DBB53D9273883DF5B64C3DD78A193DFD4DE63CCEB6AC3C8185813C2642423CBBAC113C887BDA3B24942B3FBDD2043FA6C5C9BE6D87EE3E859CD0BEECF4E8BE473BB23EBF69FD3E32026DBF8A8A21BF1F5E8A3E9827563F4DC67F3FA7766F3FE3A0493F78FD203F5EF2F93EE112BF3E7AD5903E73885A3E8C6E243EF814F73DB47BB93D222D8B3D33CE503D9A9C1C3DD4E8EA3CF72AB03C991C843CB424463C9196143C25DADE3B24942B3FBDD2043FA6C5C9BE6D87EE3E859CD0BEECF4E8BE473BB23EBF69FD3E32026DBF8A8A21BF1F5E8A3E9827563F4DC67F3FA7766F3FE3A0493F78FD203F5EF2F93EE112BF3E7AD5903E73885A3E8C6E243EF814F73DB47BB93D222D8B3D33CE503D9A9C1C3DD4E8EA3CF72AB03C991C843CB424463C9196143C25DADE3BA0937C3F375A763FC2CB52BF88CB803D65D62BBF90A86EBE9E08353E39281B3F132A62BF40F72FBFD2E25C3E1B0D503FA24E7F3FDD8A713FC9664C3F48A1233F1267FE3E63A1C23EDB97933EEEBF5E3E8DA0273EFDE6FB3D201CBD3DA2E68D3D62E5543D55AE1F3DA783EF3C1F9FB33CB0B3863C41074A3C6580173CC238E33BA0937C3F375A763FC2CB52BF88CB803D65D62BBF90A86EBE9E08353E39281B3F132A62BF40F72FBFD2E25C3E1B0D503FA24E7F3FDD8A713FC9664C3F48A1233F1267FE3E63A1C23EDB97933EEEBF5E3E8DA0273EFDE6FB3D201CBD3DA2E68D3D62E5543D55AE1F3DA783EF3C1F9FB33CB0B3863C41074A3C6580173CC238E33BB4B6CA3E24B8633FD1C87FBFE0C5B3BE0C545EBFB24BFA3ACE0CD8B84EDA343F790F55BFC5663DBFA256243EEA93493F9D957E3F4E7C733F221C4F3FA53D263FA26A013F182DC63E0959963E67F6623E1FD22A3E535C003E66BCC03D13A0903D84FC583D0BC0223D731EF43C4413B73CC74A893CCEE94D3C3B6A1A3C5F97E73BB4B6CA3E24B8633FD1C87FBFE0C5B3BE0C545EBFB24BFA3ACE0CD8B84EDA343F790F55BFC5663DBFA256243EEA93493F9D957E3F4E7C733F221C4F3FA53D263FA26A013F182DC63E0959963E67F6623E1FD22A3E535C003E66BCC03D13A0903D84FC583D0BC0223D731EF43C4413B73CC74A893CCEE94D3C3B6A1A3C5F97E73BCD0C0FBF17D7AD3EF4FE5DBFB71F34BF6CC57ABFBA75723EC73D35BE4B564B3FE4D345BFBFC549BFE08AD63DF7BE423F6D9B7D3FB34A753FB8C0513F70D2283F6A9E033FF2B5C93E0119993ED72B673E42032E3EF8C4023E835CC43D7159933D97135D3DBBD1253D3CB9F83C6687BA3CDBE18B3C5ACC513C10541D3CFAF5EB3BCD0C0FBF17D7AD3EF4FE5DBFB71F34BF6CC57ABFBA75723EC73D35BE4B564B3FE4D345BFBFC549BFE08AD63DF7BE423F6D9B7D3FB34A753FB8C0513F70D2283F6A9E033FF2B5C93E0119993ED72B673E42032E3EF8C4023E835CC43D7159933D97135D3DBBD1253D3CB9F83C6687BA3CDBE18B3C5ACC513C10541D3CFAF5EB3BF4EF7FBF6D05C9BE56ACEFBE40CD6EBF58587EBF43B2EA3E9854B2BEFB355E3F4A9E34BF640255BFB575473D62913B3F52607C3FC8F5763F5254543F8D5F2B3FD5CE053FE53BCD3EBAD79B3E3A606B3EF333313E6D2D053E77FCC73DBF12963D9D2A613D65E3283DFF53FD3C88FBBD3CEF788E3CE5AE553CE43D203C9754F03BF4EF7FBF6D05C9BE56ACEFBE40CD6EBF58587EBF43B2EA3E9854B2BEFB355E3F4A9E34BF640255BFB575473D62913B3F52607C3FC8F5763F5254543F8D5F2B3FD5CE053FE53BCD3EBAD79B3E3A606B3EF333313E6D2D053E77FCC73DBF12963D9D2A613D65E3283DFF53FD3C88FBBD3CEF788E3CE5AE553CE43D203C9754F03B5E8405BFCF046ABF93D7993DC4A37FBF17B268BF7283273F383502BF90236D3FB29A21BF880C5FBF245EF6BB6D0E343F9DE47A3F4F7D783FBDD6563FDCE42D3FD2FB073FE4BED03E30959E3E8A936F3E3064343EB195073E439CCB3DFBCB983D9241653D09F52B3D5EF7003DA66FC13C0310913C6F91593CB827233C33B3F43B5E8405BFCF046ABF93D7993DC4A37FBF17B268BF7283273F383502BF90236D3FB29A21BF880C5FBF245EF6BB6D0E343F9DE47A3F4F7D783FBDD6563FDCE42D3FD2FB073FE4BED03E30959E3E8A936F3E3064343EB195073E439CCB3DFBCB983D9241653D09F52B3D5EF7003DA66FC13C0310913C6F91593CB827233C33B3F43BFD50DF3E3AFB71BFC85F183FFDAF63BF5AF83BBF7C4D503FD42427BF34DB773FB6F90CBFBCD567BF297A82BD7F392C3FAE28793F12E1793FC347593F4062303F53250A3FE13ED43E5F51A13EC3C5733EF793373EC3FD093EE43BCF3D25859B3D7A58693DA7062F3DBB44033DC2E3C43C16A7933CF9735D3C8C11263CCE11F93BFD50DF3E3AFB71BFC85F183FFDAF63BF5AF83BBF7C4D503FD42427BF34DB773FB6F90CBFBCD567BF297A82BD7F392C3FAE28793F12E1793FC347593F4062303F53250A3FE13ED43E5F51A13EC3C5733EF793373EC3FD093EE43BCF3D25859B3D7A58693DA7062F3DBB44033DC2E3C43C16A7933CF9735D3C8C11263CCE11F93BE72C7E3FCF40F0BE15976E3FB7D71FBF2235F9BEE06E6D3FE6CE46BF2D2C7E3F51E0EDBE56516FBFD624F5BD3116243FF82C773FDC207B3F32A75B3F9DD7323F4C4B0C3FD0BBD73E3E0CA43EE0F6773E45C33A3EA2650C3E59DBD23D3E3E9E3D516F6D3D3E18323D1492053DDD57C83C273E963C8156613C5FFB283C6970FD3BE72C7E3FCF40F0BE15976E3FB7D71FBF2235F9BEE06E6D3FE6CE46BF2D2C7E3F51E0EDBE56516FBFD624F5BD3116243FF82C773FDC207B3F32A75B3F9DD7323F4C4B0C3FD0BBD73E3E0CA43EE0F6773E45C33A3EA2650C3E59DBD23D3E3E9E3D516F6D3D3E18323D1492053DDD57C83C273E963C8156613C5FFB283C6970FD3B4301233F3759843E0A537B3F7CF77FBE418543BE28467D3FC63360BFC4F97F3FC06CBFBE937475BF8E8433BE32A81B3FFCF1743F803C7C3FDAF45D3FD544353FAD6D0E3FA435DB3ECBC5A63EDB267C3E19F23D3E4DCD0E3EA47AD63D44F7A03D1A86713DCF29353D6ADF073DF4CBCB3C37D5983C0939653C32E52B3C82E7003C4301233F3759843E0A537B3F7CF77FBE418543BE28467D3FC63360BFC4F97F3FC06CBFBE937475BF8E8433BE32A81B3FFCF1743F803C7C3FDAF45D3FD544353FAD6D0E3FA435DB3ECBC5A63EDB267C3E19F23D3E4DCD0E3EA47AD63D44F7A03D1A86713DCF29353D6ADF073DF4CBCB3C37D5983C0939653C32E52B3C82E7003C23109CBE28F9583FDAA73A3F6A482C3E1C86FD3D63F07E3F6F8672BFC63B7D3F8C0F8FBEA0367ABF67E56BBE57F3123F4C78723FD4337D3F8830603FCEA9373F688C103F50ACDE3EFD7DA93ED92A803E6F20413EC434113EC219DA3D37B0A33DD29C753D583B383DBF2C0A3D0A40CF3C476C9B3C911B693C05CF2E3CCF16033C23109CBE28F9583FDAA73A3F6A482C3E1C86FD3D63F07E3F6F8672BFC63B7D3F8C0F8FBEA0367ABF67E56BBE57F3123F4C78723FD4337D3F8830603FCEA9373F688C103F50ACDE3EFD7DA93ED92A803E6F20413EC434113EC219DA3D37B0A33DD29C753D583B383DBF2C0A3D0A40CF3C476C9B3C911B693C05CF2E3CCF16033C7F5377BF075F7B3FE3FF803E53960E3FD73CDA3EB555723FE3327DBFB0FE753FD5883ABEA4907DBFAAC391BE9BFB093F8CC06F3FB5067E3F125A623F6A063A3F71A7123FC81FE23ED034AC3EAE41823E484E443E059C133EB2B8DD3D1669A63D7BB3793DDB4C3B3D0F7A0C3D1CB4D23C56039E3C16FE6C3CD7B8313C1D46053C7F5377BF075F7B3FE3FF803E53960E3FD73CDA3EB555723FE3327DBFB0FE753FD5883ABEA4907DBFAAC391BE9BFB093F8CC06F3FB5067E3F125A623F6A063A3F71A7123FC81FE23ED034AC3EAE41823E484E443E059C133EB2B8DD3D1669A63D7BB3793DDB4C3B3D0F7A0C3D1CB4D23C56039E3C16FE6C3CD7B8313C1D46053CF23A3DBF13EA163F4A0A9BBEF01E593FB9B92F3FB02A583FFCE27FBF62636A3FA12AAABDCD7D7FBFA91EADBE12C5003F6DCB6C3F05B57E3F4871643F8D5A3C3FB8BE143FFD8FE53E3EEAAE3EEC57843EA17B473E1003163E7557E13DE421A93D12CA7D3D585E3E3D5DC70E3D2D28D63C639AA03C9BE0703CA8A2343C6975073CF23A3DBF13EA163F4A0A9BBEF01E593FB9B92F3FB02A583FFCE27FBF62636A3FA12AAABDCD7D7FBFA91EADBE12C5003F6DCB6C3F05B57E3F4871643F8D5A3C3FB8BE143FFD8FE53E3EEAAE3EEC57843EA17B473E1003163E7557E13DE421A93D12CA7D3D585E3E3D5DC70E3D2D28D63C639AA03C9BE0703CA8A2343C6975073C4B5F2B3E410BF4BD7BAA43BF039D7D3FE7E7603F56E6313F07817ABFA09E5A3FB4BD893C53FB7FBF8BEDC7BECFA7EE3EB099693FAA3E7F3F0176663F1EA63E3F31D2163FE6FCE83E429EB13E906D863E76A84A3EE469183E08F6E43D9DDAAB3D4DF0803DCD6F413DA914113D3A9CD93C6E31A33C20C3743C7A8C373CB6A4093C4B5F2B3E410BF4BD7BAA43BF039D7D3FE7E7603F56E6313F07817ABFA09E5A3FB4BD893C53FB7FBF8BEDC7BECFA7EE3EB099693FAA3E7F3F0176663F1EA63E3F31D2163FE6FCE83E429EB13E906D863E76A84A3EE469183E08F6E43D9DDAAB3D4DF0803DCD6F413DA914113D3A9CD93C6E31A33C20C3743C7A8C373CB6A4093CD4866B3F1F8F43BFB68C7DBFA9AB753F40C87B3FE3AC013F79386DBF19F8463F66B1EE3D83087FBF9E1AE2BEE158DB3E272C663F92A37F3F1168683F01E9403FCDE1183F7366EC3ED550B43E9782883EC7D44D3E7FD01A3E6D94E83D4193AE3D88FB823D3B81443DF161133D4610DD3C7AC8A53CA3A5783C4B763A3C03D40B3CD4866B3F1F8F43BFB68C7DBFA9AB753F40C87B3FE3AC013F79386DBF19F8463F66B1EE3D83087FBF9E1AE2BEE158DB3E272C663F92A37F3F1168683F01E9403FCDE1183F7366EC3ED550B43E9782883EC7D44D3E7FD01A3E6D94E83D4193AE3D88FB823D3B81443DF161133D4610DD3C7AC8A53CA3A5783C4B763A3C03D40B3C0BAB533F24B37FBF585869BF36AF423F89B07D3FBA62943E927458BF20C92F3F6A485C3EBBA67CBFB390FBBE1CA6C73EB383623FACE37F3F51476A3F1C23433F7FED1A3F9ACCEF3EF201B73EFF968A3E9100513EE1361D3EA232EC3DD24BB13DBB06853DA192473D35AF153D4F84E03C855FA83C26887C3C1C603D3C4F030E3C0BAB533F24B37FBF585869BF36AF423F89B07D3FBA62943E927458BF20C92F3F6A485C3EBBA67CBFB390FBBE1CA6C73EB383623FACE37F3F51476A3F1C23433F7FED1A3F9ACCEF3EF201B73EFF968A3E9100513EE1361D3EA232EC3DD24BB13DBB06853DA192473D35AF153D4F84E03C855FA83C26887C3C1C603D3C4F030E3CCE81D9BCAEA932BF29460DBFE22CDB3E4A70663F1BED683DFCDC3CBF177B153F57829F3E67D978BF981D0ABF6F98B33E44A15E3FF0FE7F3F9A136C3F5454453F39F51C3F4D2FF33E95B1B93EC6AA8C3ED12B543E099D1F3EA5D0EF3D4D04B43DE411873D01A44A3D78FC173D55F8E33C8EF6AA3C5435803CED49403C9C32103CCE81D9BCAEA932BF29460DBFE22CDB3E4A70663F1BED683DFCDC3CBF177B153F57829F3E67D978BF981D0ABF6F98B33E44A15E3FF0FE7F3F9A136C3F5454453F39F51C3F4D2FF33E95B1B93EC6AA8C3ED12B543E099D1F3EA5D0EF3D4D04B43DE411873D01A44A3D78FC173D55F8E33C8EF6AA3C5435803CED49403C9C32103C5B035BBF0CE1B8BCF433B6BCC44CA93CDC55383F849137BE80501BBF220BF13E8648CF3EFEA573BF0D0316BF0B399F3ED6855A3F5BF57F3FC7CC6D3F917C473FEFF81E3F7E8EF63EB65FBC3EE8BD8E3E8756573EF702223E776EF33DB5BCB63D061D893D59B54D3DB6491A3D596CE73C958DAD3C9426823CBC33433CE761123C5B035BBF0CE1B8BCF433B6BCC44CA93CDC55383F849137BE80501BBF220BF13E8648CF3EFEA573BF0D0316BF0B399F3ED6855A3F5BF57F3FC7CC6D3F917C473FEFF81E3F7E8EF63EB65FBC3EE8BD8E3E8756573EF702223E776EF33DB5BCB63D061D893D59B54D3DB6491A3D596CE73C958DAD3C9426823CBC33433CE761123C97DE65BF14352A3F0CA4033F1FDEC7BE18E7EF3E038CCFBEF9BBE9BE80D8B23E72FCFC3E00146DBF1B6F21BF2D918A3E7B32563FEDC67F3FB3726F3FB99B493F94F8203F25EAF93E520CBF3E63D0903EB0805A3EA968243E150CF73D0675B93D1E288B3DAAC6503DF2961C3D59E0EA3C9C24B03CD417843C8C1D463C3491143C97DE65BF14352A3F0CA4033F1FDEC7BE18E7EF3E038CCFBEF9BBE9BE80D8B23E72FCFC3E00146DBF1B6F21BF2D918A3E7B32563FEDC67F3FB3726F3FB99B493F94F8203F25EAF93E520CBF3E63D0903EB0805A3EA968243E150CF73D0675B93D1E288B3DAAC6503DF2961C3D59E0EA3C9C24B03CD417843C8C1D463C3491143C4D14EBBD40E17E3F866E643F0CA63BBF59B02E3EA6D81BBFA17795BE90F1623EA214143FE02C65BF81582CBF6A546B3E49A8513FAD737F3F3D05713FB4B14B3F1AF4223F3142FD3E61B7C13E37E2923E48AA5D3E1ECE263E82A9FA3D422DBC3D2D338D3DF2D7533D2BE41E3D5854EE3CA2BBB23C1309863C5A07493C80C0163C4D14EBBD40E17E3F866E643F0CA63BBF59B02E3EA6D81BBFA17795BE90F1623EA214143FE02C65BF81582CBF6A546B3E49A8513FAD737F3F3D05713FB4B14B3F1AF4223F3142FD3E61B7C13E37E2923E48AA5D3E1ECE263E82A9FA3D422DBC3D2D338D3DF2D7533D2BE41E3D5854EE3CA2BBB23C1309863C5A07493C80C0163CB31D463F92D04A3FC7DE7E3F717C72BFDAC013BE3E3247BF54F2F1BD0A55B83D4630283FFCFB5BBF6BB636BF6D1B413E6EE84C3FA7FB7E3F4484723F69BE4D3F73EB243F4C4B003FDF60C43E5FF3943E51D3603E5533293EBA46FE3D68E5BE3D323E8F3D33E9563D5F31213D53C8F13CA652B53C52FA873C2AF14B3CCBEF183CB31D463F92D04A3FC7DE7E3F717C72BFDAC013BE3E3247BF54F2F1BD0A55B83D4630283FFCFB5BBF6BB636BF6D1B413E6EE84C3FA7FB7E3F4484723F69BE4D3F73EB243F4C4B003FDF60C43E5FF3943E51D3603E5533293EBA46FE3D68E5BE3D323E8F3D33E9563D5F31213D53C8F13CA652B53C52FA873C2AF14B3CCBEF183C5178733FC5C6273E2AD04A3F7CD67EBF41C5E3BEA56567BFB936733DEAFD30BDB69D3A3F8E8E51BF758040BF8A8A163E1DF4473FED5E7E3FA9EF733FBFC14F3F94DE263FA7F3013FC608C73EDA03973EC5FB633E4F982B3EDEF1003E799DC13D2F49913D6BFA593D917E233D4C3CF53CA9E9B73C91EB893CF8DA4E3C161F1B3C5178733FC5C6273E2AD04A3F7CD67EBF41C5E3BEA56567BFB936733DEAFD30BDB69D3A3F8E8E51BF758040BF8A8A163E1DF4473FED5E7E3FA9EF733FBFC14F3F94DE263FA7F3013FC608C73EDA03973EC5FB633E4F982B3EDEF1003E799DC13D2F49913D6BFA593D917E233D4C3CF53CA9E9B73C91EB893CF8DA4E3C161F1B3C23F5813EB56D0DBF6696B03E3F8A5EBFCF8933BF7DA57ABF98A9703E57E033BED42D4B3F92F345BFB2AE49BF236AD73DA0CC423F949D7D3F4F47753FA1BB513F6FCD283F239A033F11AFC93EA413993EA523673E09FD2D3E45C0023E7255C43D2254933D9D0B5D3DC0CB253D42B0F83CAC80BA3CCFDC8B3CC5C4513C624E1D3C23F5813EB56D0DBF6696B03E3F8A5EBFCF8933BF7DA57ABF98A9703E57E033BED42D4B3F92F345BFB2AE49BF236AD73DA0CC423F949D7D3F4F47753FA1BB513F6FCD283F239A033F11AFC93EA413993EA523673E09FD2D3E45C0023E7255C43D2254933D9D0B5D3DC0CB253D42B0F83CAC80BA3CCFDC8B3CC5C4513C624E1D3CED402DBF97ED78BF66AD55BE494017BF106363BFE2DD7FBF2F77CE3EC6279CBE38B6593FC53B39BFB83952BF445D813D42733D3FBAB77C3F1A8B763FF7AB533FF7B72A3FB93E053FB953CC3EBD229B3EED4A6A3E8361303E928E043E540DC73D0B5F953DC61C603DEA18283D3424FC3CAD17BD3C0CCE8D3C94AE543CAD7D1F3CED402DBF97ED78BF66AD55BE494017BF106363BFE2DD7FBF2F77CE3EC6279CBE38B6593FC53B39BFB83952BF445D813D42733D3FBAB77C3F1A8B763FF7AB533FF7B72A3FB93E053FB953CC3EBD229B3EED4A6A3E8361303E928E043E540DC73D0B5F953DC61C603DEA18283D3424FC3CAD17BD3C0CCE8D3C94AE543CAD7D1F3C8C327CBF0FE25EBFEDAD32BF32D955BE80AF7CBF15C476BF460B0F3F8C99DBBEBD11663F6E792BBF961A5ABF1056AC3C69E9373F7EAD7B3FF0BA773FAA92553F229E2C3F66E1063FB9F6CE3E20319D3E9B716D3EBCC5323EC25C063E1FC5C93DEA69973DE62D633D11662A3D2498FF3CACAEBF3C48BF8F3C6098573CF8AC213C8C327CBF0FE25EBFEDAD32BF32D955BE80AF7CBF15C476BF460B0F3F8C99DBBEBD11663F6E792BBF961A5ABF1056AC3C69E9373F7EAD7B3FF0BA773FAA92553F229E2C3F66E1063FB9F6CE3E20319D3E9B716D3EBCC5323EC25C063E1FC5C93DEA69973DE62D633D11662A3D2498FF3CACAEBF3C48BF8F3C6098573CF8AC213C518BC6BE4E889ABEE6E878BF05C7563EEDEC7CBF6DDA5FBF0058323F7E920BBFC420703F5CC01CBFF24A61BFE317ADBC7930323F077F7A3FB8D6783FA46F573FE17F2E3F2082083F0E98D13ECC3E9F3EAE97703EB329353ED62A083ED27CCC3DBF74993DFE3E663D36B32C3D0986013DAA45C23C85B0913C2C825A3C43DC233C518BC6BE4E889ABEE6E878BF05C7563EEDEC7CBF6DDA5FBF0058323F7E920BBFC420703F5CC01CBFF24A61BFE317ADBC7930323F077F7A3FB8D6783FA46F573FE17F2E3F2082083F0E98D13ECC3E9F3EAE97703EB329353ED62A083ED27CCC3DBF74993DFE3E663D36B32C3D0986013DAA45C23C85B0913C2C825A3C43DC233C6EEC103FB09ADB3E057B72BF5371173F401564BF50693CBFC304503FD3DD26BF95C9773FBB250DBFF5C467BFA38D81BDEC492C3F812C793F5BDE793FCF42593F285D303FE4200A3FAF37D43EBE4BA13E22BD733E678D373ECFF8093E6F34CF3D8B7F9B3D0D50693D56002F3DFD3F033DA8DCC43CC0A1933CF96B5D3C8D0B263C6EEC103FB09ADB3E057B72BF5371173F401564BF50693CBFC304503FD3DD26BF95C9773FBB250DBFF5C467BFA38D81BDEC492C3F812C793F5BDE793FCF42593F285D303FE4200A3FAF37D43EBE4BA13E22BD733E678D373ECFF8093E6F34CF3D8B7F9B3D0D50693D56002F3DFD3F033DA8DCC43CC0A1933CF96B5D3C8D0B263C8EE07F3FD6F66D3F365F21BF37A85E3F2D9F34BF8A6C0EBFF521673FA2323FBF99F87C3FF57FF9BE68836DBF559AD7BD4837263F1DB6773FC4D17A3F160C5B3FEB35323FABBD0B3F9AD5D63EF557A33EF8E1763ED9F0393EAAC60B3EF2EBD13D4D8A9D3D14616C3D724D313DF0F9043DA473C73CFC92953CC555603CD73A283C8EE07F3FD6F66D3F365F21BF37A85E3F2D9F34BF8A6C0EBFF521673FA2323FBF99F87C3FF57FF9BE68836DBF559AD7BD4837263F1DB6773FC4D17A3F160C5B3FEB35323FABBD0B3F9AD5D63EF557A33EF8E1763ED9F0393EAAC60B3EF2EBD13D4D8A9D3D14616C3D724D313DF0F9043DA473C73CFC92953CC555603CD73A283C1894033FB3766E3FF580F4BD3BDC7E3FFF7EE6BE14EEB0BEFBF4763F532254BF89A07F3F7F4DD7BE9D8172BF82A216BE15FA1F3F101C763FDEB07B3F64CB5C3F1E0A343F6E580D3FC671D93E6D63A53E2B067A3E05543C3E69940D3E5DA3D43D03959F3D13726F3D8C9A333DE3B3063D9E0ACA3C3784973C8F3F633C226A2A3C1894033FB3766E3FF580F4BD3BDC7E3FFF7EE6BE14EEB0BEFBF4763F532254BF89A07F3F7F4DD7BE9D8172BF82A216BE15FA1F3F101C763FDEB07B3F64CB5C3F1E0A343F6E580D3FC671D93E6D63A53E2B067A3E05543C3E69940D3E5DA3D43D03959F3D13726F3D8C9A333DE3B3063D9E0ACA3C3784973C8F3F633C226A2A3CBC62E3BEB110DE3EE750DB3EE168723F50C819BEB76EECBD04FE7E3FB94D65BF9FBA7F3F3CE5B3BE91BB76BF393341BEF193193F955E743F997B7C3FA5805E3FB6D9353F29F10E3F300CDC3E256EA73EBB297D3EEBB63E3E0B620F3EAF5AD73DAF9FA13D0983723DA1E7353DD36D083D97A1CC3C7175993C5A29663C6C992C3CBC62E3BEB110DE3EE750DB3EE168723F50C819BEB76EECBD04FE7E3FB94D65BF9FBA7F3F3CE5B3BE91BB76BF393341BEF193193F955E743F997B7C3FA5805E3FB6D9353F29F10E3F300CDC3E256EA73EBB297D3EEBB63E3E0B620F3EAF5AD73DAF9FA13D0983723DA1E7353DD36D083D97A1CC3C7175993C5A29663C6C992C3C7D6F7EBF04EE97BE431B583FAB7C3B3FF9AD283EAC15F83D37FC7E3FC96672BF95467D3F1D7A8FBED22D7ABF006C6BBE7A06133FEE7D723FE3317D3FC62B603FA5A4373FD587103FD2A4DE3E1A78A93E5226803E8C19413E8E2F113EEA11DA3D51AAA33DF593753DB334383DC1270A3D8F38CF3CAA669B3C2513693CB5C82E3C7D6F7EBF04EE97BE431B583FAB7C3B3FF9AD283EAC15F83D37FC7E3FC96672BF95467D3F1D7A8FBED22D7ABF006C6BBE7A06133FEE7D723FE3317D3FC62B603FA5A4373FD587103FD2A4DE3E1A78A93E5226803E8C19413E8E2F113EEA11DA3D51AAA33DF593753DB334383DC1270A3D8F38CF3CAA669B3C2513693CB5C82E3C574021BF9F355EBF9DFF7F3F246EC73EBA34ED3ED7ADB33EA4EF763FF9317BBFB14A783F178154BE9BD57CBFD79C8ABE64530C3F5D7A703FAFD37D3FB1CC613FE26A393F6C1C123FA63BE13E4981AB3E73B7813EE57B433EF4FC123E09C9DC3DE8B4A53DD8A4783DC0813A3DAEE10B3D86CFD13CE3579D3CEEFC6B3CFEF7303C574021BF9F355EBF9DFF7F3F246EC73EBA34ED3ED7ADB33EA4EF763FF9317BBFB14A783F178154BE9BD57CBFD79C8ABE64530C3F5D7A703FAFD37D3FB1CC613FE26A393F6C1C123FA63BE13E4981AB3E73B7813EE57B433EF4FC123E09C9DC3DE8B4A53DD8A4783DC0813A3DAEE10B3D86CFD13CE3579D3CEEFC6B3CFEF7303C865FA03E2F3E79BF280C593FFFE1B0BC5146373FDDA30F3F4619673F4F877FBFB9D3703F0DDC08BEC2B07EBF8F449FBE5F7C053F2F546E3FEE607E3F5663633F5F2C3B3FE9AE133FA9D0E33EAF89AD3E3F48833EF7DD453E3CCA143E0F80DF3D74BFA73DB3B57B3DCACE3C3D9A9B0D3D7B66D43C1B499F3CB7E66E3C4827333C865FA03E2F3E79BF280C593FFFE1B0BC5146373FDDA30F3F4619673F4F877FBFB9D3703F0DDC08BEC2B07EBF8F449FBE5F7C053F2F546E3FEE607E3F5663633F5F2C3B3FE9AE133FA9D0E33EAF89AD3E3F48833EF7DD453E3CCA143E0F80DF3D74BFA73DB3B57B3DCACE3C3D9A9B0D3D7B66D43C1B499F3CB7E66E3C4827333CBCE6773F39900EBFA67FDE3EFC9ADBBE52C5653FBD663D3FFDF84F3F1C537FBFBAF4663FD0C871BDC9BD7FBFC8A3B3BE6306FD3EB20B6C3F95D97E3FA0EF643F12E93C3F463F153FD263E63E4C91AF3EB5D8843EBF3F483E6497163EFB36E23DF6C9A93D85C67E3DD01B3F3D84550F3D6EFDD63C543AA13C81D0713C9156353CBCE6773F39900EBFA67FDE3EFC9ADBBE52C5653FBD663D3FFDF84F3F1C537FBFBAF4663FD0C871BDC9BD7FBFC8A3B3BE6306FD3EB20B6C3F95D97E3FA0EF643F12E93C3F463F153FD263E63E4C91AF3EB5D8843EBF3F483E6497163EFB36E23DF6C9A93D85C67E3DD01B3F3D84550F3D6EFDD63C543AA13C81D0713C9156353C5CB23B3F7364223ECA7CE6BDACD642BF137B7D3FAA8F603F8349323F4A967ABFF9C65A3FF474823CD5FB7FBF44B1C7BE3DD3EE3E39A1693F9B3D7F3F7F71663FEEA03E3F7DCD163F1EF5E83E1C98B13ED468863E3DA14A3E6C64183ECDEDE43D6CD4AB3DA6EB803DD268413D6C0F113D6194D93C8B2BA33C49BA743CDA85373C5CB23B3F7364223ECA7CE6BDACD642BF137B7D3FAA8F603F8349323F4A967ABFF9C65A3FF474823CD5FB7FBF44B1C7BE3DD3EE3E39A1693F9B3D7F3F7F71663FEEA03E3F7DCD163F1EF5E83E1C98B13ED468863E3DA14A3E6C64183ECDEDE43D6CD4AB3DA6EB803DD268413D6C0F113D6194D93C8B2BA33C49BA743CDA85373C2B4D34BEF0FA493FAEFF1FBFBBBC75BFA10D7C3FF526773F87FA0E3F636671BFA7694C3FF5EFB93DB46A7FBFD463DBBEFC62E03E2115673FF78C7F3FE0E8673FE953403F8759183F8884EB3E1D9EB33E9AF8873E71024D3E57311A3E85A4E73DD6DEAD3D0574823DD0B5433D53C9123D522BDC3CC11CA53C10A4773C22B5393C2B4D34BEF0FA493FAEFF1FBFBBBC75BFA10D7C3FF526773F87FA0E3F636671BFA7694C3FF5EFB93DB46A7FBFD463DBBEFC62E03E2115673FF78C7F3FE0E8673FE953403F8759183F8884EB3E1D9EB33E9AF8873E71024D3E57311A3E85A4E73DD6DEAD3D0574823DD0B5433D53C9123D522BDC3CC11CA53C10A4773C22B5393CC6676CBFF9007F3FBEE871BFB3947DBF3BA1613FECE87F3F3A52CE3E29ED63BF6E013C3F901B293EDD0A7EBF87B2EEBE43B9D13EC367643FA3C77F3FB255693FF801423F60E3193F0912EE3E4DA3B53E0888893E59634F3E20FE1B3E215BEA3D36E9AF3D5FFC833DCA02463D3783143D41C2DE3CF70DA73CD88D7A3C6BE43B3CC6676CBFF9007F3FBEE871BFB3947DBF3BA1613FECE87F3F3A52CE3E29ED63BF6E013C3F901B293EDD0A7EBF87B2EEBE43B9D13EC367643FA3C77F3FB255693FF801423F60E3193F0912EE3E4DA3B53E0888893E59634F3E20FE1B3E215BEA3D36E9AF3D5FFC833DCA02463D3783143D41C2DE3CF70DA73CD88D7A3C6BE43B3CA76252BF13392B3FFC5079BFC4FE58BF9ED4303F0B587A3FD75A703EDC6752BF5CB8293FF04B743E69DD7BBF4ECA00BFDBD9C23E8399613F9BED7F3FE4B76A3F10AB433F036B1B3F9D9DF03EA9A7B73E1B178B3EF6C3513EC9CA1D3EA111ED3D8AF3B13DB584853DC04F483D1A3D163D2F59E13C2CFFA83C9E777D3CB4133E3CA76252BF13392B3FFC5079BFC4FE58BF9ED4303F0B587A3FD75A703EDC6752BF5CB8293FF04B743E69DD7BBF4ECA00BFDBD9C23E8399613F9BED7F3FE4B76A3F10AB433F036B1B3F9D9DF03EA9A7B73E1B178B3EF6C3513EC9CA1D3EA111ED3D8AF3B13DB584853DC04F483D1A3D163D2F59E13C2CFFA83C9E777D3CB4133E3CD0FD103D8F468DBC38F033BFB5630EBFA7FDDC3E1AC4663F37F3713D20263DBF20BD153F550E9F3E20E478BFB6000ABF99C8B33ECCAA5E3FDBFE7F3F680F6C3F254F453F68F01C3F3E27F33E30ABB93ED3A58C3E4424543E52971F3E06C8EF3DD3FDB33D050D873DB19C4A3DFBF6173D1CF0E33C61F0AA3CB230803CFC42403CD0FD103D8F468DBC38F033BFB5630EBFA7FDDC3E1AC4663F37F3713D20263DBF20BD153F550E9F3E20E478BFB6000ABF99C8B33ECCAA5E3FDBFE7F3F680F6C3F254F453F68F01C3F3E27F33E30ABB93ED3A58C3E4424543E52971F3E06C8EF3DD3FDB33D050D873DB19C4A3DFBF6173D1CF0E33C61F0AA3CB230803CFC42403C822D5C3F27AF31BF99925CBEA8582BBEF0CE043E9E45463F3B93F2BDA18824BFDF42003FD411C33E662175BF4DF812BF4B89A43E059C5B3F62FB7F3F2C5C6D3F2CEE463F8B731E3FE7AEF53EDDADBB3E30348E3E4584563EB963213E4F7EF23D0E08B63D5095883D9FE94C3DDBB0193D0787E63C96E1AC3C95A5813C4472423C822D5C3F27AF31BF99925CBEA8582BBEF0CE043E9E45463F3B93F2BDA18824BFDF42003FD411C33E662175BF4DF812BF4B89A43E059C5B3F62FB7F3F2C5C6D3F2CEE463F8B731E3FE7AEF53EDDADBB3E30348E3E4584563EB963213E4F7EF23D0E08B63D5095883D9FE94C3DDBB0193D0787E63C96E1AC3C95A5813C4472423CF7DC643F4EA17FBF9C45AD3E7971803E9E883DBE17AE1A3F5F9E95BE2DFF08BF3201D33EA3FCE53E499870BF02AD1BBFE61F953EA16D583F2FE37F3F229E6E3F1C88483F67F41F3F9434F83EB0AFBD3E2EC28F3EF6E3583EFF2F233E7D34F53D3F12B83D971D8A3D88364F3DB86A1B3DF01DE93CC9D2AE3C771A833C8BA1443CF7DC643F4EA17FBF9C45AD3E7971803E9E883DBE17AE1A3F5F9E95BE2DFF08BF3201D33EA3FCE53E499870BF02AD1BBFE61F953EA16D583F2FE37F3F229E6E3F1C88483F67F41F3F9434F83EB0AFBD3E2EC28F3EF6E3583EFF2F233E7D34F53D3F12B83D971D8A3D88364F3DB86A1B3DF01DE93CC9D2AE3C771A833C8BA1443CFB0FD93DBA6F44BF62BB493F1807203F378AF6BE9ADCCC3EE6DFE9BEF80DD6BED060A33E42CE033F724C6BBFD71A24BF4E90853E1820553F46B67F3F3CD56F3FEA1C4A3FF472213F3EB8FA3EA6B0BF3ED04F913E57435B3E23FC243E8DEAF73D641CBA3DD9A58B3D6C83513D94241D3DD8B4EB3CFCC3B03C5A8F843CD2D0463CFB0FD93DBA6F44BF62BB493F1807203F378AF6BE9ADCCC3EE6DFE9BEF80DD6BED060A33E42CE033F724C6BBFD71A24BF4E90853E1820553F46B67F3F3CD56F3FEA1C4A3FF472213F3EB8FA3EA6B0BF3ED04F913E57435B3E23FC243E8DEAF73D641CBA3DD9A58B3D6C83513D94241D3DD8B4EB3CFCC3B03C5A8F843CD2D0463C178B47BFA2DFFEBDD3B27E3FB4CB633FA9EE3ABF4ECB313E8C601BBF905096BE4D3D643E90E0133F2E4265BFFB3D2CBF18BD6B3EDEB3513FAA747F3F6A01713F8CAC4B3F2EEF223FE039FD3EBDB0C13E11DD923E68A25D3E26C8263E80A0FA3D7C26BC3D152E8D3D4ED0533D6FDE1E3DBF4BEE3C2EB5B23C3C04863C1A00493C178B47BFA2DFFEBDD3B27E3FB4CB633FA9EE3ABF4ECB313E8C601BBF905096BE4D3D643E90E0133F2E4265BFFB3D2CBF18BD6B3EDEB3513FAA747F3F6A01713F8CAC4B3F2EEF223FE039FD3EBDB0C13E11DD923E68A25D3E26C8263E80A0FA3D7C26BC3D152E8D3D4ED0533D6FDE1E3DBF4BEE3C2EB5B23C3C04863C1A00493C9EC272BF4CCF153FFB38653FF8A67F3F690E68BF3D2C80BD9DEA3CBFC2CF27BEDDE1FE3D0F1E233F5B7E5EBFBB1234BF2E1D4C3E76294E3F5F1E7F3FA022723FF7364D3F1169243F75B9FF3EF2AFC33EF269943E2701603E0594283E5656FD3D8830BE3D4CB68E3D2A1D563D4798203DA4E2F03C5FA6B43C1D79873C612F4B3C9EC272BF4CCF153FFB38653FF8A67F3F690E68BF3D2C80BD9DEA3CBFC2CF27BEDDE1FE3D0F1E233F5B7E5EBFBB1234BF2E1D4C3E76294E3F5F1E7F3FA022723FF7364D3F1169243F75B9FF3EF2AFC33EF269943E2701603E0594283E5656FD3D8830BE3D4CB68E3D2A1D563D4798203DA4E2F03C5FA6B43C1D79873C612F4B3C56237BBEF91B7B3F8926053F50B76E3FE72A7EBFE13097BE597F58BF4A0E00BDA2F4CA3CD870313F7A0657BF81953BBF13492C3E5F814A3F6DB37E3FD038733F21BC4E3F95E0253F7D1B013F42AEC53E72F6953E935F623EC15F2A3E0706003E873AC03D7E3E903D016A583D1D52223D8779F33C9097B63CFFED883CA75E4D3C56237BBEF91B7B3F8926053F50B76E3FE72A7EBFE13097BE597F58BF4A0E00BDA2F4CA3CD870313F7A0657BF81953BBF13492C3E5F814A3F6DB37E3FD038733F21BC4E3F95E0253F7D1B013F42AEC53E72F6953E935F623EC15F2A3E0706003E873AC03D7E3E903D016A583D1D52223D8779F33C9097B63CFFED883CA75E4D3C3DEA2E3F89B1593FB4887BBC7DF4333FBA127BBF0DF002BF0F406DBF46B4D03DD5E899BD4EC43E3F8EE04EBFE8C242BFCF480C3E21BC463FDE337E3FED43743FFF3B503FB655273F3359023FADABC73E9082973EACBD643E5B2B2C3ED560013E7B44C23DAAC6913DD5B65A3DF10B243D6810F63CC188B83CE1628A3CED8D4F3C3DEA2E3F89B1593FB4887BBC7DF4333FBA127BBF0DF002BF0F406DBF46B4D03DD5E899BD4EC43E3F8EE04EBFE8C242BFCF480C3E21BC463FDE337E3FED43743FFF3B503FB655273F3359023FADABC73E9082973EACBD643E5B2B2C3ED560013E7B44C23DAAC6913DD5B65A3DF10B243D6810F63CC188B83CE1628A3CED8D4F3C68CC7B3FCFFA863EB9CC0BBF3A54B33E7F145FBF85F332BF2F857ABF41DD6E3ED18232BE4A054B3F331346BFA69749BF6349D83D4ADA423FBA9F7D3FEC43753F8AB6513F6EC8283FDB95033F2EA8C93E4A0E993E721B673ED0F62D3E93BB023E604EC43DD14E933DA3035D3DC4C5253D49A7F83CF079BA3CC1D78B3C34BD513C68CC7B3FCFFA863EB9CC0BBF3A54B33E7F145FBF85F332BF2F857ABF41DD6E3ED18232BE4A054B3F331346BFA69749BF6349D83D4ADA423FBA9F7D3FEC43753F8AB6513F6EC8283FDB95033F2EA8C93E4A0E993E721B673ED0F62D3E93BB023E604EC43DD14E933DA3035D3DC4C5253D49A7F83CF079BA3CC1D78B3C34BD513CF25BC23E4CD7EDBE199D68BFF9AF82BDC8F62CBFF1F258BF95E37FBF6991B83E2F248BBE1F22563F8FA53CBFA21050BFABC9973D63DC3E3F0EF77C3FC038763FB52B533FB8382A3F72D1043FC5A3CB3EA0999A3EE178693E21C22F3E4316043E3958C63DF3D6943D6D505F3D947F273D283EFB3C1F6BBC3CA24C8D3C7AEC533CF25BC23E4CD7EDBE199D68BFF9AF82BDC8F62CBFF1F258BF95E37FBF6991B83E2F248BBE1F22563F8FA53CBFA21050BFABC9973D63DC3E3F0EF77C3FC038763FB52B533FB8382A3F72D1043FC5A3CB3EA0999A3EE178693E21C22F3E4316043E3958C63DF3D6943D6D505F3D947F273D283EFB3C1F6BBC3CA24C8D3C7AEC533C28C912BF658871BF7FC97DBF39F3EEBE1A64D3BEB6CD72BFE72F7DBF376DF63E2DA3BBBED60A603F379F32BFE92A56BF30462E3D06C33A3FE8397C3F5F22773F799B543F90A62B3FF60B063F6E9ECD3E91249C3EFAD56B3E4F8D313EE370053E0662C83D0F5F963D339D613D6339293D04D5FD3C4D5CBE3C82C18E3CC01B563C28C912BF658871BF7FC97DBF39F3EEBE1A64D3BEB6CD72BFE72F7DBF376DF63E2DA3BBBED60A603F379F32BFE92A56BF30462E3D06C33A3FE8397C3F5F22773F799B543F90A62B3FF60B063F6E9ECD3E91249C3EFAD56B3E4F8D313EE370053E0662C83D0F5F963D339D613D6339293D04D5FD3C4D5CBE3C82C18E3CC01B563C05CC7FBF81916ABF7BCC44BF25AE49BF058FDFBD77117FBFF77F72BF6CF4173F3642EABE2CB1683F550828BFB5E35BBFB832333CC38E363F56687B3FBE00783FCC05563FEE112D3F6445073F2898CF3E1BAF9D3EBC326E3E5758333E73CB063EC56BCA3D26E7973DF4E9633D30F32A3DEF35003D7A4DC03C6236903C044B583C05CC7FBF81916ABF7BCC44BF25AE49BF058FDFBD77117FBFF77F72BF6CF4173F3642EABE2CB1683F550828BFB5E35BBFB832333CC38E363F56687B3FBE00783FCC05563FEE112D3F6445073F2898CF3E1BAF9D3EBC326E3E5758333E73CB063EC56BCA3D26E7973DF4E9633D30F32A3DEF35003D7A4DC03C6236903C044B583C2EA101BFEA86CBBE13669EBEAE8C78BF804E523E760E7DBF0E2A60BF80FF313FF8440BBFAF08703F6FE91CBF6B3861BF1771A9BC3940323F6B827A3FD2D3783FA46A573FCF7A2E3FBA7D083FF090D13E3F399F3E278F703E3A23353EF325083E7775CC3D366F993DAF36663DFAAC2C3D5C81013DA73EC23C42AB913C4A7A5A3C2EA101BFEA86CBBE13669EBEAE8C78BF804E523E760E7DBF0E2A60BF80FF313FF8440BBFAF08703F6FE91CBF6B3861BF1771A9BC3940323F6B827A3FD2D3783FA46A573FCF7A2E3FBA7D083FF090D13E3F399F3E278F703E3A23353EF325083E7775CC3D366F993DAF36663DFAAC2C3D5C81013DA73EC23C42AB913C4A7A5A3CED6FE73E2E45AB3E382A7B3EFDDE7BBFEBC4FF3E7BE16CBF23C246BF76E1483FA60420BFD106763F904B11BFA02666BFD52756BD08D82D3F3788793F939B793FF9C9583F2CE12F3FF5B4093FC488D33EF9C2A03E3AEB723EF8ED363E6480093E1B7FCE3D42F79A3D6783683DC3662E3DC8CC023DD42FC43C2120933C8FA95C3CED6FE73E2E45AB3E382A7B3EFDDE7BBFEBC4FF3E7BE16CBF23C246BF76E1483FA60420BFD106763F904B11BFA02666BFD52756BD08D82D3F3788793F939B793FF9C9583F2CE12F3FF5B4093FC488D33EF9C2A03E3AEB723EF8ED363E6480093E1B7FCE3D42F79A3D6783683DC3662E3DC8CC023DD42FC43C2120933C8FA95C3CF8AC7E3FE917633F8171393FF10F53BF9E823E3F5D724FBF7C1527BF49325C3FFA2A33BFEDA27A3F143805BF10AC6ABF47B0ABBDCF56293FD179783FF7577A3FC0235A3F0145313F13EB0A3FA17FD53E4B4CA23EF246753E8FB8383EC4DA0A3EB388D03D487F9C3D1AD06A3D8920303D3318043DFF20C63C0095943CD4D85E3CF8AC7E3FE917633F8171393FF10F53BF9E823E3F5D724FBF7C1527BF49325C3FFA2A33BFEDA27A3F143805BF10AC6ABF47B0ABBDCF56293FD179783FF7577A3FC0235A3F0145313F13EB0A3FA17FD53E4B4CA23EF246753E8FB8383EC4DA0A3EB388D03D487F9C3D1AD06A3D8920303D3318043DFF20C63C0095943CD4D85E3C2F7C1F3F33B8763F9BFB7A3F224605BF223E6A3FD66626BFC72302BF2C9A6B3F118744BF64D67D3F9971F1BEAEC66EBF9020ECBD35BD243F4D57773FF6087B3FF2775B3F49A6323F11200C3F8575D73E32D5A33E50A2773E00833A3E15350C3E3C92D23D48079E3DC71C6D3D4EDA313D9D63053D2912C83CDF09963C1708613C2F7C1F3F33B8763F9BFB7A3F224605BF223E6A3FD66626BFC72302BF2C9A6B3F118744BF64D67D3F9971F1BEAEC66EBF9020ECBD35BD243F4D57773FF6087B3FF2775B3F49A6323F11200C3F8575D73E32D5A33E50A2773E00833A3E15350C3E3C92D23D48079E3DC71C6D3D4EDA313D9D63053D2912C83CDF09963C1708613CB1ABA4BE84FC053F51396F3F448A00BEE0BE7E3F0A16E8BE9E2EB2BE12D3763F75EC53BF9B9C7F3F94AFD7BE9E7472BF442A16BEE60B203FC420763F86AE7B3F86C65C3FFF04343FEC530D3F6E6AD93EAE5DA53E53FD793E4B4D3C3E558F0D3EB79BD43D428F9F3D70696F3D1094333D07AF063D5303CA3CBD7E973C5C37633CB1ABA4BE84FC053F51396F3F448A00BEE0BE7E3F0A16E8BE9E2EB2BE12D3763F75EC53BF9B9C7F3F94AFD7BE9E7472BF442A16BEE60B203FC420763F86AE7B3F86C65C3FFF04343FEC530D3F6E6AD93EAE5DA53E53FD793E4B4D3C3E558F0D3EB79BD43D428F9F3D70696F3D1094333D07AF063D5303CA3CBD7E973C5C37633C007578BF5E824ABEB8C9193FB744953E53FC793F67C16CBE09EE34BE04AA7D3FBE3361BF04F37F3F0E3FBDBE32B475BFBF1D36BE8B431B3F4ED6743FA2487C3F720F5E3F1D61353FA3860E3F595EDB3EBDE5A63EFA577C3E6F173E3E84E90E3E25A5D63D3617A13D14B6713DD14D353D6FFA073D7CF4CB3C9CF3983CA066653C007578BF5E824ABEB8C9193FB744953E53FC793F67C16CBE09EE34BE04AA7D3FBE3361BF04F37F3F0E3FBDBE32B475BFBF1D36BE8B431B3F4ED6743FA2487C3F720F5E3F1D61353FA3860E3F595EDB3EBDE5A63EFA577C3E6F173E3E84E90E3E25A5D63D3617A13D14B6713DD14D353D6FFA073D7CF4CB3C9CF3983CA066653C03263ABFA51450BFF3E8A73DB353283F546F5C3F944B7A3BCE0C5839E4FF7F3F053B6CBF22D97E3F5035A2BEEF8378BFACE255BEDA64163F0678733F42D77C3FB0525F3F9FBA363F31B80F3F4651DD3E5E6DA83E44B27E3E6BE13F3EA443103E84AED83D249FA23DB202743D9007373DD745093DA4E5CD3C7A689A3CE495673C03263ABFA51450BFF3E8A73DB353283F546F5C3F944B7A3BCE0C5839E4FF7F3F053B6CBF22D97E3F5035A2BEEF8378BFACE255BEDA64163F0678733F42D77C3FB0525F3F9FBA363F31B80F3F4651DD3E5E6DA83E44B27E3E6BE13F3EA443103E84AED83D249FA23DB202743D9007373DD745093DA4E5CD3C7A689A3CE495673C6D373D3E51E77DBF978CECBE2887683FE905293FBB5B743E5C58353E13CA7D3F07E674BF8C507C3F59A886BE91E27ABFD97075BE7E70113F0806723F5F5A7D3F3690603F7F11383F97E8103F3043DF3E92F4A93E1886803E3FAB413EB29D113ED6B7DA3D0D27A43D4C4F763D4BC1383D3D910A3DCCD6CF3C57DD9B3C27C5693C6D373D3E51E77DBF978CECBE2887683FE905293FBB5B743E5C58353E13CA7D3F07E674BF8C507C3F59A886BE91E27ABFD97075BE7E70113F0806723F5F5A7D3F3690603F7F11383F97E8103F3043DF3E92F4A93E1886803E3FAB413EB29D113ED6B7DA3D0D27A43D4C4F763D4BC1383D3D910A3DCCD6CF3C57DD9B3C27C5693CFA436D3F5E8323BFB81C5DBFCFFC7F3F2CB3C93EB690EB3E4061B23E9F12773FA41E7BBFE75C783FAE5C55BEFECE7CBF11608ABE33670C3F7380703FF3D17D3FFCC7613FB965393FD017123F1634E13E567BAB3EDEB2813EEC74433EAFF7123E18C1DC3DEFAEA53DE19B783D057B3A3DA3DC0B3DF3C7D13C34529D3C69F46B3CFA436D3F5E8323BFB81C5DBFCFFC7F3F2CB3C93EB690EB3E4061B23E9F12773FA41E7BBFE75C783FAE5C55BEFECE7CBF11608ABE33670C3F7380703FF3D17D3FFCC7613FB965393FD017123F1634E13E567BAB3EDEB2813EEC74433EAFF7123E18C1DC3DEFAEA53DE19B783D057B3A3DA3DC0B3DF3C7D13C34529D3C69F46B3C0B16513F6E92693DCBD97FBF9D986A3FAE67B53D01E2273F083B023F0EF86B3FEAD47EBFE203733F1CBC1CBE59487EBF52E499BEB549073F65E76E3FFA3D7E3FFBF9623F48B73A3FDA45133FF623E33EAA01AD3E75DF823E703E453E9B51143E4DCADE3DCB36A73D70E87A3DBE343C3D08280D3D19B9D33C11C79E3CAC236E3C0B16513F6E92693DCBD97FBF9D986A3FAE67B53D01E2273F083B023F0EF86B3FEAD47EBFE203733F1CBC1CBE59487EBF52E499BEB549073F65E76E3FFA3D7E3FFBF9623F48B73A3FDA45133FF623E33EAA01AD3E75DF823E703E453E9B51143E4DCADE3DCB36A73D70E87A3DBE343C3D08280D3D19B9D33C11C79E3CAC236E3CCF3735BD20E1383FB6CA53BF0B1A2C3F5AFD66BE2396503FF129273FDBAC5C3F5CFF7FBF304D6C3F2139C7BDF64D7FBF2741A9BEBB18023F013B6D3F6D9E7E3F2B26643F26063C3FB372143FCD12E53E8C87AE3EDC0B843ECA07473E75AB153E73D3E03DA1BEA83DFB347D3D73EE3D3D6B730E3D3EAAD53CED3BA03CEF52703CCF3735BD20E1383FB6CA53BF0B1A2C3F5AFD66BE2396503FF129273FDBAC5C3F5CFF7FBF304D6C3F2139C7BDF64D7FBF2741A9BEBB18023F013B6D3F6D9E7E3F2B26643F26063C3FB372143FCD12E53E8C87AE3EDC0B843ECA07473E75AB153E73D3E03DA1BEA83DFB347D3D73EE3D3D6B730E3D3EAAD53CED3BA03CEF52703C3E535DBFA0F97F3FB202CDBE55E89E3E967104BF889D6D3F27D3463F9476493FFF9A7EBF7942643F19B228BD5EDF7FBFAF72B8BE0BAAF93E687B6B3F49F37E3F824C653F50523D3F589E153F9800E73EFD0CB03E1138853EFDD0483E3F05173E8ADCE23D7046AA3D7F817F3D26A83F3DCEBE0F3D629BD73CCAB0A13C3282723C3E535DBFA0F97F3FB202CDBE55E89E3E967104BF889D6D3F27D3463F9476493FFF9A7EBF7942643F19B228BD5EDF7FBFAF72B8BE0BAAF93E687B6B3F49F37E3F824C653F50523D3F589E153F9800E73EFD0CB03E1138853EFDD0483E3F05173E8ADCE23D7046AA3D7F817F3D26A83F3DCEBE0F3D629BD73CCAB0A13C3282723CC0D663BF04BF3D3F4D68193EB1EDD8BD9F0142BF43587D3F0837603F7DAC323F65AB7ABF4FEF5A3F5B5C763C4FFC7FBFFA74C7BEB7FEEE3EBFA8693F8A3C7F3FFC6C663FC09B3E3FC7C8163F56EDE83EF991B13E1664863E059A4A3EF65E183E92E5E43D3ACEAB3DFFE6803DD761413D300A113D868CD93CA625A33C74B1743CC0D663BF04BF3D3F4D68193EB1EDD8BD9F0142BF43587D3F0837603F7DAC323F65AB7ABF4FEF5A3F5B5C763C4FFC7FBFFA74C7BEB7FEEE3EBFA8693F8A3C7F3FFC6C663FC09B3E3FC7C8163F56EDE83EF991B13E1664863E059A4A3EF65E183E92E5E43D3ACEAB3DFFE6803DD761413D300A113D868CD93CA625A33C74B1743C4F07C7BD53C8AD3D7F65273F1CEF00BF27546CBFE3E47E3F9388723F35B6183F9A3A74BF1F61503FF7D6913DBCA47FBF3D44D6BEF530E43E2DC3673F2D7A7F3F8F87673F71E23F3FFFF1173F06D9EA3E8116B33EE98F873EE2624C3E9CB8193E8CEEE63DFE55AD3D3C0D823D871B433D9255123DA97DDB3C819AA43CB5E0763C4F07C7BD53C8AD3D7F65273F1CEF00BF27546CBFE3E47E3F9388723F35B6183F9A3A74BF1F61503FF7D6913DBCA47FBF3D44D6BEF530E43E2DC3673F2D7A7F3F8F87673F71E23F3FFFF1173F06D9EA3E8116B33EE98F873EE2624C3E9CB8193E8CEEE63DFE55AD3D3C0D823D871B433D9255123DA97DDB3C819AA43CB5E0763C79F4483F4DF41DBFE5E2743F692950BFF2367FBF412D723FDF337D3F7F13F83E1A596BBF0DA7443F4D36023ECBD87EBF9FDCE4BE6042D93ED6CA653F2EAC7F3F349C683F6026413FFA19193FA3C3EC3E949AB43E8CBB883E972B4E3E30121B3E76F7E83DBADDAE3D7833833D33D5443DF2A0133DCB6EDD3C5D0FA63CF60F793C79F4483F4DF41DBFE5E2743F692950BFF2367FBF412D723FDF337D3F7F13F83E1A596BBF0DA7443F4D36023ECBD87EBF9FDCE4BE6042D93ED6CA653F2EAC7F3F349C683F6026413FFA19193FA3C3EC3E949AB43E8CBB883E972B4E3E30121B3E76F7E83DBADDAE3D7833833D33D5443DF2A0133DCB6EDD3C5D0FA63CF60F793C0D08723F83E47CBFBDF4763F01EB7ABF8BCA78BF94E7573FC9E27F3FE952BA3EA21D60BF0DD2373F9D173B3EDC987DBF743AF3BE7E34CE3EE6BF633F8CD27F3FE6AA693F8667423FB9401A3F2DADEE3E301EB63EFAE6893E20F44F3EB36B1C3E5000EB3D7165B03DAF59843DDD8E463D50EC143DEC5FDF3C3884A73C383F7B3C0D08723F83E47CBFBDF4763F01EB7ABF8BCA78BF94E7573FC9E27F3FE952BA3EA21D60BF0DD2373F9D173B3EDC987DBF743AF3BE7E34CE3EE6BF633F8CD27F3FE6AA693F8667423FB9401A3F2DADEE3E301EB63EFAE6893E20F44F3EB36B1C3E5000EB3D7165B03DAF59843DDD8E463D50EC143DEC5FDF3C3884A73C383F7B3C5D57723EF32854BF7CF72C3F21B679BF05B259BF378C313FA67F7A3FB686723EE1A452BF8CF4293FA061733E7EE57BBFFFAC00BFED08C33E85A2613F44ED7F3F9CB36A3FE1A5433F37661B3FA195F03E56A1B73E36128B3E7DBC513E22C51D3E1C09ED3D20EDB13DE47F853D8648483DAF37163D0D51E13C12F9A83C796E7D3C5D57723EF32854BF7CF72C3F21B679BF05B259BF378C313FA67F7A3FB686723EE1A452BF8CF4293FA061733E7EE57BBFFFAC00BFED08C33E85A2613F44ED7F3F9CB36A3FE1A5433F37661B3FA195F03E56A1B73E36128B3E7DBC513E22C51D3E1C09ED3D20EDB13DE47F853D8648483DAF37163D0D51E13C12F9A83C796E7D3C0B9030BF146D66BEA5D4363EC3C04CBF9E0225BFEC40013FF5356D3F5532D83D5D1143BF7E221B3F4573953E78BF79BFD89B07BF50C1B73EE2725F3F56FC7F3F4FB66B3F69E1443F758A1C3FFC7CF23E0224B93E3F3D8C3EB084533E801E1F3ED811EF3DCA74B33D16A6863D2B024A3D0C83173D2C42E33CEC6DAA3CB89D7F3C0B9030BF146D66BEA5D4363EC3C04CBF9E0225BFEC40013FF5356D3F5532D83D5D1143BF7E221B3F4573953E78BF79BFD89B07BF50C1B73EE2725F3F56FC7F3F4FB66B3F69E1443F758A1C3FFC7CF23E0224B93E3F3D8C3EB084533E801E1F3ED811EF3DCA74B33D16A6863D2B024A3D0C83173D2C42E33CEC6DAA3CB89D7F3C38617BBF64B3FF3EC741BFBE43D7F7BE61ECBFBE3973933E0071583F14FCE1BCDA8A31BF37710B3FD6BCB03EC52777BFFA670EBF385FAC3E26315D3FC0FF7F3FFAB26C3F1D1A463F6DAD1D3F3B63F43E36A6BA3E14688D3EB74C553ECA77203E851AF13D6CFCB43D46CC873DCEBB4B3D68CE183D4B33E53CC6E2AB3C7CE6803C38617BBF64B3FF3EC741BFBE43D7F7BE61ECBFBE3973933E0071583F14FCE1BCDA8A31BF37710B3FD6BCB03EC52777BFFA670EBF385FAC3E26315D3FC0FF7F3FFAB26C3F1D1A463F6DAD1D3F3B63F43E36A6BA3E14688D3EB74C553ECA77203E851AF13D6CFCB43D46CC873DCEBB4B3D68CE183D4B33E53CC6E2AB3C7CE6803CAE28BEBEF1B7743F4F834FBF3C02ABBD792C8BBDE01C613D63D83C3F071824BE343E1EBF94EEF53E4D77CB3E8F1F74BFA50F15BF57E4A03E84DD5A3F83F77F3F96A96D3FF64F473F1FCF1E3F6048F63EEF27BC3EB5928E3E9114573E02D1213E2023F33D0884B63D72F2883D6F754D3DC3191A3D6924E73C9F57AD3C1CFE813CAE28BEBEF1B7743F4F834FBF3C02ABBD792C8BBDE01C613D63D83C3F071824BE343E1EBF94EEF53E4D77CB3E8F1F74BFA50F15BF57E4A03E84DD5A3F83F77F3F96A96D3FF64F473F1FCF1E3F6048F63EEF27BC3EB5928E3E9114573E02D1213E2023F33D0884B63D72F2883D6F754D3DC3191A3D6924E73C9F57AD3C1CFE813CEFA2143F084D663FCF7C7FBFB7D3A93EE7927B3EEA7D39BE154B1B3F6F8394BED85C09BFDB98D33E278DE53E3EA870BF2B911BBF4552953E2B78583F9FE37F3F1D9A6E3FF182483F87EF1F3F652CF83E2DA9BD3E22BD8F3E40DC583E272A233EAD2BF53D9D0BB83D9D188A3D0E2F4F3D1D651B3D8615E93C79CCAE3CBC15833CEFA2143F084D663FCF7C7FBFB7D3A93EE7927B3EEA7D39BE154B1B3F6F8394BED85C09BFDB98D33E278DE53E3EA870BF2B911BBF4552953E2B78583F9FE37F3F1D9A6E3FF182483F87EF1F3F652CF83E2DA9BD3E22BD8F3E40DC583E272A233EAD2BF53D9D0BB83D9D188A3D0E2F4F3D1D651B3D8615E93C79CCAE3CBC15833C5BB27F3F19AAB83EAFC660BF8A53303F88F2083F9C70D0BED9AFE93E6A57D4BE2638E6BEA912B03E2BE9FE3E63C36CBFDBEA21BFB4AA893E4901563F15C47F3F87846F3F09B3493FA40E213F460FFA3EEF29BF3E59E7903EC0A35A3E3983243E2A34F73D2B93B93DC33E8B3DAAE8503D77B01C3DA206EB3C5141B03C5C2D843C5BB27F3F19AAB83EAFC660BF8A53303F88F2083F9C70D0BED9AFE93E6A57D4BE2638E6BEA912B03E2BE9FE3E63C36CBFDBEA21BFB4AA893E4901563F15C47F3F87846F3F09B3493FA40E213F460FFA3EEF29BF3E59E7903EC0A35A3E3983243E2A34F73D2B93B93DC33E8B3DAAE8503D77B01C3DA206EB3C5141B03C5C2D843C5557FF3E5157BEBE0DADF9BE31D86C3F606B453FD03B1CBFB76A953E333308BFDA69B7BE1C8F8B3E77BB0B3FC37268BF1C1B28BFB5DE7B3E1779533FE6987F3FD168703F3AE04A3F742C223F06F1FB3E32AAC03E5B11923E136B5C3E38DC253E963CF93DB31ABB3DE7648C3D44A2523DCFFB1D3DBDF7EC3C29B6B13CFC44853C5557FF3E5157BEBE0DADF9BE31D86C3F606B453FD03B1CBFB76A953E333308BFDA69B7BE1C8F8B3E77BB0B3FC37268BF1C1B28BFB5DE7B3E1779533FE6987F3FD168703F3AE04A3F742C223F06F1FB3E32AAC03E5B11923E136B5C3E38DC253E963CF93DB31ABB3DE7648C3D44A2523DCFFB1D3DBDF7EC3C29B6B13CFC44853C7878EBBED59D67BF95C3583D9FDD7F3F48506E3FCC8047BFB2BCF13D92CF23BF4BC686BE7E854C3E3B91173F55B863BF52202EBFAF43643EC3DF503F15627F3FF246713F7E0A4C3FF348233FA1D1FD3EF929C23E273B933E39325E3E2435273EF244FB3D35A2BC3D088B8D3DDC5B543D25471F3DD8E8EE3C022BB33C9B5C863C7878EBBED59D67BF95C3583D9FDD7F3F48506E3FCC8047BFB2BCF13D92CF23BF4BC686BE7E854C3E3B91173F55B863BF52202EBFAF43643EC3DF503F15627F3FF246713F7E0A4C3FF348233FA1D1FD3EF929C23E273B933E39325E3E2435273EF244FB3D35A2BC3D088B8D3DDC5B543D25471F3DD8E8EE3C022BB33C9B5C863C58E57EBF40CE73BFD4C2133FAB0E663F10937F3F189B67BF8EA273BD51833CBFFE9329BE3AC6003E5AEC223F40965EBFF8F833BFCD874C3E8A354E3FA31F7F3FE71E723FD3314D3F1F64243F14B1FF3E3FA9C33EBE64943E32F95F3EFD8D283E3D4DFD3DAE29BE3D26B18E3D7015563D7C92203DF1D9F03CD99FB43C3974873C58E57EBF40CE73BFD4C2133FAB0E663F10937F3F189B67BF8EA273BD51833CBFFE9329BE3AC6003E5AEC223F40965EBFF8F833BFCD874C3E8A354E3FA31F7F3FE71E723FD3314D3F1F64243F14B1FF3E3FA9C33EBE64943E32F95F3EFD8D283E3D4DFD3DAE29BE3D26B18E3D7015563D7C92203DF1D9F03CD99FB43C3974873CD4B41DBFE264FABE86776C3FEBF0233F847D773FD2BE7ABFD7C370BE25DE51BFC6D387BDA837513D97C32D3FD70E59BF8AA339BF8AAE343E9C7A4B3F94D17E3FA8F0723F34564E3FF77D253FAEC7003F0628C53E1D8E953EFBBF613EC1E6293E7755FF3D21B1BF3D42D78F3D02CF573DD1DD213D0BCBF23CB014B63CD98B883CD4B41DBFE264FABE86776C3FEBF0233F847D773FD2BE7ABFD7C370BE25DE51BFC6D387BDA837513D97C32D3FD70E59BF8AA339BF8AAE343E9C7A4B3F94D17E3FA8F0723F34564E3FF77D253FAEC7003F0628C53E1D8E953EFBBF613EC1E6293E7755FF3D21B1BF3D42D78F3D02CF573DD1DD213D0BCBF23CB014B63CD98B883C8FF4A83E1C4E723E65587C3F4F338A3EBBDC563FBBD97FBF8A83CEBEFC7E63BFB8B8093D49ADC3BC390E383FA52453BF991E3FBF35BB1C3E39AF483FEC777E3F31BC733F9C774F3F7996263F3CB6013F4BA6C63E46B7963E9586633E723F2B3ED1AE003E8D38C13D5BFD903D9288593D2429233D22BCF43C8789B73C78A3893C8FF4A83E1C4E723E65587C3F4F338A3EBBDC563FBBD97FBF8A83CEBEFC7E63BFB8B8093D49ADC3BC390E383FA52453BF991E3FBF35BB1C3E39AF483FEC777E3F31BC733F9C774F3F7996263F3CB6013F4BA6C63E46B7963E9586633E723F2B3ED1AE003E8D38C13D5BFD903D9288593D2429233D22BCF43C8789B73C78A3893C49FE783F12DA553F6F813E3F1F6317BE40ED203FA4A276BFDF100FBFB41571BFEE6D083E152CCABDDEC3413F58DA4CBFBA6844BF5FB1043E93D3453FAD127E3F7D81743F0896503FA1AD273F33A4023F0F24C83E36E0973E014D653E0F982C3EDEB2013EF1BFC23D7023923D20425B3D7774243D39ADF63C5DFEB83C16BB8A3C49FE783F12DA553F6F813E3F1F6317BE40ED203FA4A276BFDF100FBFB41571BFEE6D083E152CCABDDEC3413F58DA4CBFBA6844BF5FB1043E93D3453FAD127E3F7D81743F0896503FA1AD273F33A4023F0F24C83E36E0973E014D653E0F982C3EDEB2013EF1BFC23D7023923D20425B3D7774243D39ADF63C5DFEB83C16BB8A3C"
    }
  }
#-}
