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
  func.func @train_step(%arg0: tensor<64x32xf32> {memopt.name = "embed_tokens.weight", memopt.role = "parameter"}, %arg1: tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight", memopt.role = "parameter"}, %arg2: tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight", memopt.role = "parameter"}, %arg3: tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight", memopt.role = "parameter"}, %arg4: tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight", memopt.role = "parameter"}, %arg5: tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight", memopt.role = "parameter"}, %arg6: tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight", memopt.role = "parameter"}, %arg7: tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight", memopt.role = "parameter"}, %arg9: tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight", memopt.role = "parameter"}, %arg10: tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight", memopt.role = "parameter"}, %arg11: tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight", memopt.role = "parameter"}, %arg12: tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight", memopt.role = "parameter"}, %arg13: tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight", memopt.role = "parameter"}, %arg14: tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight", memopt.role = "parameter"}, %arg15: tensor<32xf32> {memopt.name = "norm.weight", memopt.role = "parameter"}, %arg16: tensor<64x32xf32> {memopt.name = "lm_head.weight", memopt.role = "parameter"}, %arg17: tensor<64x32xf32> {memopt.name = "embed_tokens.weight.exp_avg", memopt.role = "optimizer_state"}, %arg18: tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg19: tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg20: tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg21: tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg22: tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg23: tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg24: tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg25: tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg26: tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg27: tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg28: tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg29: tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg30: tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg31: tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg32: tensor<32xf32> {memopt.name = "norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg33: tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg", memopt.role = "optimizer_state"}, %arg34: tensor<64x32xf32> {memopt.name = "embed_tokens.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg35: tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg36: tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg37: tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg38: tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg39: tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg40: tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg41: tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg42: tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg43: tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg44: tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg45: tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg46: tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg47: tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg48: tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg49: tensor<32xf32> {memopt.name = "norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg50: tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg51: tensor<f32> {memopt.name = "step", memopt.role = "input"}, %arg52: tensor<2x16xi64> {memopt.name = "tokens", memopt.range = array<i64: 0, 64>, memopt.role = "input"}, %arg53: tensor<2x16xi64> {memopt.name = "targets", memopt.range = array<i64: 0, 64>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "embed_tokens.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight.new", memopt.role = "parameter"}, tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.new", memopt.role = "parameter"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.new", memopt.role = "parameter"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight.new", memopt.role = "parameter"}, tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight.new", memopt.role = "parameter"}, tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.new", memopt.role = "parameter"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.new", memopt.role = "parameter"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight.new", memopt.role = "parameter"}, tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "norm.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "embed_tokens.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "embed_tokens.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}) {
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<32x64xf32> loc(#loc2)
    %c64 = arith.constant {memopt.phase = "backward"} 64 : index loc(#loc)
    %true = arith.constant {memopt.phase = "backward"} true loc(#loc)
    %cst_0 = arith.constant {memopt.phase = "backward"} 0xFF800000 : f32 loc(#loc)
    %cst_1 = arith.constant {memopt.phase = "backward"} 1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 9.9999999999999995E-7 : f64 loc(#loc3)
    %cst_3 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense_resource<torch_tensor_16_16_torch.float32> : tensor<16x16xf32> loc(#loc4)
    %cst_4 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense_resource<torch_tensor_16_16_torch.float32_1> : tensor<16x16xf32> loc(#loc5)
    %cst_5 = arith.constant {memopt.phase = "optimizer"} 9.000000e-01 : f64 loc(#loc6)
    %cst_6 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.099999999999999978 : f64 loc(#loc7)
    %cst_7 = arith.constant {memopt.phase = "optimizer"} 0.99899999999999999 : f64 loc(#loc8)
    %cst_8 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.0010000000000000009 : f64 loc(#loc9)
    %cst_9 = arith.constant {memopt.phase = "optimizer"} 9.999000e-01 : f64 loc(#loc10)
    %cst_10 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-03 : f64 loc(#loc11)
    %cst_11 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-08 : f64 loc(#loc12)
    %cst_12 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<true> : tensor<16x16xi1> loc(#loc13)
    %cst_13 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0xFF800000> : tensor<f32> loc(#loc14)
    %cst_14 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<f32> loc(#loc15)
    %cst_15 = arith.constant {memopt.phase = "backward"} dense<1.000000e+00> : tensor<f32> loc(#loc16)
    %cst_16 = arith.constant {memopt.phase = "backward"} 3.200000e+01 : f32 loc(#loc)
    %cst_17 = arith.constant {memopt.phase = "backward"} 2.500000e-01 : f32 loc(#loc)
    %cst_18 = arith.constant {memopt.phase = "backward"} -5.000000e-01 : f32 loc(#loc)
    %cst_19 = arith.constant {memopt.phase = "backward"} 2.000000e+00 : f32 loc(#loc)
    %c63_i64 = arith.constant {memopt.phase = "backward"} 63 : i64 loc(#loc17)
    %c-64_i64 = arith.constant {memopt.phase = "backward"} -64 : i64 loc(#loc17)
    %c-100_i64 = arith.constant {memopt.phase = "forward"} -100 : i64 loc(#loc18)
    %c64_i64 = arith.constant {memopt.phase = "forward"} 64 : i64 loc(#loc)
    %c3_i64 = arith.constant {memopt.phase = "backward"} 3 : i64 loc(#loc19)
    %c1_i64 = arith.constant {memopt.phase = "backward"} 1 : i64 loc(#loc)
    %c2_i64 = arith.constant {memopt.phase = "backward"} 2 : i64 loc(#loc)
    %c-1_i64 = arith.constant {memopt.phase = "backward"} -1 : i64 loc(#loc)
    %c32 = arith.constant {memopt.phase = "backward"} 32 : index loc(#loc)
    %c0_i64 = arith.constant {memopt.phase = "backward"} 0 : i64 loc(#loc)
    %cst_20 = arith.constant {memopt.phase = "backward"} 0.000000e+00 : f32 loc(#loc)
    %c0 = arith.constant {memopt.phase = "backward"} 0 : index loc(#loc)
    %cst_21 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<64x32xf32> loc(#loc20)
    %cst_22 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} -1.000000e+00 : f32 loc(#loc)
    %cst_23 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} dense<1> : tensor<i64> loc(#loc21)
    %cst_24 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<i64> loc(#loc22)
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %599 = arith.index_cast %in : i64 to index
      %600 = linalg.index 2 : index
      %601 = arith.cmpi slt, %599, %c64 : index
      cf.assert %601, "index must be smaller than dim size"
      %602 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %602, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%599, %600] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc1)
    %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc23)
    %3 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32> loc(#loc24)
    %4 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%3 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32> loc(#loc24)
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc24)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.divf %in, %cst_16 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc24)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_2 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<2x16x1xf32> loc(#loc3)
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.rsqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc25)
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc26)
    %10 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %arg1 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc27)
    %11 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> loc(#loc28)
    %transposed = linalg.transpose ins(%arg2 : tensor<96x32xf32>) outs(%11 : tensor<32x96xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc28)
    %collapsed = tensor.collapse_shape %10 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc29)
    %12 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%11 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc30)
    %13 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x96xf32>) outs(%12 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc30)
    %expanded = tensor.expand_shape %13 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc31)
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc32)
    %extracted_slice_25 = tensor.extract_slice %expanded[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc32)
    %extracted_slice_26 = tensor.extract_slice %expanded[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc32)
    %expanded_27 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc33)
    %14 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> loc(#loc34)
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<2x16x2x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc34)
    %expanded_29 = tensor.expand_shape %extracted_slice_25 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc35)
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x16x2x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc36)
    %expanded_31 = tensor.expand_shape %extracted_slice_26 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc37)
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x16x2x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc38)
    %extracted_slice_33 = tensor.extract_slice %transposed_28[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc39)
    %extracted_slice_34 = tensor.extract_slice %transposed_28[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc39)
    %15 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28, %cst_3 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc4)
    %16 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32> loc(#loc40)
    %17 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34 : tensor<2x2x16x8xf32>) outs(%16 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.negf %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc40)
    %concat = tensor.concat dim(3) %17, %extracted_slice_33 {memopt.layer = 0 : i64, memopt.phase = "forward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc41)
    %18 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %cst_4 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc5)
    %19 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %18 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc42)
    %extracted_slice_35 = tensor.extract_slice %transposed_30[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc43)
    %extracted_slice_36 = tensor.extract_slice %transposed_30[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc43)
    %20 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_30, %cst_3 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc44)
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_36 : tensor<2x2x16x8xf32>) outs(%16 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.negf %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc45)
    %concat_37 = tensor.concat dim(3) %21, %extracted_slice_35 {memopt.layer = 0 : i64, memopt.phase = "forward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc46)
    %22 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_37, %cst_4 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc47)
    %23 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc48)
    %transposed_38 = linalg.transpose ins(%23 : tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc49)
    %collapsed_39 = tensor.collapse_shape %19 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc50)
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc51)
    %24 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> loc(#loc52)
    %25 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%24 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc52)
    %26 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_39, %collapsed_40 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc52)
    %expanded_41 = tensor.expand_shape %26 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc53)
    %27 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_17 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc54)
    %28 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16xi64> loc(#loc55)
    %29 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%28 : tensor<16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %599 = linalg.index 0 : index
      %600 = arith.index_cast %599 : index to i64
      linalg.yield %600 : i64
    } -> tensor<16xi64> loc(#loc55)
    %expanded_42 = tensor.expand_shape %29 [[0, 1]] output_shape [1, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16xi64> into tensor<1x16xi64> loc(#loc56)
    %expanded_43 = tensor.expand_shape %29 [[0, 1]] output_shape [16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16xi64> into tensor<16x1xi64> loc(#loc57)
    %30 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi64> loc(#loc58)
    %31 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_42, %expanded_43 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_203: i64, %out: i64):
      %599 = arith.subi %in, %in_203 : i64
      linalg.yield %599 : i64
    } -> tensor<16x16xi64> loc(#loc58)
    %32 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi1> loc(#loc59)
    %33 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<16x16xi64>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %599 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %599 : i1
    } -> tensor<16x16xi1> loc(#loc59)
    %34 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%33, %cst_12 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_203: i1, %out: i1):
      %599 = arith.andi %in, %in_203 : i1
      linalg.yield %599 : i1
    } -> tensor<16x16xi1> loc(#loc13)
    %35 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<16x16xi1>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %599 = arith.xori %in, %true : i1
      linalg.yield %599 : i1
    } -> tensor<16x16xi1> loc(#loc60)
    %36 = linalg.generic {indexing_maps = [#map5, #map10, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %cst_13, %27 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %599 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc14)
    %37 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xi64> loc(#loc61)
    %38 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%37 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64> loc(#loc61)
    %39 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> loc(#loc61)
    %40 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_0 : f32) outs(%39 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32> loc(#loc61)
    %41:2 = linalg.generic {indexing_maps = [#map4, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%36 : tensor<2x2x16x16xf32>) outs(%40, %38 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_203: i64):
      %599 = linalg.index 3 : index
      %600 = arith.index_cast %599 : index to i64
      %601 = arith.maximumf %in, %out : f32
      %602 = arith.cmpf ogt, %in, %out : f32
      %603 = arith.select %602, %600, %out_203 : i64
      linalg.yield %601, %603 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc61)
    %expanded_44 = tensor.expand_shape %41#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc61)
    %42 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_44 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc61)
    %43 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.exp %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc61)
    %44 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32> loc(#loc61)
    %45 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%44 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32> loc(#loc61)
    %46 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc61)
    %47 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc61)
    %collapsed_45 = tensor.collapse_shape %47 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc62)
    %collapsed_46 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc63)
    %48 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_45, %collapsed_46 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc64)
    %expanded_47 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc65)
    %49 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> loc(#loc66)
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x2x16x16xf32>) outs(%49 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc66)
    %50 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> loc(#loc67)
    %transposed_49 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc67)
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc68)
    %51 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%50 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc69)
    %52 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_50, %transposed_49 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc69)
    %expanded_51 = tensor.expand_shape %52 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc70)
    %53 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_51 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc71)
    %54 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc72)
    %55 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%54 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc73)
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.divf %in, %cst_16 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc73)
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_2 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<2x16x1xf32> loc(#loc74)
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.rsqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc75)
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %58 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc76)
    %60 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %arg4 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc77)
    %61 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x80xf32> loc(#loc78)
    %transposed_52 = linalg.transpose ins(%arg5 : tensor<80x32xf32>) outs(%61 : tensor<32x80xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc78)
    %collapsed_53 = tensor.collapse_shape %60 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc79)
    %62 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_20 : f32) outs(%61 : tensor<32x80xf32>) -> tensor<32x80xf32> loc(#loc80)
    %63 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_53, %transposed_52 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%62 : tensor<32x80xf32>) -> tensor<32x80xf32> loc(#loc80)
    %expanded_54 = tensor.expand_shape %63 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x80xf32> into tensor<2x16x80xf32> loc(#loc81)
    %64 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32> loc(#loc82)
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.negf %in : f32
      %600 = math.exp %599 : f32
      %601 = arith.addf %600, %cst_1 : f32
      %602 = arith.divf %cst_1, %601 : f32
      linalg.yield %602 : f32
    } -> tensor<2x16x80xf32> loc(#loc82)
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %65 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc83)
    %transposed_55 = linalg.transpose ins(%arg6 : tensor<80x32xf32>) outs(%61 : tensor<32x80xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc84)
    %67 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_53, %transposed_55 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%62 : tensor<32x80xf32>) -> tensor<32x80xf32> loc(#loc85)
    %expanded_56 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x80xf32> into tensor<2x16x80xf32> loc(#loc86)
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %expanded_56 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc87)
    %69 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<80x32xf32> loc(#loc88)
    %transposed_57 = linalg.transpose ins(%arg7 : tensor<32x80xf32>) outs(%69 : tensor<80x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc88)
    %collapsed_58 = tensor.collapse_shape %68 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32> into tensor<32x80xf32> loc(#loc89)
    %70 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_58, %transposed_57 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc90)
    %expanded_59 = tensor.expand_shape %70 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc91)
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %expanded_59 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc92)
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc93)
    %73 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc94)
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.divf %in, %cst_16 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc94)
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_2 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<2x16x1xf32> loc(#loc95)
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.rsqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc96)
    %77 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %76 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc97)
    %78 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc98)
    %transposed_60 = linalg.transpose ins(%arg9 : tensor<96x32xf32>) outs(%11 : tensor<32x96xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc99)
    %collapsed_61 = tensor.collapse_shape %78 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc100)
    %79 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_61, %transposed_60 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%12 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc101)
    %expanded_62 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc102)
    %extracted_slice_63 = tensor.extract_slice %expanded_62[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc103)
    %extracted_slice_64 = tensor.extract_slice %expanded_62[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc103)
    %extracted_slice_65 = tensor.extract_slice %expanded_62[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc103)
    %expanded_66 = tensor.expand_shape %extracted_slice_63 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc104)
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<2x16x2x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc105)
    %expanded_68 = tensor.expand_shape %extracted_slice_64 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc106)
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x16x2x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc107)
    %expanded_70 = tensor.expand_shape %extracted_slice_65 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc108)
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<2x16x2x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc109)
    %extracted_slice_72 = tensor.extract_slice %transposed_67[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc110)
    %extracted_slice_73 = tensor.extract_slice %transposed_67[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc110)
    %80 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67, %cst_3 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc111)
    %81 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_73 : tensor<2x2x16x8xf32>) outs(%16 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.negf %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc112)
    %concat_74 = tensor.concat dim(3) %81, %extracted_slice_72 {memopt.layer = 1 : i64, memopt.phase = "forward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc113)
    %82 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_74, %cst_4 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc114)
    %83 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %82 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc115)
    %extracted_slice_75 = tensor.extract_slice %transposed_69[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc116)
    %extracted_slice_76 = tensor.extract_slice %transposed_69[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc116)
    %84 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69, %cst_3 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc117)
    %85 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_76 : tensor<2x2x16x8xf32>) outs(%16 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.negf %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc118)
    %concat_77 = tensor.concat dim(3) %85, %extracted_slice_75 {memopt.layer = 1 : i64, memopt.phase = "forward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc119)
    %86 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_77, %cst_4 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc120)
    %87 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %86 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc121)
    %transposed_78 = linalg.transpose ins(%87 : tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc122)
    %collapsed_79 = tensor.collapse_shape %83 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc123)
    %collapsed_80 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc124)
    %88 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_79, %collapsed_80 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc125)
    %expanded_81 = tensor.expand_shape %88 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc126)
    %89 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_17 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc127)
    %90 = linalg.generic {indexing_maps = [#map5, #map10, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %cst_13, %89 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %599 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc128)
    %91:2 = linalg.generic {indexing_maps = [#map4, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%90 : tensor<2x2x16x16xf32>) outs(%40, %38 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_203: i64):
      %599 = linalg.index 3 : index
      %600 = arith.index_cast %599 : index to i64
      %601 = arith.maximumf %in, %out : f32
      %602 = arith.cmpf ogt, %in, %out : f32
      %603 = arith.select %602, %600, %out_203 : i64
      linalg.yield %601, %603 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc130)
    %expanded_82 = tensor.expand_shape %91#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc130)
    %92 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_82 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc130)
    %93 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.exp %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc130)
    %94 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%93 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc130)
    %95 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %94 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc130)
    %collapsed_83 = tensor.collapse_shape %95 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc131)
    %collapsed_84 = tensor.collapse_shape %transposed_71 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc132)
    %96 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_83, %collapsed_84 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc133)
    %expanded_85 = tensor.expand_shape %96 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc134)
    %transposed_86 = linalg.transpose ins(%expanded_85 : tensor<2x2x16x16xf32>) outs(%49 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc135)
    %transposed_87 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc136)
    %collapsed_88 = tensor.collapse_shape %transposed_86 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc137)
    %97 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_88, %transposed_87 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc138)
    %expanded_89 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc139)
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %expanded_89 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc140)
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc141)
    %100 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc142)
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.divf %in, %cst_16 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc142)
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_2 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<2x16x1xf32> loc(#loc143)
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.rsqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc144)
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %103 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc145)
    %105 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %arg11 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc146)
    %transposed_90 = linalg.transpose ins(%arg12 : tensor<80x32xf32>) outs(%61 : tensor<32x80xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc147)
    %collapsed_91 = tensor.collapse_shape %105 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc148)
    %106 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_91, %transposed_90 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%62 : tensor<32x80xf32>) -> tensor<32x80xf32> loc(#loc149)
    %expanded_92 = tensor.expand_shape %106 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x80xf32> into tensor<2x16x80xf32> loc(#loc150)
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.negf %in : f32
      %600 = math.exp %599 : f32
      %601 = arith.addf %600, %cst_1 : f32
      %602 = arith.divf %cst_1, %601 : f32
      linalg.yield %602 : f32
    } -> tensor<2x16x80xf32> loc(#loc151)
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %107 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc152)
    %transposed_93 = linalg.transpose ins(%arg13 : tensor<80x32xf32>) outs(%61 : tensor<32x80xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc153)
    %109 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_91, %transposed_93 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%62 : tensor<32x80xf32>) -> tensor<32x80xf32> loc(#loc154)
    %expanded_94 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x80xf32> into tensor<2x16x80xf32> loc(#loc155)
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %expanded_94 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc156)
    %transposed_95 = linalg.transpose ins(%arg14 : tensor<32x80xf32>) outs(%69 : tensor<80x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc157)
    %collapsed_96 = tensor.collapse_shape %110 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32> into tensor<32x80xf32> loc(#loc158)
    %111 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_96, %transposed_95 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc159)
    %expanded_97 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc160)
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %expanded_97 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc161)
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc162)
    %114 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc163)
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.divf %in, %cst_16 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc163)
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_2 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<2x16x1xf32> loc(#loc164)
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.rsqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc165)
    %118 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %117 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc166)
    %119 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc167)
    %120 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32> loc(#loc168)
    %transposed_98 = linalg.transpose ins(%arg16 : tensor<64x32xf32>) outs(%120 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.phase = "forward"} loc(#loc168)
    %collapsed_99 = tensor.collapse_shape %119 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc169)
    %121 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%120 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc170)
    %122 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_99, %transposed_98 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%121 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc170)
    %collapsed_100 = tensor.collapse_shape %arg53 [[0, 1]] {memopt.phase = "forward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc171)
    %123 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi64> loc(#loc172)
    %124 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%123 : tensor<32xi64>) -> tensor<32xi64> loc(#loc172)
    %125 = tensor.empty() {memopt.phase = "forward"} : tensor<32xf32> loc(#loc172)
    %126 = linalg.fill {memopt.phase = "forward"} ins(%cst_0 : f32) outs(%125 : tensor<32xf32>) -> tensor<32xf32> loc(#loc172)
    %127:2 = linalg.generic {indexing_maps = [#map9, #map13, #map13], iterator_types = ["parallel", "reduction"]} ins(%122 : tensor<32x64xf32>) outs(%126, %124 : tensor<32xf32>, tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_203: i64):
      %599 = linalg.index 1 : index
      %600 = arith.index_cast %599 : index to i64
      %601 = arith.maximumf %in, %out : f32
      %602 = arith.cmpf ogt, %in, %out : f32
      %603 = arith.select %602, %600, %out_203 : i64
      linalg.yield %601, %603 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>) loc(#loc172)
    %expanded_101 = tensor.expand_shape %127#0 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xf32> into tensor<32x1xf32> loc(#loc172)
    %128 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%122, %expanded_101 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%120 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x64xf32> loc(#loc174)
    %129 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<32x64xf32>) outs(%120 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.exp %in : f32
      linalg.yield %599 : f32
    } -> tensor<32x64xf32> loc(#loc175)
    %130 = tensor.empty() {memopt.phase = "forward"} : tensor<32x1xf32> loc(#loc176)
    %131 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%130 : tensor<32x1xf32>) -> tensor<32x1xf32> loc(#loc176)
    %132 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "reduction"]} ins(%129 : tensor<32x64xf32>) outs(%131 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<32x1xf32> loc(#loc176)
    %133 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<32x1xf32>) outs(%130 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.log %in : f32
      linalg.yield %599 : f32
    } -> tensor<32x1xf32> loc(#loc177)
    %134 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%128, %133 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%120 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x64xf32> loc(#loc178)
    %135 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi1> loc(#loc18)
    %136 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_100 : tensor<32xi64>) outs(%135 : tensor<32xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %599 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %599 : i1
    } -> tensor<32xi1> loc(#loc18)
    %137 = linalg.generic {indexing_maps = [#map6, #map6, #map14, #map6], iterator_types = ["parallel"]} ins(%136, %collapsed_100, %cst_24 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%123 : tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_203: i64, %in_204: i64, %out: i64):
      %599 = arith.select %in, %in_203, %in_204 : i64
      linalg.yield %599 : i64
    } -> tensor<32xi64> loc(#loc22)
    %expanded_102 = tensor.expand_shape %137 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc179)
    %138 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_102 : tensor<32x1xi64>) outs(%131 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %599 = linalg.index 0 : index
      %600 = arith.index_cast %in : i64 to index
      %601 = arith.cmpi slt, %600, %c64 : index
      cf.assert %601, "index must be smaller than dim size"
      %602 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %602, "index must be larger or equal to 0"
      %extracted = tensor.extract %134[%599, %600] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32> loc(#loc180)
    %collapsed_103 = tensor.collapse_shape %138 [[0, 1]] {memopt.phase = "forward"} : tensor<32x1xf32> into tensor<32xf32> loc(#loc181)
    %139 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_103 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.negf %in : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc182)
    %140 = linalg.generic {indexing_maps = [#map6, #map6, #map14, #map6], iterator_types = ["parallel"]} ins(%136, %139, %cst_14 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %599 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc15)
    %141 = tensor.empty() {memopt.phase = "forward"} : tensor<i64> loc(#loc184)
    %142 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%141 : tensor<i64>) -> tensor<i64> loc(#loc184)
    %143 = linalg.generic {indexing_maps = [#map6, #map14], iterator_types = ["reduction"]} ins(%136 : tensor<32xi1>) outs(%142 : tensor<i64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %599 = arith.extui %in : i1 to i64
      %600 = arith.addi %599, %out : i64
      linalg.yield %600 : i64
    } -> tensor<i64> loc(#loc184)
    %144 = tensor.empty() {memopt.phase = "forward"} : tensor<f32> loc(#loc186)
    %145 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%143 : tensor<i64>) outs(%144 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %599 = arith.sitofp %in : i64 to f32
      linalg.yield %599 : f32
    } -> tensor<f32> loc(#loc186)
    %146 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%144 : tensor<f32>) -> tensor<f32> loc(#loc187)
    %147 = linalg.generic {indexing_maps = [#map6, #map14], iterator_types = ["reduction"]} ins(%140 : tensor<32xf32>) outs(%146 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<f32> loc(#loc187)
    %148 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = []} ins(%147, %145 : tensor<f32>, tensor<f32>) outs(%144 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<f32> loc(#loc188)
    %149 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = []} ins(%cst_15, %145 : tensor<f32>, tensor<f32>) outs(%144 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<f32> loc(#loc16)
    %expanded_104 = tensor.expand_shape %collapsed_100 [[0, 1]] output_shape [32, 1] {memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc189)
    %150 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi1> loc(#loc190)
    %151 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_104 : tensor<32x1xi64>) outs(%150 : tensor<32x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %599 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %599 : i1
    } -> tensor<32x1xi1> loc(#loc190)
    %152 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi64> loc(#loc191)
    %153 = linalg.generic {indexing_maps = [#map9, #map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%151, %expanded_104, %cst_24 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%152 : tensor<32x1xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: i64, %in_204: i64, %out: i64):
      %599 = arith.select %in, %in_203, %in_204 : i64
      linalg.yield %599 : i64
    } -> tensor<32x1xi64> loc(#loc191)
    %154 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%152 : tensor<32x1xi64>) -> tensor<32x1xi64> loc(#loc2)
    %155 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%125 : tensor<32xf32>) -> tensor<32xf32> loc(#loc2)
    %156:3 = linalg.generic {indexing_maps = [#map17, #map17, #map6], iterator_types = ["parallel"]} outs(%154, %154, %155 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i64, %out_203: i64, %out_204: f32):
      %599 = linalg.index 0 : index
      %600 = arith.remsi %599, %c32 : index
      %extracted = tensor.extract %153[%600, %c0] : tensor<32x1xi64>
      %601 = arith.index_cast %600 : index to i64
      linalg.yield %601, %extracted, %cst_22 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) loc(#loc2)
    %157 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2xi64> loc(#loc2)
    %158 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%157 : tensor<32x2xi64>) -> tensor<32x2xi64> loc(#loc2)
    %inserted_slice = tensor.insert_slice %156#0 into %158[0, 0] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %inserted_slice_105 = tensor.insert_slice %156#1 into %inserted_slice[0, 1] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %159 = scf.for %arg54 = %c0 to %c32 step %c1 iter_args(%arg55 = %cst) -> (tensor<32x64xf32>) {
      %extracted = tensor.extract %inserted_slice_105[%arg54, %c0] : tensor<32x2xi64>
      %599 = arith.index_cast %extracted : i64 to index
      %extracted_203 = tensor.extract %inserted_slice_105[%arg54, %c1] : tensor<32x2xi64>
      %600 = arith.index_cast %extracted_203 : i64 to index
      %extracted_slice_204 = tensor.extract_slice %156#2[%arg54] [1] [1] : tensor<32xf32> to tensor<f32>
      %inserted_slice_205 = tensor.insert_slice %extracted_slice_204 into %arg55[%599, %600] [1, 1] [1, 1] : tensor<f32> into tensor<32x64xf32>
      scf.yield %inserted_slice_205 : tensor<32x64xf32>
    } {memopt.phase = "backward"} loc(#loc744)
    %160 = linalg.generic {indexing_maps = [#map9, #map16, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%151, %149, %cst_14 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%130 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %599 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %599 : f32
    } -> tensor<32x1xf32> loc(#loc192)
    %161 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%159, %160 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%120 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x64xf32> loc(#loc194)
    %162 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<32x64xf32>) outs(%120 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.exp %in : f32
      linalg.yield %599 : f32
    } -> tensor<32x64xf32> loc(#loc195)
    %163 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "reduction"]} ins(%161 : tensor<32x64xf32>) outs(%131 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<32x1xf32> loc(#loc196)
    %164 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%162, %163 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%120 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x64xf32> loc(#loc197)
    %165 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%161, %164 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%120 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x64xf32> loc(#loc198)
    %166 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32> loc(#loc199)
    %transposed_106 = linalg.transpose ins(%165 : tensor<32x64xf32>) outs(%166 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.phase = "backward"} loc(#loc199)
    %167 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%166 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc200)
    %168 = linalg.matmul {memopt.phase = "backward"} ins(%transposed_106, %collapsed_99 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%167 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc200)
    %169 = linalg.matmul {memopt.phase = "backward"} ins(%165, %arg16 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc201)
    %expanded_107 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc202)
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107, %118 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc203)
    %171 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc204)
    %172 = tensor.empty() {memopt.phase = "backward"} : tensor<1x1x32xf32> loc(#loc205)
    %173 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%172 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32> loc(#loc205)
    %174 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%170 : tensor<2x16x32xf32>) outs(%173 : tensor<1x1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<1x1x32xf32> loc(#loc205)
    %collapsed_108 = tensor.collapse_shape %174 [[0, 1, 2]] {memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc206)
    %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %112 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc207)
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %117 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc208)
    %177 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc209)
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc19)
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_18 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc210)
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %178 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc211)
    %collapsed_109 = tensor.collapse_shape %180 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc212)
    %181 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_109 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc212)
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.divf %in, %cst_16 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc213)
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc214)
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_19 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc215)
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %184 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc216)
    %186 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %185 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc217)
    %collapsed_110 = tensor.collapse_shape %186 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc218)
    %transposed_111 = linalg.transpose ins(%collapsed_110 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc219)
    %187 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_111, %collapsed_96 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%62 : tensor<32x80xf32>) -> tensor<32x80xf32> loc(#loc220)
    %188 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_110, %arg14 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%62 : tensor<32x80xf32>) -> tensor<32x80xf32> loc(#loc221)
    %expanded_112 = tensor.expand_shape %188 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x80xf32> into tensor<2x16x80xf32> loc(#loc222)
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %108 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc223)
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %expanded_94 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc224)
    %collapsed_113 = tensor.collapse_shape %189 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32> into tensor<32x80xf32> loc(#loc225)
    %transposed_114 = linalg.transpose ins(%collapsed_113 : tensor<32x80xf32>) outs(%69 : tensor<80x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc226)
    %191 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_20 : f32) outs(%69 : tensor<80x32xf32>) -> tensor<80x32xf32> loc(#loc227)
    %192 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_114, %collapsed_91 : tensor<80x32xf32>, tensor<32x32xf32>) outs(%191 : tensor<80x32xf32>) -> tensor<80x32xf32> loc(#loc227)
    %193 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_113, %arg13 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc228)
    %expanded_115 = tensor.expand_shape %193 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc229)
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %expanded_92 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc230)
    %195 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %107 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc231)
    %196 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_23, %107 : tensor<i64>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_203: f32, %out: f32):
      %599 = arith.sitofp %in : i64 to f32
      %600 = arith.subf %599, %in_203 : f32
      linalg.yield %600 : f32
    } -> tensor<2x16x80xf32> loc(#loc21)
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %196 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc232)
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %197 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc233)
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %198 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc234)
    %collapsed_116 = tensor.collapse_shape %199 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32> into tensor<32x80xf32> loc(#loc235)
    %transposed_117 = linalg.transpose ins(%collapsed_116 : tensor<32x80xf32>) outs(%69 : tensor<80x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc236)
    %200 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_117, %collapsed_91 : tensor<80x32xf32>, tensor<32x32xf32>) outs(%191 : tensor<80x32xf32>) -> tensor<80x32xf32> loc(#loc237)
    %201 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_116, %arg12 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc238)
    %expanded_118 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc239)
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %expanded_118 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc240)
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %104 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc241)
    %204 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %arg11 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc242)
    %205 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%203 : tensor<2x16x32xf32>) outs(%173 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<1x1x32xf32> loc(#loc243)
    %collapsed_119 = tensor.collapse_shape %205 [[0, 1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc244)
    %206 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %98 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc245)
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %103 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc246)
    %208 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%206 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc247)
    %209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %207 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc248)
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc249)
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_18 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc250)
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %210 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc251)
    %collapsed_120 = tensor.collapse_shape %212 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc252)
    %213 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_120 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc252)
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.divf %in, %cst_16 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc253)
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc254)
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_19 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc255)
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %216 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc256)
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %217 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc257)
    %collapsed_121 = tensor.collapse_shape %218 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc258)
    %transposed_122 = linalg.transpose ins(%collapsed_121 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc259)
    %219 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_122, %collapsed_88 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc260)
    %220 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_121, %arg10 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc261)
    %expanded_123 = tensor.expand_shape %220 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc262)
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<2x16x2x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc263)
    %collapsed_125 = tensor.collapse_shape %transposed_124 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc264)
    %transposed_126 = linalg.transpose ins(%collapsed_83 : tensor<4x16x16xf32>) outs(%24 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc265)
    %221 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_126, %collapsed_125 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc266)
    %transposed_127 = linalg.transpose ins(%collapsed_84 : tensor<4x16x16xf32>) outs(%24 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc267)
    %222 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_125, %transposed_127 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc268)
    %expanded_128 = tensor.expand_shape %221 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc269)
    %expanded_129 = tensor.expand_shape %222 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc270)
    %223 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129, %95 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc271)
    %224 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%223 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc272)
    %225 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %224 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc273)
    %226 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %225 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc274)
    %227 = linalg.generic {indexing_maps = [#map5, #map10, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %cst_14, %226 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %599 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc275)
    %228 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_17 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc276)
    %collapsed_130 = tensor.collapse_shape %228 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc277)
    %transposed_131 = linalg.transpose ins(%collapsed_79 : tensor<4x16x16xf32>) outs(%24 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc278)
    %229 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_131, %collapsed_130 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc279)
    %transposed_132 = linalg.transpose ins(%collapsed_80 : tensor<4x16x16xf32>) outs(%24 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc280)
    %230 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_130, %transposed_132 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc281)
    %expanded_133 = tensor.expand_shape %229 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc282)
    %expanded_134 = tensor.expand_shape %230 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc283)
    %transposed_135 = linalg.transpose ins(%expanded_133 : tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc284)
    %231 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_135, %cst_4 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc285)
    %extracted_slice_136 = tensor.extract_slice %231[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc286)
    %extracted_slice_137 = tensor.extract_slice %231[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc287)
    %232 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_136 : tensor<2x2x16x8xf32>) outs(%16 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.negf %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc288)
    %233 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_135, %cst_3 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc289)
    %concat_138 = tensor.concat dim(3) %extracted_slice_137, %232 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc290)
    %234 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %concat_138 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc291)
    %235 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_134, %cst_4 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc292)
    %extracted_slice_139 = tensor.extract_slice %235[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc293)
    %extracted_slice_140 = tensor.extract_slice %235[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc294)
    %236 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139 : tensor<2x2x16x8xf32>) outs(%16 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.negf %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc295)
    %237 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_134, %cst_3 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc296)
    %concat_141 = tensor.concat dim(3) %extracted_slice_140, %236 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc297)
    %238 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %concat_141 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc298)
    %transposed_142 = linalg.transpose ins(%expanded_128 : tensor<2x2x16x16xf32>) outs(%49 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc299)
    %collapsed_143 = tensor.collapse_shape %transposed_142 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc300)
    %transposed_144 = linalg.transpose ins(%234 : tensor<2x2x16x16xf32>) outs(%49 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc301)
    %collapsed_145 = tensor.collapse_shape %transposed_144 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc302)
    %transposed_146 = linalg.transpose ins(%238 : tensor<2x2x16x16xf32>) outs(%49 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc303)
    %collapsed_147 = tensor.collapse_shape %transposed_146 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc304)
    %concat_148 = tensor.concat dim(2) %collapsed_147, %collapsed_145, %collapsed_143 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc305)
    %collapsed_149 = tensor.collapse_shape %concat_148 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc306)
    %239 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x32xf32> loc(#loc307)
    %transposed_150 = linalg.transpose ins(%collapsed_149 : tensor<32x96xf32>) outs(%239 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc307)
    %240 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_20 : f32) outs(%239 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc308)
    %241 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_150, %collapsed_61 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%240 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc308)
    %242 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_149, %arg9 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc309)
    %expanded_151 = tensor.expand_shape %242 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc310)
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151, %77 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc311)
    %244 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc312)
    %245 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%243 : tensor<2x16x32xf32>) outs(%173 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<1x1x32xf32> loc(#loc313)
    %collapsed_152 = tensor.collapse_shape %245 [[0, 1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc314)
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %71 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc315)
    %247 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %76 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc316)
    %248 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%246 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc317)
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %247 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc318)
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc319)
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_18 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc320)
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %250 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc321)
    %collapsed_153 = tensor.collapse_shape %252 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc322)
    %253 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_153 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc322)
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.divf %in, %cst_16 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc323)
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc324)
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_19 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc325)
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %256 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc326)
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %257 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc327)
    %collapsed_154 = tensor.collapse_shape %258 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc328)
    %transposed_155 = linalg.transpose ins(%collapsed_154 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc329)
    %259 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_155, %collapsed_58 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%62 : tensor<32x80xf32>) -> tensor<32x80xf32> loc(#loc330)
    %260 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_154, %arg7 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%62 : tensor<32x80xf32>) -> tensor<32x80xf32> loc(#loc331)
    %expanded_156 = tensor.expand_shape %260 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x80xf32> into tensor<2x16x80xf32> loc(#loc332)
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_156, %66 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc333)
    %262 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_156, %expanded_56 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc334)
    %collapsed_157 = tensor.collapse_shape %261 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32> into tensor<32x80xf32> loc(#loc335)
    %transposed_158 = linalg.transpose ins(%collapsed_157 : tensor<32x80xf32>) outs(%69 : tensor<80x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc336)
    %263 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_158, %collapsed_53 : tensor<80x32xf32>, tensor<32x32xf32>) outs(%191 : tensor<80x32xf32>) -> tensor<80x32xf32> loc(#loc337)
    %264 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_157, %arg6 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc338)
    %expanded_159 = tensor.expand_shape %264 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc339)
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %expanded_54 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc340)
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %65 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc341)
    %267 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_23, %65 : tensor<i64>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_203: f32, %out: f32):
      %599 = arith.sitofp %in : i64 to f32
      %600 = arith.subf %599, %in_203 : f32
      linalg.yield %600 : f32
    } -> tensor<2x16x80xf32> loc(#loc342)
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %267 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc343)
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %268 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc344)
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %269 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%64 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x80xf32> loc(#loc345)
    %collapsed_160 = tensor.collapse_shape %270 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32> into tensor<32x80xf32> loc(#loc346)
    %transposed_161 = linalg.transpose ins(%collapsed_160 : tensor<32x80xf32>) outs(%69 : tensor<80x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc347)
    %271 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_161, %collapsed_53 : tensor<80x32xf32>, tensor<32x32xf32>) outs(%191 : tensor<80x32xf32>) -> tensor<80x32xf32> loc(#loc348)
    %272 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_160, %arg5 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc349)
    %expanded_162 = tensor.expand_shape %272 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc350)
    %273 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %expanded_162 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc351)
    %274 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %59 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc352)
    %275 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %arg4 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc353)
    %276 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%274 : tensor<2x16x32xf32>) outs(%173 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<1x1x32xf32> loc(#loc354)
    %collapsed_163 = tensor.collapse_shape %276 [[0, 1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc355)
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %53 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc356)
    %278 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %58 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc357)
    %279 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%277 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc358)
    %280 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %278 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc359)
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc360)
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_18 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc361)
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %281 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc362)
    %collapsed_164 = tensor.collapse_shape %283 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc363)
    %284 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_164 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc363)
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.divf %in, %cst_16 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc364)
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc365)
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_19 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc366)
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %287 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc367)
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %288 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc368)
    %collapsed_165 = tensor.collapse_shape %289 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc369)
    %transposed_166 = linalg.transpose ins(%collapsed_165 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc370)
    %290 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_166, %collapsed_50 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc371)
    %291 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_165, %arg3 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc372)
    %expanded_167 = tensor.expand_shape %291 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc373)
    %transposed_168 = linalg.transpose ins(%expanded_167 : tensor<2x16x2x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc374)
    %collapsed_169 = tensor.collapse_shape %transposed_168 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc375)
    %transposed_170 = linalg.transpose ins(%collapsed_45 : tensor<4x16x16xf32>) outs(%24 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc376)
    %292 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_170, %collapsed_169 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc377)
    %transposed_171 = linalg.transpose ins(%collapsed_46 : tensor<4x16x16xf32>) outs(%24 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc378)
    %293 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_169, %transposed_171 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc379)
    %expanded_172 = tensor.expand_shape %292 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc380)
    %expanded_173 = tensor.expand_shape %293 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc381)
    %294 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_173, %47 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc382)
    %295 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%294 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc383)
    %296 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %295 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc384)
    %297 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %296 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc385)
    %298 = linalg.generic {indexing_maps = [#map5, #map10, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %cst_14, %297 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %599 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc386)
    %299 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298 : tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_17 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc387)
    %collapsed_174 = tensor.collapse_shape %299 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc388)
    %transposed_175 = linalg.transpose ins(%collapsed_39 : tensor<4x16x16xf32>) outs(%24 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc389)
    %300 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_175, %collapsed_174 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc390)
    %transposed_176 = linalg.transpose ins(%collapsed_40 : tensor<4x16x16xf32>) outs(%24 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc391)
    %301 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_174, %transposed_176 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%25 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc392)
    %expanded_177 = tensor.expand_shape %300 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc393)
    %expanded_178 = tensor.expand_shape %301 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc394)
    %transposed_179 = linalg.transpose ins(%expanded_177 : tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) permutation = [0, 1, 3, 2]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc395)
    %302 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_179, %cst_4 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc396)
    %extracted_slice_180 = tensor.extract_slice %302[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc397)
    %extracted_slice_181 = tensor.extract_slice %302[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc398)
    %303 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_180 : tensor<2x2x16x8xf32>) outs(%16 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.negf %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc399)
    %304 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_179, %cst_3 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc400)
    %concat_182 = tensor.concat dim(3) %extracted_slice_181, %303 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc401)
    %305 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %concat_182 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc402)
    %306 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_178, %cst_4 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc403)
    %extracted_slice_183 = tensor.extract_slice %306[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc404)
    %extracted_slice_184 = tensor.extract_slice %306[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc(#loc405)
    %307 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_183 : tensor<2x2x16x8xf32>) outs(%16 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.negf %in : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x8xf32> loc(#loc406)
    %308 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_178, %cst_3 : tensor<2x2x16x16xf32>, tensor<16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc407)
    %concat_185 = tensor.concat dim(3) %extracted_slice_184, %307 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32> loc(#loc408)
    %309 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %concat_185 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%14 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc409)
    %transposed_186 = linalg.transpose ins(%expanded_172 : tensor<2x2x16x16xf32>) outs(%49 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc410)
    %collapsed_187 = tensor.collapse_shape %transposed_186 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc411)
    %transposed_188 = linalg.transpose ins(%305 : tensor<2x2x16x16xf32>) outs(%49 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc412)
    %collapsed_189 = tensor.collapse_shape %transposed_188 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc413)
    %transposed_190 = linalg.transpose ins(%309 : tensor<2x2x16x16xf32>) outs(%49 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc414)
    %collapsed_191 = tensor.collapse_shape %transposed_190 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc415)
    %concat_192 = tensor.concat dim(2) %collapsed_191, %collapsed_189, %collapsed_187 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc416)
    %collapsed_193 = tensor.collapse_shape %concat_192 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc417)
    %transposed_194 = linalg.transpose ins(%collapsed_193 : tensor<32x96xf32>) outs(%239 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc418)
    %310 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_194, %collapsed : tensor<96x32xf32>, tensor<32x32xf32>) outs(%240 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc419)
    %311 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_193, %arg2 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc420)
    %expanded_195 = tensor.expand_shape %311 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc421)
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_195, %9 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc422)
    %313 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_195, %arg1 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc423)
    %314 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "reduction", "parallel"]} ins(%312 : tensor<2x16x32xf32>) outs(%173 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<1x1x32xf32> loc(#loc424)
    %collapsed_196 = tensor.collapse_shape %314 [[0, 1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc425)
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %1 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc426)
    %316 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %8 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc427)
    %317 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%315 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.addf %in, %out : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc428)
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %316 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc429)
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc430)
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_18 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc431)
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %319 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x1xf32> loc(#loc432)
    %collapsed_197 = tensor.collapse_shape %321 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc433)
    %322 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_197 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc433)
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.divf %in, %cst_16 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc434)
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc435)
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.mulf %in, %cst_19 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc436)
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %325 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc437)
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %326 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc438)
    %328 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xi1> loc(#loc439)
    %329 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x16xi64>) outs(%328 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %599 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %599 : i1
    } -> tensor<2x16xi1> loc(#loc439)
    %330 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x16xi64>) outs(%328 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %599 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %599 : i1
    } -> tensor<2x16xi1> loc(#loc440)
    %331 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%329, %330 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%328 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: i1, %out: i1):
      %599 = arith.andi %in, %in_203 : i1
      linalg.yield %599 : i1
    } -> tensor<2x16xi1> loc(#loc441)
    %332 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x16xi64>) outs(%328 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %599 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %599 : i1
    } -> tensor<2x16xi1> loc(#loc442)
    %333 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%331, %332 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%328 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: i1, %out: i1):
      %599 = arith.andi %in, %in_203 : i1
      linalg.yield %599 : i1
    } -> tensor<2x16xi1> loc(#loc443)
    %expanded_198 = tensor.expand_shape %333 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xi1> into tensor<2x16x1xi1> loc(#loc444)
    %334 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xi64> loc(#loc17)
    %335 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x16xi64>) outs(%334 : tensor<2x16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %599 = arith.maxsi %in, %c-64_i64 : i64
      %600 = arith.minsi %599, %c63_i64 : i64
      linalg.yield %600 : i64
    } -> tensor<2x16xi64> loc(#loc17)
    %336 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xi1> loc(#loc445)
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_198 : tensor<2x16x1xi1>) outs(%336 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %599 = arith.xori %in, %true : i1
      linalg.yield %599 : i1
    } -> tensor<2x16x1xi1> loc(#loc445)
    %338 = linalg.generic {indexing_maps = [#map2, #map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %cst_14, %327 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %599 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %599 : f32
    } -> tensor<2x16x32xf32> loc(#loc446)
    %collapsed_199 = tensor.collapse_shape %335 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc20)
    %expanded_200 = tensor.expand_shape %collapsed_199 [[0, 1]] output_shape [32, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc20)
    %collapsed_201 = tensor.collapse_shape %338 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc20)
    %expanded_202 = tensor.expand_shape %collapsed_201 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc20)
    %339 = scf.for %arg54 = %c0 to %c32 step %c1 iter_args(%arg55 = %cst_21) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %expanded_200[%arg54, %c0] : tensor<32x1xi64>
      %599 = arith.index_cast %extracted : i64 to index
      %extracted_slice_203 = tensor.extract_slice %expanded_202[%arg54, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_204 = tensor.extract_slice %arg55[%599, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<1x32xf32>
      %600 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_203 : tensor<1x32xf32>) outs(%extracted_slice_204 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %601 = arith.addf %out, %in : f32
        linalg.yield %601 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_205 = tensor.insert_slice %600 into %arg55[%599, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_205 : tensor<64x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc745)
    %340 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc6)
    %341 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%339 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc7)
    %342 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%340, %341 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc449)
    %343 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc8)
    %344 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%339 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc9)
    %345 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%344, %339 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc450)
    %346 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%343, %345 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc451)
    %347 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%arg51 : tensor<f32>) outs(%144 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = math.powf %599, %in : f32
      linalg.yield %600 : f32
    } -> tensor<f32> loc(#loc452)
    %348 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = []} ins(%cst_23, %347 : tensor<i64>, tensor<f32>) outs(%144 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_203: f32, %out: f32):
      %599 = arith.sitofp %in : i64 to f32
      %600 = arith.subf %599, %in_203 : f32
      linalg.yield %600 : f32
    } -> tensor<f32> loc(#loc453)
    %349 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%342, %348 : tensor<64x32xf32>, tensor<f32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc454)
    %350 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%arg51 : tensor<f32>) outs(%144 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = math.powf %599, %in : f32
      linalg.yield %600 : f32
    } -> tensor<f32> loc(#loc455)
    %351 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = []} ins(%cst_23, %350 : tensor<i64>, tensor<f32>) outs(%144 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_203: f32, %out: f32):
      %599 = arith.sitofp %in : i64 to f32
      %600 = arith.subf %599, %in_203 : f32
      linalg.yield %600 : f32
    } -> tensor<f32> loc(#loc456)
    %352 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%346, %351 : tensor<64x32xf32>, tensor<f32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc457)
    %353 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc10)
    %354 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%349 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc11)
    %355 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%352 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc458)
    %356 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%355 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc12)
    %357 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%354, %356 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc459)
    %358 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%353, %357 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc460)
    %359 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg18 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc461)
    %360 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_196 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc462)
    %361 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%359, %360 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc463)
    %362 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg35 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc464)
    %363 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_196 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc465)
    %364 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%363, %collapsed_196 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc466)
    %365 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%362, %364 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc467)
    %366 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%361, %348 : tensor<32xf32>, tensor<f32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc468)
    %367 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%365, %351 : tensor<32xf32>, tensor<f32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc470)
    %368 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg1 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc472)
    %369 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%366 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc473)
    %370 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%367 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc474)
    %371 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%370 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc475)
    %372 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%369, %371 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc476)
    %373 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%368, %372 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc477)
    %374 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc478)
    %375 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%310 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc479)
    %376 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%374, %375 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc481)
    %377 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc482)
    %378 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%310 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc483)
    %379 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%378, %310 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc484)
    %380 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%377, %379 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc485)
    %381 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%376, %348 : tensor<96x32xf32>, tensor<f32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc486)
    %382 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%380, %351 : tensor<96x32xf32>, tensor<f32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc488)
    %383 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc490)
    %384 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%381 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc491)
    %385 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%382 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc492)
    %386 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%385 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc493)
    %387 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%384, %386 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc494)
    %388 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%383, %387 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc495)
    %389 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc496)
    %390 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%290 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc497)
    %391 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%389, %390 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc499)
    %392 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc500)
    %393 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%290 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc501)
    %394 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%393, %290 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc502)
    %395 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%392, %394 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc503)
    %396 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%391, %348 : tensor<32x32xf32>, tensor<f32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc504)
    %397 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%395, %351 : tensor<32x32xf32>, tensor<f32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc506)
    %398 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc508)
    %399 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%396 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc509)
    %400 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%397 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc510)
    %401 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%400 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc511)
    %402 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%399, %401 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc512)
    %403 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%398, %402 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc513)
    %404 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg21 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc514)
    %405 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_163 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc515)
    %406 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%404, %405 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc516)
    %407 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg38 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc517)
    %408 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_163 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc518)
    %409 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%408, %collapsed_163 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc519)
    %410 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%407, %409 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc520)
    %411 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%406, %348 : tensor<32xf32>, tensor<f32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc521)
    %412 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%410, %351 : tensor<32xf32>, tensor<f32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc523)
    %413 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg4 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc525)
    %414 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%411 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc526)
    %415 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%412 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc527)
    %416 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%415 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc528)
    %417 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%414, %416 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc529)
    %418 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%413, %417 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc530)
    %419 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc531)
    %420 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%271 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc532)
    %421 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%419, %420 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc534)
    %422 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc535)
    %423 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%271 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc536)
    %424 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%423, %271 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc537)
    %425 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%422, %424 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc538)
    %426 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%421, %348 : tensor<80x32xf32>, tensor<f32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc539)
    %427 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%425, %351 : tensor<80x32xf32>, tensor<f32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc541)
    %428 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc543)
    %429 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%426 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc544)
    %430 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%427 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc545)
    %431 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%430 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc546)
    %432 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%429, %431 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc547)
    %433 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%428, %432 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc548)
    %434 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc549)
    %435 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc550)
    %436 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%434, %435 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc552)
    %437 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc553)
    %438 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc554)
    %439 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%438, %263 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc555)
    %440 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%437, %439 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc556)
    %441 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%436, %348 : tensor<80x32xf32>, tensor<f32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc557)
    %442 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%440, %351 : tensor<80x32xf32>, tensor<f32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc559)
    %443 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc561)
    %444 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%441 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc562)
    %445 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%442 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc563)
    %446 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%445 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc564)
    %447 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%444, %446 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc565)
    %448 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%443, %447 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc566)
    %449 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc567)
    %450 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc568)
    %451 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%449, %450 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc570)
    %452 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc571)
    %453 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc572)
    %454 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%453, %259 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc573)
    %455 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%452, %454 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc574)
    %456 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%451, %348 : tensor<32x80xf32>, tensor<f32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc575)
    %457 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%455, %351 : tensor<32x80xf32>, tensor<f32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc577)
    %458 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc579)
    %459 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%456 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc580)
    %460 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%457 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc581)
    %461 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%460 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc582)
    %462 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%459, %461 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc583)
    %463 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%458, %462 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc584)
    %464 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg25 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc585)
    %465 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_152 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc586)
    %466 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%464, %465 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc587)
    %467 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc588)
    %468 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_152 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc589)
    %469 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%468, %collapsed_152 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc590)
    %470 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%467, %469 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc591)
    %471 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%466, %348 : tensor<32xf32>, tensor<f32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc592)
    %472 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%470, %351 : tensor<32xf32>, tensor<f32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc594)
    %473 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc596)
    %474 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%471 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc597)
    %475 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%472 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc598)
    %476 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%475 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc599)
    %477 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%474, %476 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc600)
    %478 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%473, %477 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc601)
    %479 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc602)
    %480 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%241 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc603)
    %481 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%479, %480 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc605)
    %482 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc606)
    %483 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%241 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc607)
    %484 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%483, %241 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc608)
    %485 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%482, %484 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc609)
    %486 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%481, %348 : tensor<96x32xf32>, tensor<f32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc610)
    %487 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%485, %351 : tensor<96x32xf32>, tensor<f32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc612)
    %488 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc614)
    %489 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%486 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc615)
    %490 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%487 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc616)
    %491 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%490 : tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<96x32xf32> loc(#loc617)
    %492 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%489, %491 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc618)
    %493 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%488, %492 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%239 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<96x32xf32> loc(#loc619)
    %494 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc620)
    %495 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%219 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc621)
    %496 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%494, %495 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc623)
    %497 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc624)
    %498 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%219 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc625)
    %499 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%498, %219 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc626)
    %500 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%497, %499 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc627)
    %501 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%496, %348 : tensor<32x32xf32>, tensor<f32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc628)
    %502 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%500, %351 : tensor<32x32xf32>, tensor<f32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc630)
    %503 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc632)
    %504 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%501 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc633)
    %505 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%502 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc634)
    %506 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%505 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x32xf32> loc(#loc635)
    %507 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%504, %506 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc636)
    %508 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%503, %507 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x32xf32> loc(#loc637)
    %509 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg28 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc638)
    %510 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_119 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc639)
    %511 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%509, %510 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc640)
    %512 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg45 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc641)
    %513 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_119 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc642)
    %514 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%513, %collapsed_119 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc643)
    %515 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%512, %514 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc644)
    %516 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%511, %348 : tensor<32xf32>, tensor<f32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc645)
    %517 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%515, %351 : tensor<32xf32>, tensor<f32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc647)
    %518 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg11 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc649)
    %519 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%516 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc650)
    %520 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%517 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc651)
    %521 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%520 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc652)
    %522 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%519, %521 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc653)
    %523 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%518, %522 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc654)
    %524 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc655)
    %525 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%200 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc656)
    %526 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%524, %525 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc658)
    %527 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc659)
    %528 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%200 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc660)
    %529 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%528, %200 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc661)
    %530 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%527, %529 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc662)
    %531 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%526, %348 : tensor<80x32xf32>, tensor<f32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc663)
    %532 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%530, %351 : tensor<80x32xf32>, tensor<f32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc665)
    %533 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc667)
    %534 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%531 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc668)
    %535 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%532 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc669)
    %536 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%535 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc670)
    %537 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%534, %536 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc671)
    %538 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%533, %537 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc672)
    %539 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc673)
    %540 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%192 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc674)
    %541 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%539, %540 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc676)
    %542 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc677)
    %543 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%192 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc678)
    %544 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%543, %192 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc679)
    %545 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%542, %544 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc680)
    %546 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%541, %348 : tensor<80x32xf32>, tensor<f32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc681)
    %547 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%545, %351 : tensor<80x32xf32>, tensor<f32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc683)
    %548 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc685)
    %549 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%546 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc686)
    %550 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%547 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc687)
    %551 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%550 : tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<80x32xf32> loc(#loc688)
    %552 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%549, %551 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc689)
    %553 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%548, %552 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%69 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<80x32xf32> loc(#loc690)
    %554 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc691)
    %555 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc692)
    %556 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%554, %555 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc694)
    %557 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc695)
    %558 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc696)
    %559 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%558, %187 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc697)
    %560 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%557, %559 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc698)
    %561 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%556, %348 : tensor<32x80xf32>, tensor<f32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc699)
    %562 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%560, %351 : tensor<32x80xf32>, tensor<f32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc701)
    %563 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc703)
    %564 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%561 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc704)
    %565 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%562 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc705)
    %566 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%565 : tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32x80xf32> loc(#loc706)
    %567 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%564, %566 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc707)
    %568 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%563, %567 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%61 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32x80xf32> loc(#loc708)
    %569 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg32 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc709)
    %570 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_108 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc710)
    %571 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%569, %570 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc711)
    %572 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg49 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc712)
    %573 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_108 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc713)
    %574 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%573, %collapsed_108 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc714)
    %575 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%572, %574 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc715)
    %576 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%571, %348 : tensor<32xf32>, tensor<f32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc716)
    %577 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel"]} ins(%575, %351 : tensor<32xf32>, tensor<f32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc718)
    %578 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg15 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc720)
    %579 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%576 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc721)
    %580 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%577 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc722)
    %581 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%580 : tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<32xf32> loc(#loc723)
    %582 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%579, %581 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc724)
    %583 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%578, %582 : tensor<32xf32>, tensor<32xf32>) outs(%125 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<32xf32> loc(#loc725)
    %584 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_5 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc726)
    %585 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%168 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_6 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc727)
    %586 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%584, %585 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc729)
    %587 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_7 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc730)
    %588 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%168 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_8 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc731)
    %589 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%588, %168 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.mulf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc732)
    %590 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%587, %589 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.addf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc733)
    %591 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%586, %348 : tensor<64x32xf32>, tensor<f32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc734)
    %592 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel"]} ins(%590, %351 : tensor<64x32xf32>, tensor<f32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc736)
    %593 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_9 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc738)
    %594 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%591 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_10 : f64 to f32
      %600 = arith.mulf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc739)
    %595 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%592 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = math.sqrt %in : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc740)
    %596 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%595 : tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %599 = arith.truncf %cst_11 : f64 to f32
      %600 = arith.addf %in, %599 : f32
      linalg.yield %600 : f32
    } -> tensor<64x32xf32> loc(#loc741)
    %597 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%594, %596 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.divf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc742)
    %598 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%593, %597 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%166 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %599 = arith.subf %in, %in_203 : f32
      linalg.yield %599 : f32
    } -> tensor<64x32xf32> loc(#loc743)
    return {memopt.phase = "optimizer"} %148, %358, %373, %388, %403, %418, %433, %448, %463, %478, %493, %508, %523, %538, %553, %568, %583, %598, %342, %361, %376, %391, %406, %421, %436, %451, %466, %481, %496, %511, %526, %541, %556, %571, %586, %346, %365, %380, %395, %410, %425, %440, %455, %470, %485, %500, %515, %530, %545, %560, %575, %590 : tensor<f32>, tensor<64x32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<64x32xf32> loc(#loc743)
  } loc(#loc1)
} loc(#loc)

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_16_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3F",
      torch_tensor_16_16_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539B7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AB7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B"
    }
  }
#-}
