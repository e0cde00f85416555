#loc1 = loc("forward/-/view":71:0)
#loc2 = loc("backward/-/scatter":352:0)
#loc3 = loc("forward/0/add_3":105:0)
#loc4 = loc("forward/0/eq":149:0)
#loc5 = loc("forward/0/mul_13":189:0)
#loc6 = loc("forward/0/mul_14":191:0)
#loc7 = loc("optimizer/-/pow_5":647:0)
#loc8 = loc("optimizer/-/clamp_2":649:0)
#loc9 = loc("optimizer/-/div_7":653:0)
#loc10 = loc("optimizer/-/clamp_3":654:0)
#loc11 = loc("optimizer/-/div_11":686:0)
#loc12 = loc("optimizer/0/div_15":719:0)
#loc13 = loc("optimizer/0/div_21":767:0)
#loc14 = loc("optimizer/0/div_25":800:0)
#loc15 = loc("optimizer/0/div_45":962:0)
#loc16 = loc("forward/-/bitwise_and":98:0)
#loc17 = loc("forward/0/where":136:0)
#loc18 = loc("forward/0/where_1":152:0)
#loc19 = loc("backward/-/div_1":346:0)
#loc20 = loc("backward/-/clamp_1":641:0)
#loc21 = loc("backward/-/clamp":628:0)
#loc23 = loc("backward/0/index_put":632:0)
#loc24 = loc("backward/0/index_put_1":645:0)
#loc25 = loc("backward/1/sub_11":397:0)
#loc26 = loc("forward/-/where_4":332:0)
#loc27 = loc("forward/-/embedding":72:0)
#loc28 = loc("forward/-/embedding_1":73:0)
#loc29 = loc("forward/-/add":74:0)
#loc30 = loc("forward/-/convert_element_type":76:0)
#loc32 = loc("forward/-/arange":77:0)
#loc33 = loc("forward/-/arange_2":79:0)
#loc34 = loc("forward/-/unsqueeze_8":91:0)
#loc35 = loc("forward/-/unsqueeze_11":94:0)
#loc36 = loc("forward/-/le":97:0)
#loc37 = loc("forward/-/index":99:0)
#loc38 = loc("forward/-/bitwise_and_1":100:0)
#loc39 = loc("forward/0/var_mean":102:0)
#loc40 = loc("forward/0/rsqrt":106:0)
#loc41 = loc("forward/0/sub":107:0)
#loc42 = loc("forward/0/mul":108:0)
#loc43 = loc("forward/0/mul_1":109:0)
#loc44 = loc("forward/0/add_4":110:0)
#loc46 = loc("forward/0/mm":112:0)
#loc47 = loc("forward/0/expand_1":114:0)
#loc48 = loc("forward/0/add_5":116:0)
#loc57 = loc("forward/0/permute_2":127:0)
#loc58 = loc("forward/0/mul_4":137:0)
#loc59 = loc("forward/0/permute_3":138:0)
#loc60 = loc("forward/0/mul_5":139:0)
#loc64 = loc("forward/0/view_9":146:0)
#loc65 = loc("forward/0/add_6":147:0)
#loc66 = loc("forward/0/_softmax":148:0)
#loc67 = loc("forward/0/all_1":150:0)
#loc74 = loc("forward/0/mm_1":164:0)
#loc75 = loc("forward/0/expand_6":166:0)
#loc76 = loc("forward/0/add_7":168:0)
#loc79 = loc("forward/0/view_16":169:0)
#loc80 = loc("forward/0/add_8":170:0)
#loc81 = loc("forward/0/var_mean_1":171:0)
#loc82 = loc("forward/0/add_9":174:0)
#loc83 = loc("forward/0/rsqrt_1":175:0)
#loc84 = loc("forward/0/sub_1":176:0)
#loc85 = loc("forward/0/mul_8":177:0)
#loc86 = loc("forward/0/mul_9":178:0)
#loc87 = loc("forward/0/add_10":179:0)
#loc89 = loc("forward/0/mm_2":181:0)
#loc90 = loc("forward/0/expand_7":183:0)
#loc91 = loc("forward/0/add_11":185:0)
#loc94 = loc("forward/0/view_18":186:0)
#loc95 = loc("forward/0/mul_12":187:0)
#loc96 = loc("forward/0/pow_1":188:0)
#loc97 = loc("forward/0/add_12":190:0)
#loc98 = loc("forward/0/tanh":192:0)
#loc99 = loc("forward/0/add_13":193:0)
#loc100 = loc("forward/0/mul_15":194:0)
#loc102 = loc("forward/0/mm_3":196:0)
#loc103 = loc("forward/0/expand_8":198:0)
#loc104 = loc("forward/0/add_14":200:0)
#loc107 = loc("forward/0/view_20":201:0)
#loc108 = loc("forward/0/add_15":202:0)
#loc109 = loc("forward/1/var_mean_2":203:0)
#loc110 = loc("forward/1/add_16":206:0)
#loc111 = loc("forward/1/rsqrt_2":207:0)
#loc112 = loc("forward/1/sub_2":208:0)
#loc113 = loc("forward/1/mul_18":209:0)
#loc114 = loc("forward/1/mul_19":210:0)
#loc115 = loc("forward/1/add_17":211:0)
#loc117 = loc("forward/1/mm_4":213:0)
#loc118 = loc("forward/1/expand_9":215:0)
#loc119 = loc("forward/1/add_18":217:0)
#loc128 = loc("forward/1/permute_7":228:0)
#loc129 = loc("forward/1/mul_22":238:0)
#loc130 = loc("forward/1/permute_8":239:0)
#loc131 = loc("forward/1/mul_23":240:0)
#loc135 = loc("forward/1/view_28":247:0)
#loc136 = loc("forward/1/add_19":248:0)
#loc138 = loc("forward/1/_softmax_1":249:0)
#loc139 = loc("forward/1/eq_1":250:0)
#loc140 = loc("forward/1/all_2":251:0)
#loc141 = loc("forward/1/where_3":253:0)
#loc148 = loc("forward/1/mm_5":265:0)
#loc149 = loc("forward/1/expand_14":267:0)
#loc150 = loc("forward/1/add_20":269:0)
#loc153 = loc("forward/1/view_35":270:0)
#loc154 = loc("forward/1/add_21":271:0)
#loc155 = loc("forward/1/var_mean_3":272:0)
#loc156 = loc("forward/1/add_22":275:0)
#loc157 = loc("forward/1/rsqrt_3":276:0)
#loc158 = loc("forward/1/sub_3":277:0)
#loc159 = loc("forward/1/mul_26":278:0)
#loc160 = loc("forward/1/mul_27":279:0)
#loc161 = loc("forward/1/add_23":280:0)
#loc163 = loc("forward/1/mm_6":282:0)
#loc164 = loc("forward/1/expand_15":284:0)
#loc165 = loc("forward/1/add_24":286:0)
#loc168 = loc("forward/1/view_37":287:0)
#loc169 = loc("forward/1/mul_30":288:0)
#loc170 = loc("forward/1/pow_2":289:0)
#loc171 = loc("forward/1/mul_31":290:0)
#loc172 = loc("forward/1/add_25":291:0)
#loc173 = loc("forward/1/mul_32":292:0)
#loc174 = loc("forward/1/tanh_1":293:0)
#loc175 = loc("forward/1/add_26":294:0)
#loc176 = loc("forward/1/mul_33":295:0)
#loc178 = loc("forward/1/mm_7":297:0)
#loc179 = loc("forward/1/expand_16":299:0)
#loc180 = loc("forward/1/add_27":301:0)
#loc183 = loc("forward/1/view_39":302:0)
#loc184 = loc("forward/1/add_28":303:0)
#loc185 = loc("forward/-/var_mean_4":304:0)
#loc186 = loc("forward/-/add_29":307:0)
#loc187 = loc("forward/-/rsqrt_4":308:0)
#loc188 = loc("forward/-/sub_4":309:0)
#loc189 = loc("forward/-/mul_36":310:0)
#loc190 = loc("forward/-/mul_37":311:0)
#loc191 = loc("forward/-/add_30":312:0)
#loc195 = loc("forward/-/constant_pad_nd":319:0)
#loc197 = loc("forward/-/view_44":323:0)
#loc198 = loc("forward/-/amax":324:0)
#loc200 = loc("forward/-/sub_5":325:0)
#loc201 = loc("forward/-/exp":326:0)
#loc202 = loc("forward/-/sum_1":327:0)
#loc203 = loc("forward/-/log":328:0)
#loc204 = loc("forward/-/sub_6":329:0)
#loc205 = loc("forward/-/ne":330:0)
#loc206 = loc("forward/-/unsqueeze_12":333:0)
#loc207 = loc("forward/-/gather":334:0)
#loc208 = loc("forward/-/squeeze":335:0)
#loc209 = loc("forward/-/neg":336:0)
#loc210 = loc("forward/-/where_5":339:0)
#loc212 = loc("forward/-/sum_2":341:0)
#loc214 = loc("forward/-/convert_element_type_1":342:0)
#loc215 = loc("forward/-/sum_3":343:0)
#loc216 = loc("forward/-/div":344:0)
#loc217 = loc("backward/-/unsqueeze_13":347:0)
#loc218 = loc("backward/-/ne_3":348:0)
#loc219 = loc("backward/-/where_6":350:0)
#loc220 = loc("backward/-/where_7":355:0)
#loc222 = loc("backward/-/mul_38":356:0)
#loc223 = loc("backward/-/exp_1":357:0)
#loc224 = loc("backward/-/sum_4":358:0)
#loc225 = loc("backward/-/mul_39":359:0)
#loc226 = loc("backward/-/sub_7":360:0)
#loc230 = loc("backward/-/view_47":368:0)
#loc231 = loc("backward/-/mul_41":373:0)
#loc232 = loc("backward/-/mul_42":374:0)
#loc233 = loc("backward/-/sum_5":375:0)
#loc234 = loc("backward/1/mul_43":376:0)
#loc236 = loc("backward/1/sum_6":377:0)
#loc237 = loc("backward/1/mul_44":378:0)
#loc238 = loc("backward/-/sub_9":379:0)
#loc239 = loc("backward/1/sub_10":380:0)
#loc240 = loc("backward/-/div_2":381:0)
#loc241 = loc("backward/1/mul_45":382:0)
#loc242 = loc("backward/1/mul_46":383:0)
#loc243 = loc("backward/1/sum_7":384:0)
#loc244 = loc("backward/-/sum_8":385:0)
#loc245 = loc("backward/1/view_49":386:0)
#loc249 = loc("backward/1/mm_12":390:0)
#loc250 = loc("backward/1/sum_9":391:0)
#loc251 = loc("backward/1/view_50":392:0)
#loc252 = loc("backward/1/view_51":393:0)
#loc253 = loc("backward/1/mul_47":394:0)
#loc254 = loc("backward/1/mul_48":395:0)
#loc255 = loc("backward/1/mul_49":396:0)
#loc256 = loc("backward/1/mul_50":398:0)
#loc257 = loc("backward/1/mul_51":399:0)
#loc258 = loc("backward/1/mul_52":400:0)
#loc259 = loc("backward/1/pow_3":401:0)
#loc260 = loc("backward/1/mul_53":402:0)
#loc261 = loc("backward/1/mul_54":403:0)
#loc262 = loc("backward/1/add_31":404:0)
#loc263 = loc("backward/1/mul_55":405:0)
#loc264 = loc("backward/1/add_32":406:0)
#loc265 = loc("backward/1/view_52":407:0)
#loc269 = loc("backward/1/mm_14":411:0)
#loc270 = loc("backward/1/sum_10":412:0)
#loc271 = loc("backward/1/view_53":413:0)
#loc272 = loc("backward/1/view_54":414:0)
#loc273 = loc("backward/1/mul_57":417:0)
#loc274 = loc("backward/1/mul_58":418:0)
#loc275 = loc("backward/1/sum_11":419:0)
#loc276 = loc("backward/1/mul_59":420:0)
#loc278 = loc("backward/1/sum_12":421:0)
#loc279 = loc("backward/1/mul_60":422:0)
#loc280 = loc("backward/1/sub_13":423:0)
#loc281 = loc("backward/1/sub_14":424:0)
#loc282 = loc("backward/1/div_3":425:0)
#loc283 = loc("backward/1/mul_61":426:0)
#loc284 = loc("backward/1/mul_62":427:0)
#loc285 = loc("backward/1/sum_13":428:0)
#loc286 = loc("backward/1/sum_14":429:0)
#loc287 = loc("backward/1/add_33":430:0)
#loc288 = loc("backward/1/view_55":431:0)
#loc292 = loc("backward/1/mm_16":435:0)
#loc293 = loc("backward/1/sum_15":436:0)
#loc294 = loc("backward/1/view_56":437:0)
#loc303 = loc("backward/1/view_62":449:0)
#loc304 = loc("backward/1/mul_63":450:0)
#loc305 = loc("backward/1/sum_16":451:0)
#loc306 = loc("backward/1/mul_64":452:0)
#loc307 = loc("backward/1/sub_15":453:0)
#loc313 = loc("backward/1/view_64":459:0)
#loc314 = loc("backward/1/view_65":460:0)
#loc315 = loc("backward/1/mul_65":461:0)
#loc316 = loc("backward/1/mul_66":463:0)
#loc324 = loc("backward/1/view_69":479:0)
#loc328 = loc("backward/1/mm_18":483:0)
#loc329 = loc("backward/1/sum_17":484:0)
#loc330 = loc("backward/1/view_70":485:0)
#loc331 = loc("backward/1/view_71":486:0)
#loc332 = loc("backward/1/mul_68":489:0)
#loc333 = loc("backward/1/mul_69":490:0)
#loc334 = loc("backward/1/sum_18":491:0)
#loc335 = loc("backward/1/mul_70":492:0)
#loc337 = loc("backward/1/sum_19":493:0)
#loc338 = loc("backward/1/mul_71":494:0)
#loc339 = loc("backward/1/sub_17":495:0)
#loc340 = loc("backward/1/sub_18":496:0)
#loc341 = loc("backward/1/div_4":497:0)
#loc342 = loc("backward/1/mul_72":498:0)
#loc343 = loc("backward/1/mul_73":499:0)
#loc344 = loc("backward/1/sum_20":500:0)
#loc345 = loc("backward/1/sum_21":501:0)
#loc346 = loc("backward/1/add_34":502:0)
#loc347 = loc("backward/1/view_72":503:0)
#loc351 = loc("backward/0/mm_20":507:0)
#loc352 = loc("backward/1/sum_22":508:0)
#loc353 = loc("backward/1/view_73":509:0)
#loc354 = loc("backward/0/view_74":510:0)
#loc355 = loc("backward/0/mul_74":511:0)
#loc356 = loc("backward/0/mul_75":512:0)
#loc357 = loc("backward/0/mul_76":513:0)
#loc358 = loc("backward/0/sub_19":514:0)
#loc359 = loc("backward/0/mul_77":515:0)
#loc360 = loc("backward/0/mul_78":516:0)
#loc361 = loc("backward/0/mul_79":517:0)
#loc362 = loc("backward/0/pow_4":518:0)
#loc363 = loc("backward/0/mul_80":519:0)
#loc364 = loc("backward/0/mul_81":520:0)
#loc365 = loc("backward/0/add_35":521:0)
#loc366 = loc("backward/0/mul_82":522:0)
#loc367 = loc("backward/0/add_36":523:0)
#loc368 = loc("backward/0/view_75":524:0)
#loc372 = loc("backward/0/mm_22":528:0)
#loc373 = loc("backward/0/sum_23":529:0)
#loc374 = loc("backward/0/view_76":530:0)
#loc375 = loc("backward/0/view_77":531:0)
#loc376 = loc("backward/0/mul_84":534:0)
#loc377 = loc("backward/0/mul_85":535:0)
#loc378 = loc("backward/0/sum_24":536:0)
#loc379 = loc("backward/0/mul_86":537:0)
#loc381 = loc("backward/0/sum_25":538:0)
#loc382 = loc("backward/0/mul_87":539:0)
#loc383 = loc("backward/0/sub_21":540:0)
#loc384 = loc("backward/0/sub_22":541:0)
#loc385 = loc("backward/0/div_5":542:0)
#loc386 = loc("backward/0/mul_88":543:0)
#loc387 = loc("backward/0/mul_89":544:0)
#loc388 = loc("backward/0/sum_26":545:0)
#loc389 = loc("backward/0/sum_27":546:0)
#loc390 = loc("backward/0/add_37":547:0)
#loc391 = loc("backward/0/view_78":548:0)
#loc395 = loc("backward/0/mm_24":552:0)
#loc396 = loc("backward/0/sum_28":553:0)
#loc397 = loc("backward/0/view_79":554:0)
#loc406 = loc("backward/0/view_85":566:0)
#loc407 = loc("backward/0/mul_90":567:0)
#loc408 = loc("backward/0/sum_29":568:0)
#loc409 = loc("backward/0/mul_91":569:0)
#loc410 = loc("backward/0/sub_23":570:0)
#loc416 = loc("backward/0/view_87":576:0)
#loc417 = loc("backward/0/view_88":577:0)
#loc418 = loc("backward/0/mul_92":578:0)
#loc419 = loc("backward/0/mul_93":580:0)
#loc427 = loc("backward/0/view_92":596:0)
#loc431 = loc("backward/0/mm_26":600:0)
#loc432 = loc("backward/0/sum_30":601:0)
#loc433 = loc("backward/0/view_93":602:0)
#loc434 = loc("backward/0/view_94":603:0)
#loc435 = loc("backward/0/mul_95":606:0)
#loc436 = loc("backward/0/mul_96":607:0)
#loc437 = loc("backward/0/sum_31":608:0)
#loc438 = loc("backward/0/mul_97":609:0)
#loc440 = loc("backward/0/sum_32":610:0)
#loc441 = loc("backward/0/mul_98":611:0)
#loc442 = loc("backward/0/sub_25":612:0)
#loc443 = loc("backward/0/sub_26":613:0)
#loc444 = loc("backward/0/div_6":614:0)
#loc445 = loc("backward/0/mul_99":615:0)
#loc446 = loc("backward/0/mul_100":616:0)
#loc447 = loc("backward/0/sum_33":617:0)
#loc448 = loc("backward/0/sum_34":618:0)
#loc449 = loc("backward/0/add_38":619:0)
#loc450 = loc("backward/-/ge":620:0)
#loc451 = loc("backward/-/lt":621:0)
#loc452 = loc("backward/-/bitwise_and_2":622:0)
#loc453 = loc("backward/-/ne_5":623:0)
#loc454 = loc("backward/-/bitwise_and_3":624:0)
#loc455 = loc("backward/-/unsqueeze_14":625:0)
#loc456 = loc("backward/-/bitwise_not":629:0)
#loc457 = loc("backward/0/where_8":631:0)
#loc458 = loc("backward/-/ge_1":633:0)
#loc459 = loc("backward/-/lt_1":634:0)
#loc460 = loc("backward/-/bitwise_and_4":635:0)
#loc461 = loc("backward/-/ne_6":636:0)
#loc462 = loc("backward/-/bitwise_and_5":637:0)
#loc463 = loc("backward/-/unsqueeze_15":638:0)
#loc464 = loc("backward/-/bitwise_not_1":642:0)
#loc465 = loc("backward/0/where_9":644:0)
#loc466 = loc("backward/0/add_39":646:0)
#loc468 = loc("optimizer/-/rsqrt_5":648:0)
#loc469 = loc("optimizer/-/mul_101":650:0)
#loc470 = loc("optimizer/-/sum_35":651:0)
#loc471 = loc("optimizer/-/sqrt":652:0)
#loc472 = loc("optimizer/-/mul_102":655:0)
#loc473 = loc("optimizer/0/mul_103":656:0)
#loc474 = loc("optimizer/0/mean":657:0)
#loc475 = loc("optimizer/0/sub_27":658:0)
#loc476 = loc("optimizer/0/mul_104":659:0)
#loc477 = loc("optimizer/0/add_40":660:0)
#loc478 = loc("optimizer/0/mean_1":661:0)
#loc479 = loc("optimizer/0/sub_28":662:0)
#loc480 = loc("optimizer/0/mul_105":663:0)
#loc481 = loc("optimizer/0/add_41":664:0)
#loc482 = loc("optimizer/0/mm_27":665:0)
#loc483 = loc("optimizer/0/mean_2":666:0)
#loc484 = loc("optimizer/0/clamp_4":667:0)
#loc485 = loc("optimizer/0/div_8":668:0)
#loc486 = loc("optimizer/0/clamp_5":669:0)
#loc487 = loc("optimizer/0/rsqrt_6":670:0)
#loc488 = loc("optimizer/0/mul_106":671:0)
#loc489 = loc("optimizer/0/mul_107":672:0)
#loc490 = loc("optimizer/0/sum_36":673:0)
#loc491 = loc("optimizer/0/sqrt_1":674:0)
#loc492 = loc("optimizer/0/div_9":675:0)
#loc493 = loc("optimizer/0/clamp_6":676:0)
#loc494 = loc("optimizer/0/div_10":677:0)
#loc495 = loc("optimizer/0/mul_108":678:0)
#loc496 = loc("optimizer/0/sub_29":679:0)
#loc497 = loc("optimizer/-/mul_109":683:0)
#loc498 = loc("optimizer/-/sum_37":684:0)
#loc499 = loc("optimizer/-/sqrt_2":685:0)
#loc500 = loc("optimizer/-/clamp_8":687:0)
#loc501 = loc("optimizer/-/mul_110":688:0)
#loc503 = loc("optimizer/0/mul_111":689:0)
#loc504 = loc("optimizer/0/mean_3":690:0)
#loc505 = loc("optimizer/0/sub_30":691:0)
#loc506 = loc("optimizer/0/mul_112":692:0)
#loc508 = loc("optimizer/0/add_42":693:0)
#loc509 = loc("optimizer/0/mean_4":694:0)
#loc510 = loc("optimizer/0/sub_31":695:0)
#loc511 = loc("optimizer/0/mul_113":696:0)
#loc512 = loc("optimizer/0/add_43":697:0)
#loc513 = loc("optimizer/0/mm_28":698:0)
#loc514 = loc("optimizer/0/mean_5":699:0)
#loc515 = loc("optimizer/0/clamp_9":700:0)
#loc516 = loc("optimizer/0/div_12":701:0)
#loc517 = loc("optimizer/0/clamp_10":702:0)
#loc518 = loc("optimizer/0/rsqrt_8":703:0)
#loc519 = loc("optimizer/0/mul_114":704:0)
#loc520 = loc("optimizer/0/mul_115":705:0)
#loc521 = loc("optimizer/0/sum_38":706:0)
#loc522 = loc("optimizer/0/sqrt_3":707:0)
#loc523 = loc("optimizer/0/div_13":708:0)
#loc524 = loc("optimizer/0/clamp_11":709:0)
#loc525 = loc("optimizer/0/div_14":710:0)
#loc526 = loc("optimizer/0/mul_116":711:0)
#loc527 = loc("optimizer/0/sub_32":712:0)
#loc528 = loc("optimizer/0/mul_117":716:0)
#loc529 = loc("optimizer/0/sum_39":717:0)
#loc530 = loc("optimizer/0/sqrt_4":718:0)
#loc531 = loc("optimizer/0/clamp_13":720:0)
#loc532 = loc("optimizer/0/mul_118":721:0)
#loc534 = loc("optimizer/0/mul_119":722:0)
#loc535 = loc("optimizer/0/sub_33":723:0)
#loc536 = loc("optimizer/0/mul_120":724:0)
#loc538 = loc("optimizer/0/add_44":725:0)
#loc539 = loc("optimizer/0/clamp_14":726:0)
#loc540 = loc("optimizer/0/rsqrt_10":727:0)
#loc541 = loc("optimizer/0/mul_121":728:0)
#loc542 = loc("optimizer/0/mul_122":729:0)
#loc543 = loc("optimizer/0/sum_40":730:0)
#loc544 = loc("optimizer/0/sqrt_5":731:0)
#loc545 = loc("optimizer/0/div_16":732:0)
#loc546 = loc("optimizer/0/clamp_15":733:0)
#loc547 = loc("optimizer/0/div_17":734:0)
#loc548 = loc("optimizer/0/mul_123":735:0)
#loc549 = loc("optimizer/0/sub_34":736:0)
#loc550 = loc("optimizer/0/mul_124":740:0)
#loc551 = loc("optimizer/0/sum_41":741:0)
#loc552 = loc("optimizer/0/sqrt_6":742:0)
#loc553 = loc("optimizer/0/div_18":743:0)
#loc554 = loc("optimizer/0/clamp_17":744:0)
#loc555 = loc("optimizer/0/mul_125":745:0)
#loc557 = loc("optimizer/0/mul_126":746:0)
#loc558 = loc("optimizer/0/sub_35":747:0)
#loc559 = loc("optimizer/0/mul_127":748:0)
#loc561 = loc("optimizer/0/add_45":749:0)
#loc562 = loc("optimizer/0/clamp_18":750:0)
#loc563 = loc("optimizer/0/rsqrt_12":751:0)
#loc564 = loc("optimizer/0/mul_128":752:0)
#loc565 = loc("optimizer/0/mul_129":753:0)
#loc566 = loc("optimizer/0/sum_42":754:0)
#loc567 = loc("optimizer/0/sqrt_7":755:0)
#loc568 = loc("optimizer/0/div_19":756:0)
#loc569 = loc("optimizer/0/clamp_19":757:0)
#loc570 = loc("optimizer/0/div_20":758:0)
#loc571 = loc("optimizer/0/mul_130":759:0)
#loc572 = loc("optimizer/0/sub_36":760:0)
#loc573 = loc("optimizer/0/mul_131":764:0)
#loc574 = loc("optimizer/0/sum_43":765:0)
#loc575 = loc("optimizer/0/sqrt_8":766:0)
#loc576 = loc("optimizer/0/clamp_21":768:0)
#loc577 = loc("optimizer/0/mul_132":769:0)
#loc579 = loc("optimizer/0/mul_133":770:0)
#loc580 = loc("optimizer/0/mean_6":771:0)
#loc581 = loc("optimizer/0/sub_37":772:0)
#loc582 = loc("optimizer/0/mul_134":773:0)
#loc584 = loc("optimizer/0/add_46":774:0)
#loc585 = loc("optimizer/0/mean_7":775:0)
#loc586 = loc("optimizer/0/sub_38":776:0)
#loc587 = loc("optimizer/0/mul_135":777:0)
#loc588 = loc("optimizer/0/add_47":778:0)
#loc589 = loc("optimizer/0/mm_29":779:0)
#loc590 = loc("optimizer/0/mean_8":780:0)
#loc591 = loc("optimizer/0/clamp_22":781:0)
#loc592 = loc("optimizer/0/div_22":782:0)
#loc593 = loc("optimizer/0/clamp_23":783:0)
#loc594 = loc("optimizer/0/rsqrt_14":784:0)
#loc595 = loc("optimizer/0/mul_136":785:0)
#loc596 = loc("optimizer/0/mul_137":786:0)
#loc597 = loc("optimizer/0/sum_44":787:0)
#loc598 = loc("optimizer/0/sqrt_9":788:0)
#loc599 = loc("optimizer/0/div_23":789:0)
#loc600 = loc("optimizer/0/clamp_24":790:0)
#loc601 = loc("optimizer/0/div_24":791:0)
#loc602 = loc("optimizer/0/mul_138":792:0)
#loc603 = loc("optimizer/0/sub_39":793:0)
#loc604 = loc("optimizer/0/mul_139":797:0)
#loc605 = loc("optimizer/0/sum_45":798:0)
#loc606 = loc("optimizer/0/sqrt_10":799:0)
#loc607 = loc("optimizer/0/clamp_26":801:0)
#loc608 = loc("optimizer/0/mul_140":802:0)
#loc610 = loc("optimizer/0/mul_141":803:0)
#loc611 = loc("optimizer/0/sub_40":804:0)
#loc612 = loc("optimizer/0/mul_142":805:0)
#loc614 = loc("optimizer/0/add_48":806:0)
#loc615 = loc("optimizer/0/clamp_27":807:0)
#loc616 = loc("optimizer/0/rsqrt_16":808:0)
#loc617 = loc("optimizer/0/mul_143":809:0)
#loc618 = loc("optimizer/0/mul_144":810:0)
#loc619 = loc("optimizer/0/sum_46":811:0)
#loc620 = loc("optimizer/0/sqrt_11":812:0)
#loc621 = loc("optimizer/0/div_26":813:0)
#loc622 = loc("optimizer/0/clamp_28":814:0)
#loc623 = loc("optimizer/0/div_27":815:0)
#loc624 = loc("optimizer/0/mul_145":816:0)
#loc625 = loc("optimizer/0/sub_41":817:0)
#loc626 = loc("optimizer/0/mul_146":821:0)
#loc627 = loc("optimizer/0/sum_47":822:0)
#loc628 = loc("optimizer/0/sqrt_12":823:0)
#loc629 = loc("optimizer/0/div_28":824:0)
#loc630 = loc("optimizer/0/clamp_30":825:0)
#loc631 = loc("optimizer/0/mul_147":826:0)
#loc633 = loc("optimizer/0/mul_148":827:0)
#loc634 = loc("optimizer/0/mean_9":828:0)
#loc635 = loc("optimizer/0/sub_42":829:0)
#loc636 = loc("optimizer/0/mul_149":830:0)
#loc638 = loc("optimizer/0/add_49":831:0)
#loc639 = loc("optimizer/0/mean_10":832:0)
#loc640 = loc("optimizer/0/sub_43":833:0)
#loc641 = loc("optimizer/0/mul_150":834:0)
#loc642 = loc("optimizer/0/add_50":835:0)
#loc643 = loc("optimizer/0/mm_30":836:0)
#loc644 = loc("optimizer/0/mean_11":837:0)
#loc645 = loc("optimizer/0/clamp_31":838:0)
#loc646 = loc("optimizer/0/div_29":839:0)
#loc647 = loc("optimizer/0/clamp_32":840:0)
#loc648 = loc("optimizer/0/rsqrt_18":841:0)
#loc649 = loc("optimizer/0/mul_151":842:0)
#loc650 = loc("optimizer/0/mul_152":843:0)
#loc651 = loc("optimizer/0/sum_48":844:0)
#loc652 = loc("optimizer/0/sqrt_13":845:0)
#loc653 = loc("optimizer/0/div_30":846:0)
#loc654 = loc("optimizer/0/clamp_33":847:0)
#loc655 = loc("optimizer/0/div_31":848:0)
#loc656 = loc("optimizer/0/mul_153":849:0)
#loc657 = loc("optimizer/0/sub_44":850:0)
#loc658 = loc("optimizer/0/mul_154":854:0)
#loc659 = loc("optimizer/0/sum_49":855:0)
#loc660 = loc("optimizer/0/sqrt_14":856:0)
#loc661 = loc("optimizer/0/div_32":857:0)
#loc662 = loc("optimizer/0/clamp_35":858:0)
#loc663 = loc("optimizer/0/mul_155":859:0)
#loc665 = loc("optimizer/0/mul_156":860:0)
#loc666 = loc("optimizer/0/sub_45":861:0)
#loc667 = loc("optimizer/0/mul_157":862:0)
#loc669 = loc("optimizer/0/add_51":863:0)
#loc670 = loc("optimizer/0/clamp_36":864:0)
#loc671 = loc("optimizer/0/rsqrt_20":865:0)
#loc672 = loc("optimizer/0/mul_158":866:0)
#loc673 = loc("optimizer/0/mul_159":867:0)
#loc674 = loc("optimizer/0/sum_50":868:0)
#loc675 = loc("optimizer/0/sqrt_15":869:0)
#loc676 = loc("optimizer/0/div_33":870:0)
#loc677 = loc("optimizer/0/clamp_37":871:0)
#loc678 = loc("optimizer/0/div_34":872:0)
#loc679 = loc("optimizer/0/mul_160":873:0)
#loc680 = loc("optimizer/0/sub_46":874:0)
#loc681 = loc("optimizer/0/mul_161":878:0)
#loc682 = loc("optimizer/0/sum_51":879:0)
#loc683 = loc("optimizer/0/sqrt_16":880:0)
#loc684 = loc("optimizer/0/div_35":881:0)
#loc685 = loc("optimizer/0/clamp_39":882:0)
#loc686 = loc("optimizer/0/mul_162":883:0)
#loc688 = loc("optimizer/0/mul_163":884:0)
#loc689 = loc("optimizer/0/sub_47":885:0)
#loc690 = loc("optimizer/0/mul_164":886:0)
#loc692 = loc("optimizer/0/add_52":887:0)
#loc693 = loc("optimizer/0/clamp_40":888:0)
#loc694 = loc("optimizer/0/rsqrt_22":889:0)
#loc695 = loc("optimizer/0/mul_165":890:0)
#loc696 = loc("optimizer/0/mul_166":891:0)
#loc697 = loc("optimizer/0/sum_52":892:0)
#loc698 = loc("optimizer/0/sqrt_17":893:0)
#loc699 = loc("optimizer/0/div_36":894:0)
#loc700 = loc("optimizer/0/clamp_41":895:0)
#loc701 = loc("optimizer/0/div_37":896:0)
#loc702 = loc("optimizer/0/mul_167":897:0)
#loc703 = loc("optimizer/0/sub_48":898:0)
#loc704 = loc("optimizer/0/mul_168":902:0)
#loc705 = loc("optimizer/0/sum_53":903:0)
#loc706 = loc("optimizer/0/sqrt_18":904:0)
#loc707 = loc("optimizer/0/div_38":905:0)
#loc708 = loc("optimizer/0/clamp_43":906:0)
#loc709 = loc("optimizer/0/mul_169":907:0)
#loc711 = loc("optimizer/0/mul_170":908:0)
#loc712 = loc("optimizer/0/sub_49":909:0)
#loc713 = loc("optimizer/0/mul_171":910:0)
#loc715 = loc("optimizer/0/add_53":911:0)
#loc716 = loc("optimizer/0/clamp_44":912:0)
#loc717 = loc("optimizer/0/rsqrt_24":913:0)
#loc718 = loc("optimizer/0/mul_172":914:0)
#loc719 = loc("optimizer/0/mul_173":915:0)
#loc720 = loc("optimizer/0/sum_54":916:0)
#loc721 = loc("optimizer/0/sqrt_19":917:0)
#loc722 = loc("optimizer/0/div_39":918:0)
#loc723 = loc("optimizer/0/clamp_45":919:0)
#loc724 = loc("optimizer/0/div_40":920:0)
#loc725 = loc("optimizer/0/mul_174":921:0)
#loc726 = loc("optimizer/0/sub_50":922:0)
#loc727 = loc("optimizer/0/mul_175":926:0)
#loc728 = loc("optimizer/0/sum_55":927:0)
#loc729 = loc("optimizer/0/sqrt_20":928:0)
#loc730 = loc("optimizer/0/div_41":929:0)
#loc731 = loc("optimizer/0/clamp_47":930:0)
#loc732 = loc("optimizer/0/mul_176":931:0)
#loc734 = loc("optimizer/0/mul_177":932:0)
#loc735 = loc("optimizer/0/mean_12":933:0)
#loc736 = loc("optimizer/0/sub_51":934:0)
#loc737 = loc("optimizer/0/mul_178":935:0)
#loc739 = loc("optimizer/0/add_54":936:0)
#loc740 = loc("optimizer/0/mean_13":937:0)
#loc741 = loc("optimizer/0/sub_52":938:0)
#loc742 = loc("optimizer/0/mul_179":939:0)
#loc743 = loc("optimizer/0/add_55":940:0)
#loc744 = loc("optimizer/0/mm_31":941:0)
#loc745 = loc("optimizer/0/mean_14":942:0)
#loc746 = loc("optimizer/0/clamp_48":943:0)
#loc747 = loc("optimizer/0/div_42":944:0)
#loc748 = loc("optimizer/0/clamp_49":945:0)
#loc749 = loc("optimizer/0/rsqrt_26":946:0)
#loc750 = loc("optimizer/0/mul_180":947:0)
#loc751 = loc("optimizer/0/mul_181":948:0)
#loc752 = loc("optimizer/0/sum_56":949:0)
#loc753 = loc("optimizer/0/sqrt_21":950:0)
#loc754 = loc("optimizer/0/div_43":951:0)
#loc755 = loc("optimizer/0/clamp_50":952:0)
#loc756 = loc("optimizer/0/div_44":953:0)
#loc757 = loc("optimizer/0/mul_182":954:0)
#loc758 = loc("optimizer/0/sub_53":955:0)
#loc759 = loc("optimizer/0/mul_183":959:0)
#loc760 = loc("optimizer/0/sum_57":960:0)
#loc761 = loc("optimizer/0/sqrt_22":961:0)
#loc762 = loc("optimizer/0/clamp_52":963:0)
#loc763 = loc("optimizer/0/mul_184":964:0)
#loc765 = loc("optimizer/0/mul_185":965:0)
#loc766 = loc("optimizer/0/sub_54":966:0)
#loc767 = loc("optimizer/0/mul_186":967:0)
#loc769 = loc("optimizer/0/add_56":968:0)
#loc770 = loc("optimizer/0/clamp_53":969:0)
#loc771 = loc("optimizer/0/rsqrt_28":970:0)
#loc772 = loc("optimizer/0/mul_187":971:0)
#loc773 = loc("optimizer/0/mul_188":972:0)
#loc774 = loc("optimizer/0/sum_58":973:0)
#loc775 = loc("optimizer/0/sqrt_23":974:0)
#loc776 = loc("optimizer/0/div_46":975:0)
#loc777 = loc("optimizer/0/clamp_54":976:0)
#loc778 = loc("optimizer/0/div_47":977:0)
#loc779 = loc("optimizer/0/mul_189":978:0)
#loc780 = loc("optimizer/0/sub_55":979:0)
#loc781 = loc("optimizer/0/mul_190":983:0)
#loc782 = loc("optimizer/0/sum_59":984:0)
#loc783 = loc("optimizer/0/sqrt_24":985:0)
#loc784 = loc("optimizer/0/div_48":986:0)
#loc785 = loc("optimizer/0/clamp_56":987:0)
#loc786 = loc("optimizer/0/mul_191":988:0)
#loc788 = loc("optimizer/0/mul_192":989:0)
#loc789 = loc("optimizer/0/mean_15":990:0)
#loc790 = loc("optimizer/0/sub_56":991:0)
#loc791 = loc("optimizer/0/mul_193":992:0)
#loc793 = loc("optimizer/0/add_57":993:0)
#loc794 = loc("optimizer/0/mean_16":994:0)
#loc795 = loc("optimizer/0/sub_57":995:0)
#loc796 = loc("optimizer/0/mul_194":996:0)
#loc797 = loc("optimizer/0/add_58":997:0)
#loc798 = loc("optimizer/0/mm_32":998:0)
#loc799 = loc("optimizer/0/mean_17":999:0)
#loc800 = loc("optimizer/0/clamp_57":1000:0)
#loc801 = loc("optimizer/0/div_49":1001:0)
#loc802 = loc("optimizer/0/clamp_58":1002:0)
#loc803 = loc("optimizer/0/rsqrt_30":1003:0)
#loc804 = loc("optimizer/0/mul_195":1004:0)
#loc805 = loc("optimizer/0/mul_196":1005:0)
#loc806 = loc("optimizer/0/sum_60":1006:0)
#loc807 = loc("optimizer/0/sqrt_25":1007:0)
#loc808 = loc("optimizer/0/div_50":1008:0)
#loc809 = loc("optimizer/0/clamp_59":1009:0)
#loc810 = loc("optimizer/0/div_51":1010:0)
#loc811 = loc("optimizer/0/mul_197":1011:0)
#loc812 = loc("optimizer/0/sub_58":1012:0)
#loc813 = loc("optimizer/0/mul_198":1016:0)
#loc814 = loc("optimizer/0/sum_61":1017:0)
#loc815 = loc("optimizer/0/sqrt_26":1018:0)
#loc816 = loc("optimizer/0/div_52":1019:0)
#loc817 = loc("optimizer/0/clamp_61":1020:0)
#loc818 = loc("optimizer/0/mul_199":1021:0)
#loc820 = loc("optimizer/1/mul_200":1022:0)
#loc821 = loc("optimizer/0/sub_59":1023:0)
#loc822 = loc("optimizer/0/mul_201":1024:0)
#loc824 = loc("optimizer/0/add_59":1025:0)
#loc825 = loc("optimizer/0/clamp_62":1026:0)
#loc826 = loc("optimizer/0/rsqrt_32":1027:0)
#loc827 = loc("optimizer/0/mul_202":1028:0)
#loc828 = loc("optimizer/0/mul_203":1029:0)
#loc829 = loc("optimizer/0/sum_62":1030:0)
#loc830 = loc("optimizer/0/sqrt_27":1031:0)
#loc831 = loc("optimizer/0/div_53":1032:0)
#loc832 = loc("optimizer/0/clamp_63":1033:0)
#loc833 = loc("optimizer/0/div_54":1034:0)
#loc834 = loc("optimizer/0/mul_204":1035:0)
#loc835 = loc("optimizer/0/sub_60":1036:0)
#loc836 = loc("optimizer/1/mul_205":1040:0)
#loc837 = loc("optimizer/1/sum_63":1041:0)
#loc838 = loc("optimizer/1/sqrt_28":1042:0)
#loc839 = loc("optimizer/1/div_55":1043:0)
#loc840 = loc("optimizer/1/clamp_65":1044:0)
#loc841 = loc("optimizer/1/mul_206":1045:0)
#loc843 = loc("optimizer/1/mul_207":1046:0)
#loc844 = loc("optimizer/1/sub_61":1047:0)
#loc845 = loc("optimizer/1/mul_208":1048:0)
#loc847 = loc("optimizer/1/add_60":1049:0)
#loc848 = loc("optimizer/1/clamp_66":1050:0)
#loc849 = loc("optimizer/1/rsqrt_34":1051:0)
#loc850 = loc("optimizer/1/mul_209":1052:0)
#loc851 = loc("optimizer/1/mul_210":1053:0)
#loc852 = loc("optimizer/1/sum_64":1054:0)
#loc853 = loc("optimizer/1/sqrt_29":1055:0)
#loc854 = loc("optimizer/1/div_56":1056:0)
#loc855 = loc("optimizer/1/clamp_67":1057:0)
#loc856 = loc("optimizer/1/div_57":1058:0)
#loc857 = loc("optimizer/1/mul_211":1059:0)
#loc858 = loc("optimizer/1/sub_62":1060:0)
#loc859 = loc("optimizer/1/mul_212":1064:0)
#loc860 = loc("optimizer/1/sum_65":1065:0)
#loc861 = loc("optimizer/1/sqrt_30":1066:0)
#loc862 = loc("optimizer/1/div_58":1067:0)
#loc863 = loc("optimizer/1/clamp_69":1068:0)
#loc864 = loc("optimizer/1/mul_213":1069:0)
#loc866 = loc("optimizer/1/mul_214":1070:0)
#loc867 = loc("optimizer/1/sub_63":1071:0)
#loc868 = loc("optimizer/1/mul_215":1072:0)
#loc870 = loc("optimizer/1/add_61":1073:0)
#loc871 = loc("optimizer/1/clamp_70":1074:0)
#loc872 = loc("optimizer/1/rsqrt_36":1075:0)
#loc873 = loc("optimizer/1/mul_216":1076:0)
#loc874 = loc("optimizer/1/mul_217":1077:0)
#loc875 = loc("optimizer/1/sum_66":1078:0)
#loc876 = loc("optimizer/1/sqrt_31":1079:0)
#loc877 = loc("optimizer/1/div_59":1080:0)
#loc878 = loc("optimizer/1/clamp_71":1081:0)
#loc879 = loc("optimizer/1/div_60":1082:0)
#loc880 = loc("optimizer/1/mul_218":1083:0)
#loc881 = loc("optimizer/1/sub_64":1084:0)
#loc882 = loc("optimizer/1/mul_219":1088:0)
#loc883 = loc("optimizer/1/sum_67":1089:0)
#loc884 = loc("optimizer/1/sqrt_32":1090:0)
#loc885 = loc("optimizer/1/div_61":1091:0)
#loc886 = loc("optimizer/1/clamp_73":1092:0)
#loc887 = loc("optimizer/1/mul_220":1093:0)
#loc889 = loc("optimizer/1/mul_221":1094:0)
#loc890 = loc("optimizer/1/mean_18":1095:0)
#loc891 = loc("optimizer/1/sub_65":1096:0)
#loc892 = loc("optimizer/1/mul_222":1097:0)
#loc894 = loc("optimizer/1/add_62":1098:0)
#loc895 = loc("optimizer/1/mean_19":1099:0)
#loc896 = loc("optimizer/1/sub_66":1100:0)
#loc897 = loc("optimizer/1/mul_223":1101:0)
#loc898 = loc("optimizer/1/add_63":1102:0)
#loc899 = loc("optimizer/1/mm_33":1103:0)
#loc900 = loc("optimizer/1/mean_20":1104:0)
#loc901 = loc("optimizer/1/clamp_74":1105:0)
#loc902 = loc("optimizer/1/div_62":1106:0)
#loc903 = loc("optimizer/1/clamp_75":1107:0)
#loc904 = loc("optimizer/1/rsqrt_38":1108:0)
#loc905 = loc("optimizer/1/mul_224":1109:0)
#loc906 = loc("optimizer/1/mul_225":1110:0)
#loc907 = loc("optimizer/1/sum_68":1111:0)
#loc908 = loc("optimizer/1/sqrt_33":1112:0)
#loc909 = loc("optimizer/1/div_63":1113:0)
#loc910 = loc("optimizer/1/clamp_76":1114:0)
#loc911 = loc("optimizer/1/div_64":1115:0)
#loc912 = loc("optimizer/1/mul_226":1116:0)
#loc913 = loc("optimizer/1/sub_67":1117:0)
#loc914 = loc("optimizer/1/mul_227":1121:0)
#loc915 = loc("optimizer/1/sum_69":1122:0)
#loc916 = loc("optimizer/1/sqrt_34":1123:0)
#loc917 = loc("optimizer/1/div_65":1124:0)
#loc918 = loc("optimizer/1/clamp_78":1125:0)
#loc919 = loc("optimizer/1/mul_228":1126:0)
#loc921 = loc("optimizer/1/mul_229":1127:0)
#loc922 = loc("optimizer/1/sub_68":1128:0)
#loc923 = loc("optimizer/1/mul_230":1129:0)
#loc925 = loc("optimizer/1/add_64":1130:0)
#loc926 = loc("optimizer/1/clamp_79":1131:0)
#loc927 = loc("optimizer/1/rsqrt_40":1132:0)
#loc928 = loc("optimizer/1/mul_231":1133:0)
#loc929 = loc("optimizer/1/mul_232":1134:0)
#loc930 = loc("optimizer/1/sum_70":1135:0)
#loc931 = loc("optimizer/1/sqrt_35":1136:0)
#loc932 = loc("optimizer/1/div_66":1137:0)
#loc933 = loc("optimizer/1/clamp_80":1138:0)
#loc934 = loc("optimizer/1/div_67":1139:0)
#loc935 = loc("optimizer/1/mul_233":1140:0)
#loc936 = loc("optimizer/1/sub_69":1141:0)
#loc937 = loc("optimizer/1/mul_234":1145:0)
#loc938 = loc("optimizer/1/sum_71":1146:0)
#loc939 = loc("optimizer/1/sqrt_36":1147:0)
#loc940 = loc("optimizer/1/div_68":1148:0)
#loc941 = loc("optimizer/1/clamp_82":1149:0)
#loc942 = loc("optimizer/1/mul_235":1150:0)
#loc944 = loc("optimizer/1/mul_236":1151:0)
#loc945 = loc("optimizer/1/mean_21":1152:0)
#loc946 = loc("optimizer/1/sub_70":1153:0)
#loc947 = loc("optimizer/1/mul_237":1154:0)
#loc949 = loc("optimizer/1/add_65":1155:0)
#loc950 = loc("optimizer/1/mean_22":1156:0)
#loc951 = loc("optimizer/1/sub_71":1157:0)
#loc952 = loc("optimizer/1/mul_238":1158:0)
#loc953 = loc("optimizer/1/add_66":1159:0)
#loc954 = loc("optimizer/1/mm_34":1160:0)
#loc955 = loc("optimizer/1/mean_23":1161:0)
#loc956 = loc("optimizer/1/clamp_83":1162:0)
#loc957 = loc("optimizer/1/div_69":1163:0)
#loc958 = loc("optimizer/1/clamp_84":1164:0)
#loc959 = loc("optimizer/1/rsqrt_42":1165:0)
#loc960 = loc("optimizer/1/mul_239":1166:0)
#loc961 = loc("optimizer/1/mul_240":1167:0)
#loc962 = loc("optimizer/1/sum_72":1168:0)
#loc963 = loc("optimizer/1/sqrt_37":1169:0)
#loc964 = loc("optimizer/1/div_70":1170:0)
#loc965 = loc("optimizer/1/clamp_85":1171:0)
#loc966 = loc("optimizer/1/div_71":1172:0)
#loc967 = loc("optimizer/1/mul_241":1173:0)
#loc968 = loc("optimizer/1/sub_72":1174:0)
#loc969 = loc("optimizer/1/mul_242":1178:0)
#loc970 = loc("optimizer/1/sum_73":1179:0)
#loc971 = loc("optimizer/1/sqrt_38":1180:0)
#loc972 = loc("optimizer/1/div_72":1181:0)
#loc973 = loc("optimizer/1/clamp_87":1182:0)
#loc974 = loc("optimizer/1/mul_243":1183:0)
#loc976 = loc("optimizer/1/mul_244":1184:0)
#loc977 = loc("optimizer/1/sub_73":1185:0)
#loc978 = loc("optimizer/1/mul_245":1186:0)
#loc980 = loc("optimizer/1/add_67":1187:0)
#loc981 = loc("optimizer/1/clamp_88":1188:0)
#loc982 = loc("optimizer/1/rsqrt_44":1189:0)
#loc983 = loc("optimizer/1/mul_246":1190:0)
#loc984 = loc("optimizer/1/mul_247":1191:0)
#loc985 = loc("optimizer/1/sum_74":1192:0)
#loc986 = loc("optimizer/1/sqrt_39":1193:0)
#loc987 = loc("optimizer/1/div_73":1194:0)
#loc988 = loc("optimizer/1/clamp_89":1195:0)
#loc989 = loc("optimizer/1/div_74":1196:0)
#loc990 = loc("optimizer/1/mul_248":1197:0)
#loc991 = loc("optimizer/1/sub_74":1198:0)
#loc992 = loc("optimizer/1/mul_249":1202:0)
#loc993 = loc("optimizer/1/sum_75":1203:0)
#loc994 = loc("optimizer/1/sqrt_40":1204:0)
#loc995 = loc("optimizer/1/div_75":1205:0)
#loc996 = loc("optimizer/1/clamp_91":1206:0)
#loc997 = loc("optimizer/1/mul_250":1207:0)
#loc999 = loc("optimizer/1/mul_251":1208:0)
#loc1000 = loc("optimizer/1/sub_75":1209:0)
#loc1001 = loc("optimizer/1/mul_252":1210:0)
#loc1003 = loc("optimizer/1/add_68":1211:0)
#loc1004 = loc("optimizer/1/clamp_92":1212:0)
#loc1005 = loc("optimizer/1/rsqrt_46":1213:0)
#loc1006 = loc("optimizer/1/mul_253":1214:0)
#loc1007 = loc("optimizer/1/mul_254":1215:0)
#loc1008 = loc("optimizer/1/sum_76":1216:0)
#loc1009 = loc("optimizer/1/sqrt_41":1217:0)
#loc1010 = loc("optimizer/1/div_76":1218:0)
#loc1011 = loc("optimizer/1/clamp_93":1219:0)
#loc1012 = loc("optimizer/1/div_77":1220:0)
#loc1013 = loc("optimizer/1/mul_255":1221:0)
#loc1014 = loc("optimizer/1/sub_76":1222:0)
#loc1015 = loc("optimizer/1/mul_256":1226:0)
#loc1016 = loc("optimizer/1/sum_77":1227:0)
#loc1017 = loc("optimizer/1/sqrt_42":1228:0)
#loc1018 = loc("optimizer/1/div_78":1229:0)
#loc1019 = loc("optimizer/1/clamp_95":1230:0)
#loc1020 = loc("optimizer/1/mul_257":1231:0)
#loc1022 = loc("optimizer/1/mul_258":1232:0)
#loc1023 = loc("optimizer/1/sub_77":1233:0)
#loc1024 = loc("optimizer/1/mul_259":1234:0)
#loc1026 = loc("optimizer/1/add_69":1235:0)
#loc1027 = loc("optimizer/1/clamp_96":1236:0)
#loc1028 = loc("optimizer/1/rsqrt_48":1237:0)
#loc1029 = loc("optimizer/1/mul_260":1238:0)
#loc1030 = loc("optimizer/1/mul_261":1239:0)
#loc1031 = loc("optimizer/1/sum_78":1240:0)
#loc1032 = loc("optimizer/1/sqrt_43":1241:0)
#loc1033 = loc("optimizer/1/div_79":1242:0)
#loc1034 = loc("optimizer/1/clamp_97":1243:0)
#loc1035 = loc("optimizer/1/div_80":1244:0)
#loc1036 = loc("optimizer/1/mul_262":1245:0)
#loc1037 = loc("optimizer/1/sub_78":1246:0)
#loc1038 = loc("optimizer/1/mul_263":1250:0)
#loc1039 = loc("optimizer/1/sum_79":1251:0)
#loc1040 = loc("optimizer/1/sqrt_44":1252:0)
#loc1041 = loc("optimizer/1/div_81":1253:0)
#loc1042 = loc("optimizer/1/clamp_99":1254:0)
#loc1043 = loc("optimizer/1/mul_264":1255:0)
#loc1045 = loc("optimizer/1/mul_265":1256:0)
#loc1046 = loc("optimizer/1/mean_24":1257:0)
#loc1047 = loc("optimizer/1/sub_79":1258:0)
#loc1048 = loc("optimizer/1/mul_266":1259:0)
#loc1050 = loc("optimizer/1/add_70":1260:0)
#loc1051 = loc("optimizer/1/mean_25":1261:0)
#loc1052 = loc("optimizer/1/sub_80":1262:0)
#loc1053 = loc("optimizer/1/mul_267":1263:0)
#loc1054 = loc("optimizer/1/add_71":1264:0)
#loc1055 = loc("optimizer/1/mm_35":1265:0)
#loc1056 = loc("optimizer/1/mean_26":1266:0)
#loc1057 = loc("optimizer/1/clamp_100":1267:0)
#loc1058 = loc("optimizer/1/div_82":1268:0)
#loc1059 = loc("optimizer/1/clamp_101":1269:0)
#loc1060 = loc("optimizer/1/rsqrt_50":1270:0)
#loc1061 = loc("optimizer/1/mul_268":1271:0)
#loc1062 = loc("optimizer/1/mul_269":1272:0)
#loc1063 = loc("optimizer/1/sum_80":1273:0)
#loc1064 = loc("optimizer/1/sqrt_45":1274:0)
#loc1065 = loc("optimizer/1/div_83":1275:0)
#loc1066 = loc("optimizer/1/clamp_102":1276:0)
#loc1067 = loc("optimizer/1/div_84":1277:0)
#loc1068 = loc("optimizer/1/mul_270":1278:0)
#loc1069 = loc("optimizer/1/sub_81":1279:0)
#loc1070 = loc("optimizer/1/mul_271":1283:0)
#loc1071 = loc("optimizer/1/sum_81":1284:0)
#loc1072 = loc("optimizer/1/sqrt_46":1285:0)
#loc1073 = loc("optimizer/1/div_85":1286:0)
#loc1074 = loc("optimizer/1/clamp_104":1287:0)
#loc1075 = loc("optimizer/1/mul_272":1288:0)
#loc1077 = loc("optimizer/1/mul_273":1289:0)
#loc1078 = loc("optimizer/1/sub_82":1290:0)
#loc1079 = loc("optimizer/1/mul_274":1291:0)
#loc1081 = loc("optimizer/1/add_72":1292:0)
#loc1082 = loc("optimizer/1/clamp_105":1293:0)
#loc1083 = loc("optimizer/1/rsqrt_52":1294:0)
#loc1084 = loc("optimizer/1/mul_275":1295:0)
#loc1085 = loc("optimizer/1/mul_276":1296:0)
#loc1086 = loc("optimizer/1/sum_82":1297:0)
#loc1087 = loc("optimizer/1/sqrt_47":1298:0)
#loc1088 = loc("optimizer/1/div_86":1299:0)
#loc1089 = loc("optimizer/1/clamp_106":1300:0)
#loc1090 = loc("optimizer/1/div_87":1301:0)
#loc1091 = loc("optimizer/1/mul_277":1302:0)
#loc1092 = loc("optimizer/1/sub_83":1303:0)
#loc1093 = loc("optimizer/1/mul_278":1307:0)
#loc1094 = loc("optimizer/1/sum_83":1308:0)
#loc1095 = loc("optimizer/1/sqrt_48":1309:0)
#loc1096 = loc("optimizer/1/div_88":1310:0)
#loc1097 = loc("optimizer/1/clamp_108":1311:0)
#loc1098 = loc("optimizer/1/mul_279":1312:0)
#loc1100 = loc("optimizer/1/mul_280":1313:0)
#loc1101 = loc("optimizer/1/mean_27":1314:0)
#loc1102 = loc("optimizer/1/sub_84":1315:0)
#loc1103 = loc("optimizer/1/mul_281":1316:0)
#loc1105 = loc("optimizer/1/add_73":1317:0)
#loc1106 = loc("optimizer/1/mean_28":1318:0)
#loc1107 = loc("optimizer/1/sub_85":1319:0)
#loc1108 = loc("optimizer/1/mul_282":1320:0)
#loc1109 = loc("optimizer/1/add_74":1321:0)
#loc1110 = loc("optimizer/1/mm_36":1322:0)
#loc1111 = loc("optimizer/1/mean_29":1323:0)
#loc1112 = loc("optimizer/1/clamp_109":1324:0)
#loc1113 = loc("optimizer/1/div_89":1325:0)
#loc1114 = loc("optimizer/1/clamp_110":1326:0)
#loc1115 = loc("optimizer/1/rsqrt_54":1327:0)
#loc1116 = loc("optimizer/1/mul_283":1328:0)
#loc1117 = loc("optimizer/1/mul_284":1329:0)
#loc1118 = loc("optimizer/1/sum_84":1330:0)
#loc1119 = loc("optimizer/1/sqrt_49":1331:0)
#loc1120 = loc("optimizer/1/div_90":1332:0)
#loc1121 = loc("optimizer/1/clamp_111":1333:0)
#loc1122 = loc("optimizer/1/div_91":1334:0)
#loc1123 = loc("optimizer/1/mul_285":1335:0)
#loc1124 = loc("optimizer/1/sub_86":1336:0)
#loc1125 = loc("optimizer/1/mul_286":1340:0)
#loc1126 = loc("optimizer/1/sum_85":1341:0)
#loc1127 = loc("optimizer/1/sqrt_50":1342:0)
#loc1128 = loc("optimizer/1/div_92":1343:0)
#loc1129 = loc("optimizer/1/clamp_113":1344:0)
#loc1130 = loc("optimizer/1/mul_287":1345:0)
#loc1132 = loc("optimizer/1/mul_288":1346:0)
#loc1133 = loc("optimizer/1/sub_87":1347:0)
#loc1134 = loc("optimizer/1/mul_289":1348:0)
#loc1136 = loc("optimizer/1/add_75":1349:0)
#loc1137 = loc("optimizer/1/clamp_114":1350:0)
#loc1138 = loc("optimizer/1/rsqrt_56":1351:0)
#loc1139 = loc("optimizer/1/mul_290":1352:0)
#loc1140 = loc("optimizer/1/mul_291":1353:0)
#loc1141 = loc("optimizer/1/sum_86":1354:0)
#loc1142 = loc("optimizer/1/sqrt_51":1355:0)
#loc1143 = loc("optimizer/1/div_93":1356:0)
#loc1144 = loc("optimizer/1/clamp_115":1357:0)
#loc1145 = loc("optimizer/1/div_94":1358:0)
#loc1146 = loc("optimizer/1/mul_292":1359:0)
#loc1147 = loc("optimizer/1/sub_88":1360:0)
#loc1148 = loc("optimizer/-/mul_293":1364:0)
#loc1149 = loc("optimizer/-/sum_87":1365:0)
#loc1150 = loc("optimizer/-/sqrt_52":1366:0)
#loc1151 = loc("optimizer/-/div_95":1367:0)
#loc1152 = loc("optimizer/-/clamp_117":1368:0)
#loc1153 = loc("optimizer/-/mul_294":1369:0)
#loc1155 = loc("optimizer/1/mul_295":1370:0)
#loc1156 = loc("optimizer/1/sub_89":1371:0)
#loc1157 = loc("optimizer/1/mul_296":1372:0)
#loc1159 = loc("optimizer/1/add_76":1373:0)
#loc1160 = loc("optimizer/1/clamp_118":1374:0)
#loc1161 = loc("optimizer/1/rsqrt_58":1375:0)
#loc1162 = loc("optimizer/1/mul_297":1376:0)
#loc1163 = loc("optimizer/1/mul_298":1377:0)
#loc1164 = loc("optimizer/1/sum_88":1378:0)
#loc1165 = loc("optimizer/1/sqrt_53":1379:0)
#loc1166 = loc("optimizer/1/div_96":1380:0)
#loc1167 = loc("optimizer/1/clamp_119":1381:0)
#loc1168 = loc("optimizer/1/div_97":1382:0)
#loc1169 = loc("optimizer/1/mul_299":1383:0)
#loc1170 = loc("optimizer/1/sub_90":1384:0)
#loc1171 = loc("optimizer/-/mul_300":1388:0)
#loc1172 = loc("optimizer/-/sum_89":1389:0)
#loc1173 = loc("optimizer/-/sqrt_54":1390:0)
#loc1174 = loc("optimizer/-/div_98":1391:0)
#loc1175 = loc("optimizer/-/clamp_121":1392:0)
#loc1176 = loc("optimizer/-/mul_301":1393:0)
#loc1178 = loc("optimizer/-/mul_302":1394:0)
#loc1179 = loc("optimizer/-/sub_91":1395:0)
#loc1180 = loc("optimizer/-/mul_303":1396:0)
#loc1182 = loc("optimizer/-/add_77":1397:0)
#loc1183 = loc("optimizer/-/clamp_122":1398:0)
#loc1184 = loc("optimizer/-/rsqrt_60":1399:0)
#loc1185 = loc("optimizer/-/mul_304":1400:0)
#loc1186 = loc("optimizer/-/mul_305":1401:0)
#loc1187 = loc("optimizer/-/sum_90":1402:0)
#loc1188 = loc("optimizer/-/sqrt_55":1403:0)
#loc1189 = loc("optimizer/-/div_99":1404:0)
#loc1190 = loc("optimizer/-/clamp_123":1405:0)
#loc1191 = loc("optimizer/-/div_100":1406:0)
#loc1192 = loc("optimizer/-/mul_306":1407:0)
#loc1193 = loc("optimizer/-/sub_92":1408:0)
#loc = loc(unknown)
#loc22 = loc("forward/-/unsqueeze_2":85:0)
#loc45 = loc("forward/0/view_2":111:0)
#loc51 = loc("forward/0/view_3":117:0)
#loc52 = loc("forward/0/getitem_2":119:0)
#loc53 = loc("forward/0/view_4":122:0)
#loc54 = loc("forward/0/view_5":124:0)
#loc55 = loc("forward/0/permute_1":125:0)
#loc56 = loc("forward/0/view_6":126:0)
#loc61 = loc("forward/0/view_7":142:0)
#loc62 = loc("forward/0/view_8":144:0)
#loc63 = loc("forward/0/bmm":145:0)
#loc68 = loc("forward/0/view_10":154:0)
#loc69 = loc("forward/0/view_11":156:0)
#loc70 = loc("forward/0/bmm_1":157:0)
#loc71 = loc("forward/0/view_12":158:0)
#loc72 = loc("forward/0/permute_4":160:0)
#loc73 = loc("forward/0/view_15":163:0)
#loc88 = loc("forward/0/view_17":180:0)
#loc101 = loc("forward/0/view_19":195:0)
#loc116 = loc("forward/1/view_21":212:0)
#loc122 = loc("forward/1/view_22":218:0)
#loc123 = loc("forward/1/getitem_9":220:0)
#loc124 = loc("forward/1/view_23":223:0)
#loc125 = loc("forward/1/view_24":225:0)
#loc126 = loc("forward/1/permute_6":226:0)
#loc127 = loc("forward/1/view_25":227:0)
#loc132 = loc("forward/1/view_26":243:0)
#loc133 = loc("forward/1/view_27":245:0)
#loc134 = loc("forward/1/bmm_2":246:0)
#loc142 = loc("forward/1/view_29":255:0)
#loc143 = loc("forward/1/view_30":257:0)
#loc144 = loc("forward/1/bmm_3":258:0)
#loc145 = loc("forward/1/view_31":259:0)
#loc146 = loc("forward/1/permute_9":261:0)
#loc147 = loc("forward/1/view_34":264:0)
#loc162 = loc("forward/1/view_36":281:0)
#loc177 = loc("forward/1/view_38":296:0)
#loc192 = loc("forward/-/permute_10":315:0)
#loc193 = loc("forward/-/view_41":316:0)
#loc194 = loc("forward/-/mm_8":317:0)
#loc196 = loc("forward/-/slice_1":320:0)
#loc227 = loc("backward/-/permute_11":363:0)
#loc228 = loc("backward/-/mm_9":364:0)
#loc229 = loc("backward/-/mm_10":367:0)
#loc246 = loc("backward/1/permute_15":387:0)
#loc247 = loc("backward/1/mm_11":388:0)
#loc248 = loc("backward/1/permute_16":389:0)
#loc266 = loc("backward/1/permute_17":408:0)
#loc267 = loc("backward/1/mm_13":409:0)
#loc268 = loc("backward/1/permute_18":410:0)
#loc289 = loc("backward/1/permute_19":432:0)
#loc290 = loc("backward/1/mm_15":433:0)
#loc291 = loc("backward/1/permute_20":434:0)
#loc295 = loc("backward/1/view_58":439:0)
#loc296 = loc("backward/1/permute_21":440:0)
#loc297 = loc("backward/1/view_60":443:0)
#loc298 = loc("backward/1/permute_22":444:0)
#loc299 = loc("backward/1/bmm_4":445:0)
#loc300 = loc("backward/1/permute_23":446:0)
#loc301 = loc("backward/1/bmm_5":447:0)
#loc302 = loc("backward/1/view_61":448:0)
#loc308 = loc("backward/1/view_63":454:0)
#loc309 = loc("backward/1/permute_24":455:0)
#loc310 = loc("backward/1/bmm_6":456:0)
#loc311 = loc("backward/1/permute_25":457:0)
#loc312 = loc("backward/1/bmm_7":458:0)
#loc317 = loc("backward/1/permute_27":470:0)
#loc318 = loc("backward/1/view_66":472:0)
#loc319 = loc("backward/1/permute_28":473:0)
#loc320 = loc("backward/1/view_67":475:0)
#loc321 = loc("backward/1/permute_29":476:0)
#loc322 = loc("backward/1/view_68":477:0)
#loc323 = loc("backward/1/cat_4":478:0)
#loc325 = loc("backward/1/permute_30":480:0)
#loc326 = loc("backward/1/mm_17":481:0)
#loc327 = loc("backward/1/permute_31":482:0)
#loc348 = loc("backward/0/permute_32":504:0)
#loc349 = loc("backward/0/mm_19":505:0)
#loc350 = loc("backward/0/permute_33":506:0)
#loc369 = loc("backward/0/permute_34":525:0)
#loc370 = loc("backward/0/mm_21":526:0)
#loc371 = loc("backward/0/permute_35":527:0)
#loc392 = loc("backward/0/permute_36":549:0)
#loc393 = loc("backward/0/mm_23":550:0)
#loc394 = loc("backward/0/permute_37":551:0)
#loc398 = loc("backward/0/view_81":556:0)
#loc399 = loc("backward/0/permute_38":557:0)
#loc400 = loc("backward/0/view_83":560:0)
#loc401 = loc("backward/0/permute_39":561:0)
#loc402 = loc("backward/0/bmm_8":562:0)
#loc403 = loc("backward/0/permute_40":563:0)
#loc404 = loc("backward/0/bmm_9":564:0)
#loc405 = loc("backward/0/view_84":565:0)
#loc411 = loc("backward/0/view_86":571:0)
#loc412 = loc("backward/0/permute_41":572:0)
#loc413 = loc("backward/0/bmm_10":573:0)
#loc414 = loc("backward/0/permute_42":574:0)
#loc415 = loc("backward/0/bmm_11":575:0)
#loc420 = loc("backward/0/permute_44":587:0)
#loc421 = loc("backward/0/view_89":589:0)
#loc422 = loc("backward/0/permute_45":590:0)
#loc423 = loc("backward/0/view_90":592:0)
#loc424 = loc("backward/0/permute_46":593:0)
#loc425 = loc("backward/0/view_91":594:0)
#loc426 = loc("backward/0/cat_5":595:0)
#loc428 = loc("backward/0/permute_47":597:0)
#loc429 = loc("backward/0/mm_25":598:0)
#loc430 = loc("backward/0/permute_48":599:0)
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
#map24 = affine_map<(d0, d1) -> (0, 0)>
module {
  func.func @train_step(%arg0: tensor<64x32xf32> {memopt.name = "transformer.wte.weight", memopt.role = "parameter"}, %arg1: tensor<16x32xf32> {memopt.name = "transformer.wpe.weight", memopt.role = "parameter"}, %arg2: tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.weight", memopt.role = "parameter"}, %arg3: tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.bias", memopt.role = "parameter"}, %arg4: tensor<32x96xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight", memopt.role = "parameter"}, %arg5: tensor<96xf32> {memopt.name = "transformer.h.0.attn.c_attn.bias", memopt.role = "parameter"}, %arg6: tensor<32x32xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight", memopt.role = "parameter"}, %arg7: tensor<32xf32> {memopt.name = "transformer.h.0.attn.c_proj.bias", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.weight", memopt.role = "parameter"}, %arg9: tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.bias", memopt.role = "parameter"}, %arg10: tensor<32x128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight", memopt.role = "parameter"}, %arg11: tensor<128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.bias", memopt.role = "parameter"}, %arg12: tensor<128x32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight", memopt.role = "parameter"}, %arg13: tensor<32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.bias", memopt.role = "parameter"}, %arg14: tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.weight", memopt.role = "parameter"}, %arg15: tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.bias", memopt.role = "parameter"}, %arg16: tensor<32x96xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight", memopt.role = "parameter"}, %arg17: tensor<96xf32> {memopt.name = "transformer.h.1.attn.c_attn.bias", memopt.role = "parameter"}, %arg18: tensor<32x32xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight", memopt.role = "parameter"}, %arg19: tensor<32xf32> {memopt.name = "transformer.h.1.attn.c_proj.bias", memopt.role = "parameter"}, %arg20: tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.weight", memopt.role = "parameter"}, %arg21: tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.bias", memopt.role = "parameter"}, %arg22: tensor<32x128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight", memopt.role = "parameter"}, %arg23: tensor<128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.bias", memopt.role = "parameter"}, %arg24: tensor<128x32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight", memopt.role = "parameter"}, %arg25: tensor<32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.bias", memopt.role = "parameter"}, %arg26: tensor<32xf32> {memopt.name = "transformer.ln_f.weight", memopt.role = "parameter"}, %arg27: tensor<32xf32> {memopt.name = "transformer.ln_f.bias", memopt.role = "parameter"}, %arg28: tensor<64x1xf32> {memopt.name = "transformer.wte.weight.row_var", memopt.role = "optimizer_state"}, %arg29: tensor<16x1xf32> {memopt.name = "transformer.wpe.weight.row_var", memopt.role = "optimizer_state"}, %arg30: tensor<32x1xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight.row_var", memopt.role = "optimizer_state"}, %arg31: tensor<32x1xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight.row_var", memopt.role = "optimizer_state"}, %arg32: tensor<32x1xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight.row_var", memopt.role = "optimizer_state"}, %arg33: tensor<128x1xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight.row_var", memopt.role = "optimizer_state"}, %arg34: tensor<32x1xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight.row_var", memopt.role = "optimizer_state"}, %arg35: tensor<32x1xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight.row_var", memopt.role = "optimizer_state"}, %arg36: tensor<32x1xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight.row_var", memopt.role = "optimizer_state"}, %arg37: tensor<128x1xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight.row_var", memopt.role = "optimizer_state"}, %arg38: tensor<1x32xf32> {memopt.name = "transformer.wte.weight.col_var", memopt.role = "optimizer_state"}, %arg39: tensor<1x32xf32> {memopt.name = "transformer.wpe.weight.col_var", memopt.role = "optimizer_state"}, %arg40: tensor<1x96xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight.col_var", memopt.role = "optimizer_state"}, %arg41: tensor<1x32xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight.col_var", memopt.role = "optimizer_state"}, %arg42: tensor<1x128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight.col_var", memopt.role = "optimizer_state"}, %arg43: tensor<1x32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight.col_var", memopt.role = "optimizer_state"}, %arg44: tensor<1x96xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight.col_var", memopt.role = "optimizer_state"}, %arg45: tensor<1x32xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight.col_var", memopt.role = "optimizer_state"}, %arg46: tensor<1x128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight.col_var", memopt.role = "optimizer_state"}, %arg47: tensor<1x32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight.col_var", memopt.role = "optimizer_state"}, %arg48: tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.weight.variance", memopt.role = "optimizer_state"}, %arg49: tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.bias.variance", memopt.role = "optimizer_state"}, %arg50: tensor<96xf32> {memopt.name = "transformer.h.0.attn.c_attn.bias.variance", memopt.role = "optimizer_state"}, %arg51: tensor<32xf32> {memopt.name = "transformer.h.0.attn.c_proj.bias.variance", memopt.role = "optimizer_state"}, %arg52: tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.weight.variance", memopt.role = "optimizer_state"}, %arg53: tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.bias.variance", memopt.role = "optimizer_state"}, %arg54: tensor<128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.bias.variance", memopt.role = "optimizer_state"}, %arg55: tensor<32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.bias.variance", memopt.role = "optimizer_state"}, %arg56: tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.weight.variance", memopt.role = "optimizer_state"}, %arg57: tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.bias.variance", memopt.role = "optimizer_state"}, %arg58: tensor<96xf32> {memopt.name = "transformer.h.1.attn.c_attn.bias.variance", memopt.role = "optimizer_state"}, %arg59: tensor<32xf32> {memopt.name = "transformer.h.1.attn.c_proj.bias.variance", memopt.role = "optimizer_state"}, %arg60: tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.weight.variance", memopt.role = "optimizer_state"}, %arg61: tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.bias.variance", memopt.role = "optimizer_state"}, %arg62: tensor<128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.bias.variance", memopt.role = "optimizer_state"}, %arg63: tensor<32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.bias.variance", memopt.role = "optimizer_state"}, %arg64: tensor<32xf32> {memopt.name = "transformer.ln_f.weight.variance", memopt.role = "optimizer_state"}, %arg65: tensor<32xf32> {memopt.name = "transformer.ln_f.bias.variance", memopt.role = "optimizer_state"}, %arg66: tensor<f32> {memopt.name = "step", memopt.role = "input"}, %arg67: tensor<2x16xi64> {memopt.name = "input_ids", memopt.range = array<i64: 1, 64>, memopt.role = "input"}, %arg68: tensor<2x16xi64> {memopt.name = "attention_mask", memopt.range = array<i64: 1, 2>, memopt.role = "input"}, %arg69: tensor<2x16xi64> {memopt.name = "labels", memopt.range = array<i64: 2, 63>, memopt.role = "input"}, %arg70: tensor<2x16xi64> {memopt.name = "position_ids", memopt.range = array<i64: 0, 16>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "transformer.wte.weight.new", memopt.role = "parameter"}, tensor<16x32xf32> {memopt.name = "transformer.wpe.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.bias.new", memopt.role = "parameter"}, tensor<32x96xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<96xf32> {memopt.name = "transformer.h.0.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.bias.new", memopt.role = "parameter"}, tensor<32x96xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<96xf32> {memopt.name = "transformer.h.1.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.ln_f.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "transformer.ln_f.bias.new", memopt.role = "parameter"}, tensor<64x1xf32> {memopt.name = "transformer.wte.weight.row_var.new", memopt.role = "optimizer_state"}, tensor<16x1xf32> {memopt.name = "transformer.wpe.weight.row_var.new", memopt.role = "optimizer_state"}, tensor<32x1xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight.row_var.new", memopt.role = "optimizer_state"}, tensor<32x1xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight.row_var.new", memopt.role = "optimizer_state"}, tensor<32x1xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight.row_var.new", memopt.role = "optimizer_state"}, tensor<128x1xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight.row_var.new", memopt.role = "optimizer_state"}, tensor<32x1xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight.row_var.new", memopt.role = "optimizer_state"}, tensor<32x1xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight.row_var.new", memopt.role = "optimizer_state"}, tensor<32x1xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight.row_var.new", memopt.role = "optimizer_state"}, tensor<128x1xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight.row_var.new", memopt.role = "optimizer_state"}, tensor<1x32xf32> {memopt.name = "transformer.wte.weight.col_var.new", memopt.role = "optimizer_state"}, tensor<1x32xf32> {memopt.name = "transformer.wpe.weight.col_var.new", memopt.role = "optimizer_state"}, tensor<1x96xf32> {memopt.name = "transformer.h.0.attn.c_attn.weight.col_var.new", memopt.role = "optimizer_state"}, tensor<1x32xf32> {memopt.name = "transformer.h.0.attn.c_proj.weight.col_var.new", memopt.role = "optimizer_state"}, tensor<1x128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.weight.col_var.new", memopt.role = "optimizer_state"}, tensor<1x32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.weight.col_var.new", memopt.role = "optimizer_state"}, tensor<1x96xf32> {memopt.name = "transformer.h.1.attn.c_attn.weight.col_var.new", memopt.role = "optimizer_state"}, tensor<1x32xf32> {memopt.name = "transformer.h.1.attn.c_proj.weight.col_var.new", memopt.role = "optimizer_state"}, tensor<1x128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.weight.col_var.new", memopt.role = "optimizer_state"}, tensor<1x32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.weight.col_var.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.weight.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_1.bias.variance.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "transformer.h.0.attn.c_attn.bias.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.attn.c_proj.bias.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.weight.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.ln_2.bias.variance.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "transformer.h.0.mlp.c_fc.bias.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.0.mlp.c_proj.bias.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.weight.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_1.bias.variance.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "transformer.h.1.attn.c_attn.bias.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.attn.c_proj.bias.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.weight.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.ln_2.bias.variance.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "transformer.h.1.mlp.c_fc.bias.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.h.1.mlp.c_proj.bias.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.ln_f.weight.variance.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "transformer.ln_f.bias.variance.new", memopt.role = "optimizer_state"}) {
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
    %cst_6 = arith.constant {memopt.phase = "optimizer"} -8.000000e-01 : f64 loc(#loc7)
    %cst_7 = arith.constant {memopt.phase = "optimizer"} 1.000000e-02 : f64 loc(#loc8)
    %cst_8 = arith.constant {memopt.phase = "optimizer"} 45.254833995939045 : f64 loc(#loc9)
    %cst_9 = arith.constant {memopt.phase = "optimizer"} 1.000000e-03 : f64 loc(#loc10)
    %cst_10 = arith.constant {memopt.phase = "optimizer"} 22.627416997969522 : f64 loc(#loc11)
    %cst_11 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 5.6568542494923806 : f64 loc(#loc12)
    %cst_12 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 55.42562584220407 : f64 loc(#loc13)
    %cst_13 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 9.7979589711327115 : f64 loc(#loc14)
    %cst_14 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 11.313708498984761 : f64 loc(#loc15)
    %cst_15 = arith.constant {memopt.phase = "forward"} dense<true> : tensor<i1> loc(#loc16)
    %cst_16 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0xFF800000> : tensor<f32> loc(#loc17)
    %cst_17 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0.000000e+00> : tensor<f32> loc(#loc17)
    %cst_18 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0.000000e+00> : tensor<2x2x16x16xf32> loc(#loc18)
    %cst_19 = arith.constant {memopt.phase = "backward"} dense<1.000000e+00> : tensor<f32> loc(#loc19)
    %cst_20 = arith.constant {memopt.phase = "backward"} 3.200000e+01 : f64 loc(#loc)
    %cst_21 = arith.constant {memopt.phase = "backward"} 3.200000e+01 : f32 loc(#loc)
    %cst_22 = arith.constant {memopt.phase = "backward"} 5.000000e-01 : f32 loc(#loc)
    %cst_23 = arith.constant {memopt.phase = "backward"} 1.000000e+00 : f32 loc(#loc)
    %cst_24 = arith.constant {memopt.phase = "backward"} 3.000000e+00 : f32 loc(#loc)
    %cst_25 = arith.constant {memopt.phase = "backward"} 6.400000e+01 : f32 loc(#loc)
    %cst_26 = arith.constant {memopt.phase = "backward"} 1.1920929E-7 : f32 loc(#loc)
    %cst_27 = arith.constant {memopt.phase = "backward"} 1.42108547E-14 : f32 loc(#loc)
    %cst_28 = arith.constant {memopt.phase = "backward"} 1.600000e+01 : f32 loc(#loc)
    %cst_29 = arith.constant {memopt.phase = "backward"} 9.600000e+01 : f32 loc(#loc)
    %cst_30 = arith.constant {memopt.phase = "backward"} 1.280000e+02 : f32 loc(#loc)
    %c63_i64 = arith.constant {memopt.phase = "backward"} 63 : i64 loc(#loc20)
    %c-64_i64 = arith.constant {memopt.phase = "backward"} -64 : i64 loc(#loc20)
    %c15_i64 = arith.constant {memopt.phase = "backward"} 15 : i64 loc(#loc21)
    %c-16_i64 = arith.constant {memopt.phase = "backward"} -16 : i64 loc(#loc21)
    %c-100_i64 = arith.constant {memopt.phase = "backward"} -100 : i64 loc(#loc)
    %c64_i64 = arith.constant {memopt.phase = "backward"} 64 : i64 loc(#loc)
    %c3_i64 = arith.constant {memopt.phase = "forward"} 3 : i64 loc(#loc22)
    %c2_i64 = arith.constant {memopt.phase = "forward"} 2 : i64 loc(#loc)
    %c-1_i64 = arith.constant {memopt.phase = "forward"} -1 : i64 loc(#loc)
    %c16_i64 = arith.constant {memopt.phase = "forward"} 16 : i64 loc(#loc)
    %c32 = arith.constant {memopt.phase = "forward"} 32 : index loc(#loc)
    %c0_i64 = arith.constant {memopt.phase = "forward"} 0 : i64 loc(#loc)
    %cst_31 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32 loc(#loc)
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index loc(#loc)
    %cst_32 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<16x32xf32> loc(#loc23)
    %cst_33 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<64x32xf32> loc(#loc24)
    %cst_34 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} -1.000000e+00 : f32 loc(#loc)
    %cst_35 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} dense<1> : tensor<i64> loc(#loc25)
    %cst_36 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<i64> loc(#loc26)
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32> loc(#loc27)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg67 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1136 = arith.index_cast %in : i64 to index
      %1137 = linalg.index 2 : index
      %1138 = arith.cmpi slt, %1136, %c64 : index
      cf.assert %1138, "index must be smaller than dim size"
      %1139 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1139, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%1136, %1137] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc27)
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg70 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1136 = arith.index_cast %in : i64 to index
      %1137 = linalg.index 2 : index
      %1138 = arith.cmpi slt, %1136, %c16 : index
      cf.assert %1138, "index must be smaller than dim size"
      %1139 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1139, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%1136, %1137] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc28)
    %3 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %2 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc29)
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1> loc(#loc30)
    %5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1136 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %1136 : i1
    } -> tensor<2x16xi1> loc(#loc30)
    %6 = tensor.empty() {memopt.phase = "forward"} : tensor<2xi64> loc(#loc32)
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %1136 = linalg.index 0 : index
      %1137 = arith.index_cast %1136 : index to i64
      linalg.yield %1137 : i64
    } -> tensor<2xi64> loc(#loc32)
    %8 = tensor.empty() {memopt.phase = "forward"} : tensor<16xi64> loc(#loc33)
    %9 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%8 : tensor<16xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %1136 = linalg.index 0 : index
      %1137 = arith.index_cast %1136 : index to i64
      linalg.yield %1137 : i64
    } -> tensor<16xi64> loc(#loc33)
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] {memopt.phase = "forward"} : tensor<2xi64> into tensor<2x1x1x1xi64> loc(#loc22)
    %expanded_37 = tensor.expand_shape %9 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] {memopt.phase = "forward"} : tensor<16xi64> into tensor<1x1x16x1xi64> loc(#loc34)
    %expanded_38 = tensor.expand_shape %9 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] {memopt.phase = "forward"} : tensor<16xi64> into tensor<1x1x1x16xi64> loc(#loc35)
    %10 = tensor.empty() {memopt.phase = "forward"} : tensor<1x1x16x16xi1> loc(#loc36)
    %11 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38, %expanded_37 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%10 : tensor<1x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_182: i64, %out: i1):
      %1136 = arith.cmpi sle, %in, %in_182 : i64
      linalg.yield %1136 : i1
    } -> tensor<1x1x16x16xi1> loc(#loc36)
    %12 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_15, %11 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%10 : tensor<1x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_182: i1, %out: i1):
      %1136 = arith.andi %in, %in_182 : i1
      linalg.yield %1136 : i1
    } -> tensor<1x1x16x16xi1> loc(#loc16)
    %13 = tensor.empty() {memopt.phase = "forward"} : tensor<2x1x1x16xi1> loc(#loc37)
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_38 : tensor<2x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%13 : tensor<2x1x1x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_182: i64, %out: i1):
      %1136 = arith.cmpi slt, %in, %c0_i64 : i64
      %1137 = arith.addi %in, %c2_i64 : i64
      %1138 = arith.select %1136, %1137, %in : i64
      %1139 = arith.index_cast %1138 : i64 to index
      %1140 = arith.cmpi slt, %in_182, %c0_i64 : i64
      %1141 = arith.addi %in_182, %c16_i64 : i64
      %1142 = arith.select %1140, %1141, %in_182 : i64
      %1143 = arith.index_cast %1142 : i64 to index
      %extracted = tensor.extract %5[%1139, %1143] : tensor<2x16xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x16xi1> loc(#loc37)
    %15 = tensor.empty() {memopt.phase = "forward"} : tensor<2x1x16x16xi1> loc(#loc38)
    %16 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %14 : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>) outs(%15 : tensor<2x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_182: i1, %out: i1):
      %1136 = arith.andi %in, %in_182 : i1
      linalg.yield %1136 : i1
    } -> tensor<2x1x16x16xi1> loc(#loc38)
    %17 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf64> loc(#loc39)
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1136 = arith.extf %in : f32 to f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc39)
    %19 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf64> loc(#loc39)
    %20 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_0 : f64) outs(%19 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64> loc(#loc39)
    %21 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.addf %in, %out : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc39)
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.divf %in, %cst_20 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc39)
    %23 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %22 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_182: f64, %out: f64):
      %1136 = arith.subf %in, %in_182 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc39)
    %24 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %23 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_182: f64, %out: f64):
      %1136 = arith.mulf %in, %in_182 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc39)
    %25 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.addf %in, %out : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc39)
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.divf %in, %cst_20 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc39)
    %27 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32> loc(#loc39)
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x16x1xf64>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1136 = arith.truncf %in : f64 to f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc39)
    %29 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_31 : f32) outs(%27 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32> loc(#loc39)
    %30 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc39)
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc39)
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_2 : f64 to f32
      %1137 = arith.addf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x1xf32> loc(#loc3)
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc40)
    %34 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %31 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc41)
    %35 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %33 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc42)
    %36 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc43)
    %37 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %arg3 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc44)
    %collapsed = tensor.collapse_shape %37 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc45)
    %38 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> loc(#loc46)
    %39 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_31 : f32) outs(%38 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc46)
    %40 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %arg4 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%39 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc46)
    %41 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc47)
    %42 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%40, %41 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc48)
    %expanded_39 = tensor.expand_shape %42 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc51)
    %extracted_slice = tensor.extract_slice %expanded_39[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc52)
    %extracted_slice_40 = tensor.extract_slice %expanded_39[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc52)
    %extracted_slice_41 = tensor.extract_slice %expanded_39[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc52)
    %expanded_42 = tensor.expand_shape %extracted_slice_40 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc53)
    %expanded_43 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc54)
    %43 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> loc(#loc55)
    %transposed = linalg.transpose ins(%expanded_43 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc55)
    %expanded_44 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc56)
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc57)
    %44 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x1x16x16xf32> loc(#loc17)
    %45 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %cst_17, %cst_16 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%44 : tensor<2x1x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_182: f32, %in_183: f32, %out: f32):
      %1136 = arith.select %in, %in_182, %in_183 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x1x16x16xf32> loc(#loc17)
    %46 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_45 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc58)
    %transposed_46 = linalg.transpose ins(%expanded_42 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc59)
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_46 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc60)
    %collapsed_47 = tensor.collapse_shape %46 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc61)
    %collapsed_48 = tensor.collapse_shape %47 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc62)
    %48 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> loc(#loc63)
    %49 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_31 : f32) outs(%48 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc63)
    %50 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_47, %collapsed_48 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc63)
    %expanded_49 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc64)
    %51 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49, %45 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc65)
    %52 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xi64> loc(#loc66)
    %53 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%52 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64> loc(#loc66)
    %54 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> loc(#loc66)
    %55 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_1 : f32) outs(%54 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32> loc(#loc66)
    %56:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x2x16x16xf32>) outs(%55, %53 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_182: i64):
      %1136 = linalg.index 3 : index
      %1137 = arith.index_cast %1136 : index to i64
      %1138 = arith.maximumf %in, %out : f32
      %1139 = arith.cmpf ogt, %in, %out : f32
      %1140 = arith.select %1139, %1137, %out_182 : i64
      linalg.yield %1138, %1140 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc66)
    %expanded_50 = tensor.expand_shape %56#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc66)
    %57 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_50 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc66)
    %58 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.exp %in : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc66)
    %59 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32> loc(#loc66)
    %60 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_31 : f32) outs(%59 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32> loc(#loc66)
    %61 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc66)
    %62 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc66)
    %63 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xi1> loc(#loc4)
    %64 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x2x16x16xf32>) outs(%63 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %1136 = arith.extf %in : f32 to f64
      %1137 = arith.cmpf oeq, %1136, %cst_3 : f64
      linalg.yield %1137 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc4)
    %65 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xi1> loc(#loc67)
    %66 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%true : i1) outs(%65 : tensor<2x2x16x1xi1>) -> tensor<2x2x16x1xi1> loc(#loc67)
    %67 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<2x2x16x16xi1>) outs(%66 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %1136 = arith.andi %in, %out : i1
      linalg.yield %1136 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc67)
    %68 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %cst_18, %62 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_182: f32, %in_183: f32, %out: f32):
      %1136 = arith.select %in, %in_182, %in_183 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc18)
    %collapsed_51 = tensor.collapse_shape %68 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc68)
    %collapsed_52 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc69)
    %69 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_51, %collapsed_52 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc70)
    %expanded_53 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc71)
    %70 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> loc(#loc72)
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc72)
    %collapsed_55 = tensor.collapse_shape %transposed_54 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc73)
    %71 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> loc(#loc74)
    %72 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_31 : f32) outs(%71 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc74)
    %73 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_55, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc74)
    %74 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc75)
    %75 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%73, %74 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc76)
    %expanded_56 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc79)
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %3 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc80)
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1136 = arith.extf %in : f32 to f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc81)
    %78 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.addf %in, %out : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc81)
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.divf %in, %cst_20 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc81)
    %80 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %79 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_182: f64, %out: f64):
      %1136 = arith.subf %in, %in_182 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc81)
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %80 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_182: f64, %out: f64):
      %1136 = arith.mulf %in, %in_182 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc81)
    %82 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.addf %in, %out : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc81)
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.divf %in, %cst_20 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc81)
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x16x1xf64>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1136 = arith.truncf %in : f64 to f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc81)
    %85 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc81)
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc81)
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_2 : f64 to f32
      %1137 = arith.addf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x1xf32> loc(#loc82)
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc83)
    %89 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %86 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc84)
    %90 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %88 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc85)
    %91 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc86)
    %92 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %arg9 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc87)
    %collapsed_57 = tensor.collapse_shape %92 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc88)
    %93 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x128xf32> loc(#loc89)
    %94 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_31 : f32) outs(%93 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc89)
    %95 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_57, %arg10 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc89)
    %96 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32> loc(#loc90)
    %97 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%95, %96 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc91)
    %expanded_58 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc94)
    %98 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> loc(#loc95)
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc95)
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc96)
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_4 : f64 to f32
      %1137 = arith.mulf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x128xf32> loc(#loc5)
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %101 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc97)
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_5 : f64 to f32
      %1137 = arith.mulf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x128xf32> loc(#loc6)
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.tanh %in : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc98)
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %cst_23 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc99)
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %105 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc100)
    %collapsed_59 = tensor.collapse_shape %106 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc101)
    %107 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_59, %arg12 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc102)
    %108 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc103)
    %109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%107, %108 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc104)
    %expanded_60 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc107)
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %expanded_60 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc108)
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1136 = arith.extf %in : f32 to f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc109)
    %112 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.addf %in, %out : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc109)
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.divf %in, %cst_20 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc109)
    %114 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %113 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_182: f64, %out: f64):
      %1136 = arith.subf %in, %in_182 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc109)
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %114 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_182: f64, %out: f64):
      %1136 = arith.mulf %in, %in_182 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc109)
    %116 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.addf %in, %out : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc109)
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.divf %in, %cst_20 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc109)
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x16x1xf64>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1136 = arith.truncf %in : f64 to f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc109)
    %119 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc109)
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc109)
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_2 : f64 to f32
      %1137 = arith.addf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x1xf32> loc(#loc110)
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc111)
    %123 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %120 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc112)
    %124 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %122 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc113)
    %125 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc114)
    %126 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc115)
    %collapsed_61 = tensor.collapse_shape %126 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc116)
    %127 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_61, %arg16 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%39 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc117)
    %128 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc118)
    %129 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%127, %128 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc119)
    %expanded_62 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc122)
    %extracted_slice_63 = tensor.extract_slice %expanded_62[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc123)
    %extracted_slice_64 = tensor.extract_slice %expanded_62[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc123)
    %extracted_slice_65 = tensor.extract_slice %expanded_62[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc123)
    %expanded_66 = tensor.expand_shape %extracted_slice_64 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc124)
    %expanded_67 = tensor.expand_shape %extracted_slice_65 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc125)
    %transposed_68 = linalg.transpose ins(%expanded_67 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc126)
    %expanded_69 = tensor.expand_shape %extracted_slice_63 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc127)
    %transposed_70 = linalg.transpose ins(%expanded_69 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc128)
    %130 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_70 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc129)
    %transposed_71 = linalg.transpose ins(%expanded_66 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc130)
    %131 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_71 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc131)
    %collapsed_72 = tensor.collapse_shape %130 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc132)
    %collapsed_73 = tensor.collapse_shape %131 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc133)
    %132 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_72, %collapsed_73 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc134)
    %expanded_74 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc135)
    %133 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_74, %45 : tensor<2x2x16x16xf32>, tensor<2x1x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc136)
    %134:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133 : tensor<2x2x16x16xf32>) outs(%55, %53 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_182: i64):
      %1136 = linalg.index 3 : index
      %1137 = arith.index_cast %1136 : index to i64
      %1138 = arith.maximumf %in, %out : f32
      %1139 = arith.cmpf ogt, %in, %out : f32
      %1140 = arith.select %1139, %1137, %out_182 : i64
      linalg.yield %1138, %1140 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc138)
    %expanded_75 = tensor.expand_shape %134#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc138)
    %135 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_75 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc138)
    %136 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.exp %in : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc138)
    %137 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc138)
    %138 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %137 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc138)
    %139 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<2x2x16x16xf32>) outs(%63 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %1136 = arith.extf %in : f32 to f64
      %1137 = arith.cmpf oeq, %1136, %cst_3 : f64
      linalg.yield %1137 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc139)
    %140 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%139 : tensor<2x2x16x16xi1>) outs(%66 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %1136 = arith.andi %in, %out : i1
      linalg.yield %1136 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc140)
    %141 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %cst_18, %138 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_182: f32, %in_183: f32, %out: f32):
      %1136 = arith.select %in, %in_182, %in_183 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc141)
    %collapsed_76 = tensor.collapse_shape %141 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc142)
    %collapsed_77 = tensor.collapse_shape %transposed_68 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc143)
    %142 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_76, %collapsed_77 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc144)
    %expanded_78 = tensor.expand_shape %142 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc145)
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc146)
    %collapsed_80 = tensor.collapse_shape %transposed_79 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc147)
    %143 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_80, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc148)
    %144 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc149)
    %145 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%143, %144 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc150)
    %expanded_81 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc153)
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %110 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc154)
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1136 = arith.extf %in : f32 to f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc155)
    %148 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.addf %in, %out : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc155)
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.divf %in, %cst_20 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc155)
    %150 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %149 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_182: f64, %out: f64):
      %1136 = arith.subf %in, %in_182 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc155)
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %150 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_182: f64, %out: f64):
      %1136 = arith.mulf %in, %in_182 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc155)
    %152 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.addf %in, %out : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc155)
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.divf %in, %cst_20 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc155)
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x16x1xf64>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1136 = arith.truncf %in : f64 to f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc155)
    %155 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc155)
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc155)
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_2 : f64 to f32
      %1137 = arith.addf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x1xf32> loc(#loc156)
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc157)
    %159 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %156 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc158)
    %160 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %158 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc159)
    %161 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc160)
    %162 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %arg21 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc161)
    %collapsed_82 = tensor.collapse_shape %162 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc162)
    %163 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_82, %arg22 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc163)
    %164 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32> loc(#loc164)
    %165 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%163, %164 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc165)
    %expanded_83 = tensor.expand_shape %165 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc168)
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc169)
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc170)
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_4 : f64 to f32
      %1137 = arith.mulf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x128xf32> loc(#loc171)
    %169 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %168 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc172)
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_5 : f64 to f32
      %1137 = arith.mulf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x128xf32> loc(#loc173)
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.tanh %in : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc174)
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %cst_23 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc175)
    %173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %172 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc176)
    %collapsed_84 = tensor.collapse_shape %173 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc177)
    %174 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_84, %arg24 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc178)
    %175 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc179)
    %176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%174, %175 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc180)
    %expanded_85 = tensor.expand_shape %176 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc183)
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %expanded_85 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc184)
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1136 = arith.extf %in : f32 to f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc185)
    %179 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%178 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.addf %in, %out : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc185)
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.divf %in, %cst_20 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc185)
    %181 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %180 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_182: f64, %out: f64):
      %1136 = arith.subf %in, %in_182 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc185)
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %181 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%17 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_182: f64, %out: f64):
      %1136 = arith.mulf %in, %in_182 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x32xf64> loc(#loc185)
    %183 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<2x16x32xf64>) outs(%20 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.addf %in, %out : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc185)
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x16x1xf64>) outs(%19 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1136 = arith.divf %in, %cst_20 : f64
      linalg.yield %1136 : f64
    } -> tensor<2x16x1xf64> loc(#loc185)
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x16x1xf64>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1136 = arith.truncf %in : f64 to f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc185)
    %186 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%177 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc185)
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc185)
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_2 : f64 to f32
      %1137 = arith.addf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x1xf32> loc(#loc186)
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc187)
    %190 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %187 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc188)
    %191 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %189 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc189)
    %192 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc190)
    %193 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %arg27 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc191)
    %194 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32> loc(#loc192)
    %transposed_86 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%194 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.phase = "forward"} loc(#loc192)
    %collapsed_87 = tensor.collapse_shape %193 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc193)
    %195 = linalg.fill {memopt.phase = "forward"} ins(%cst_31 : f32) outs(%194 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc194)
    %196 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_87, %transposed_86 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%195 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc194)
    %padded = tensor.pad %arg69 low[0, 0] high[0, 1] {
    ^bb0(%arg71: index, %arg72: index):
      tensor.yield %c-100_i64 : i64
    } {memopt.phase = "forward"} : tensor<2x16xi64> to tensor<2x17xi64> loc(#loc195)
    %extracted_slice_88 = tensor.extract_slice %padded[0, 1] [2, 16] [1, 1] {memopt.phase = "forward"} : tensor<2x17xi64> to tensor<2x16xi64> loc(#loc196)
    %collapsed_89 = tensor.collapse_shape %extracted_slice_88 [[0, 1]] {memopt.phase = "forward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc197)
    %197 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi64> loc(#loc198)
    %198 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%197 : tensor<32xi64>) -> tensor<32xi64> loc(#loc198)
    %199 = tensor.empty() {memopt.phase = "forward"} : tensor<32xf32> loc(#loc198)
    %200 = linalg.fill {memopt.phase = "forward"} ins(%cst_1 : f32) outs(%199 : tensor<32xf32>) -> tensor<32xf32> loc(#loc198)
    %201:2 = linalg.generic {indexing_maps = [#map2, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%196 : tensor<32x64xf32>) outs(%200, %198 : tensor<32xf32>, tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_182: i64):
      %1136 = linalg.index 1 : index
      %1137 = arith.index_cast %1136 : index to i64
      %1138 = arith.maximumf %in, %out : f32
      %1139 = arith.cmpf ogt, %in, %out : f32
      %1140 = arith.select %1139, %1137, %out_182 : i64
      linalg.yield %1138, %1140 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>) loc(#loc198)
    %expanded_90 = tensor.expand_shape %201#0 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xf32> into tensor<32x1xf32> loc(#loc198)
    %202 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%196, %expanded_90 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x64xf32> loc(#loc200)
    %203 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<32x64xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.exp %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32x64xf32> loc(#loc201)
    %204 = tensor.empty() {memopt.phase = "forward"} : tensor<32x1xf32> loc(#loc202)
    %205 = linalg.fill {memopt.phase = "forward"} ins(%cst_31 : f32) outs(%204 : tensor<32x1xf32>) -> tensor<32x1xf32> loc(#loc202)
    %206 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%203 : tensor<32x64xf32>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc202)
    %207 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%206 : tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.log %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc203)
    %208 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%202, %207 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x64xf32> loc(#loc204)
    %209 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi1> loc(#loc205)
    %210 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_89 : tensor<32xi64>) outs(%209 : tensor<32xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1136 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1136 : i1
    } -> tensor<32xi1> loc(#loc205)
    %211 = linalg.generic {indexing_maps = [#map3, #map3, #map18, #map3], iterator_types = ["parallel"]} ins(%210, %collapsed_89, %cst_36 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%197 : tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_182: i64, %in_183: i64, %out: i64):
      %1136 = arith.select %in, %in_182, %in_183 : i64
      linalg.yield %1136 : i64
    } -> tensor<32xi64> loc(#loc26)
    %expanded_91 = tensor.expand_shape %211 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc206)
    %212 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_91 : tensor<32x1xi64>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1136 = linalg.index 0 : index
      %1137 = arith.index_cast %in : i64 to index
      %1138 = arith.cmpi slt, %1137, %c64 : index
      cf.assert %1138, "index must be smaller than dim size"
      %1139 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1139, "index must be larger or equal to 0"
      %extracted = tensor.extract %208[%1136, %1137] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32> loc(#loc207)
    %collapsed_92 = tensor.collapse_shape %212 [[0, 1]] {memopt.phase = "forward"} : tensor<32x1xf32> into tensor<32xf32> loc(#loc208)
    %213 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_92 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.negf %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc209)
    %214 = linalg.generic {indexing_maps = [#map3, #map3, #map18, #map3], iterator_types = ["parallel"]} ins(%210, %213, %cst_17 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_182: f32, %in_183: f32, %out: f32):
      %1136 = arith.select %in, %in_182, %in_183 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc210)
    %215 = tensor.empty() {memopt.phase = "forward"} : tensor<i64> loc(#loc212)
    %216 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%215 : tensor<i64>) -> tensor<i64> loc(#loc212)
    %217 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%210 : tensor<32xi1>) outs(%216 : tensor<i64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %1136 = arith.extui %in : i1 to i64
      %1137 = arith.addi %1136, %out : i64
      linalg.yield %1137 : i64
    } -> tensor<i64> loc(#loc212)
    %218 = tensor.empty() {memopt.phase = "forward"} : tensor<f32> loc(#loc214)
    %219 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%217 : tensor<i64>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1136 = arith.sitofp %in : i64 to f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc214)
    %220 = linalg.fill {memopt.phase = "forward"} ins(%cst_31 : f32) outs(%218 : tensor<f32>) -> tensor<f32> loc(#loc215)
    %221 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%214 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc215)
    %222 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%221, %219 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc216)
    %223 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_19, %219 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc19)
    %expanded_93 = tensor.expand_shape %collapsed_89 [[0, 1]] output_shape [32, 1] {memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc217)
    %224 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi1> loc(#loc218)
    %225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_93 : tensor<32x1xi64>) outs(%224 : tensor<32x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1136 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1136 : i1
    } -> tensor<32x1xi1> loc(#loc218)
    %226 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi64> loc(#loc219)
    %227 = linalg.generic {indexing_maps = [#map2, #map2, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%225, %expanded_93, %cst_36 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%226 : tensor<32x1xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_182: i64, %in_183: i64, %out: i64):
      %1136 = arith.select %in, %in_182, %in_183 : i64
      linalg.yield %1136 : i64
    } -> tensor<32x1xi64> loc(#loc219)
    %228 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%226 : tensor<32x1xi64>) -> tensor<32x1xi64> loc(#loc2)
    %229 = linalg.fill {memopt.phase = "backward"} ins(%cst_31 : f32) outs(%199 : tensor<32xf32>) -> tensor<32xf32> loc(#loc2)
    %230:3 = linalg.generic {indexing_maps = [#map21, #map21, #map3], iterator_types = ["parallel"]} outs(%228, %228, %229 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i64, %out_182: i64, %out_183: f32):
      %1136 = linalg.index 0 : index
      %1137 = arith.remsi %1136, %c32 : index
      %extracted = tensor.extract %227[%1137, %c0] : tensor<32x1xi64>
      %1138 = arith.index_cast %1137 : index to i64
      linalg.yield %1138, %extracted, %cst_34 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) loc(#loc2)
    %231 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2xi64> loc(#loc2)
    %232 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%231 : tensor<32x2xi64>) -> tensor<32x2xi64> loc(#loc2)
    %inserted_slice = tensor.insert_slice %230#0 into %232[0, 0] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %inserted_slice_94 = tensor.insert_slice %230#1 into %inserted_slice[0, 1] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %233 = scf.for %arg71 = %c0 to %c32 step %c1 iter_args(%arg72 = %cst) -> (tensor<32x64xf32>) {
      %extracted = tensor.extract %inserted_slice_94[%arg71, %c0] : tensor<32x2xi64>
      %1136 = arith.index_cast %extracted : i64 to index
      %extracted_182 = tensor.extract %inserted_slice_94[%arg71, %c1] : tensor<32x2xi64>
      %1137 = arith.index_cast %extracted_182 : i64 to index
      %extracted_slice_183 = tensor.extract_slice %230#2[%arg71] [1] [1] : tensor<32xf32> to tensor<f32>
      %inserted_slice_184 = tensor.insert_slice %extracted_slice_183 into %arg72[%1136, %1137] [1, 1] [1, 1] : tensor<f32> into tensor<32x64xf32>
      scf.yield %inserted_slice_184 : tensor<32x64xf32>
    } {memopt.phase = "backward"} loc(#loc2)
    %234 = linalg.generic {indexing_maps = [#map2, #map20, #map20, #map2], iterator_types = ["parallel", "parallel"]} ins(%225, %223, %cst_17 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_182: f32, %in_183: f32, %out: f32):
      %1136 = arith.select %in, %in_182, %in_183 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc220)
    %235 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%233, %234 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x64xf32> loc(#loc222)
    %236 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%208 : tensor<32x64xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.exp %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32x64xf32> loc(#loc223)
    %237 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%235 : tensor<32x64xf32>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc224)
    %238 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel", "parallel"]} ins(%236, %237 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x64xf32> loc(#loc225)
    %239 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%235, %238 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%194 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x64xf32> loc(#loc226)
    %240 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32> loc(#loc227)
    %transposed_95 = linalg.transpose ins(%239 : tensor<32x64xf32>) outs(%240 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.phase = "backward"} loc(#loc227)
    %241 = linalg.fill {memopt.phase = "backward"} ins(%cst_31 : f32) outs(%240 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc228)
    %242 = linalg.matmul {memopt.phase = "backward"} ins(%transposed_95, %collapsed_87 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%241 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc228)
    %243 = linalg.matmul {memopt.phase = "backward"} ins(%239, %arg0 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc229)
    %expanded_96 = tensor.expand_shape %243 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc230)
    %244 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc231)
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc232)
    %246 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%244 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc233)
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %191 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc234)
    %248 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%247 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc236)
    %249 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %248 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc237)
    %250 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %246 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc238)
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %249 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc239)
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc240)
    %253 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %251 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc241)
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %191 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc242)
    %255 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%254 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc243)
    %256 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_96 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc244)
    %collapsed_97 = tensor.collapse_shape %253 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc245)
    %transposed_98 = linalg.transpose ins(%arg24 : tensor<128x32xf32>) outs(%93 : tensor<32x128xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc246)
    %257 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_97, %transposed_98 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc247)
    %258 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<128x32xf32> loc(#loc248)
    %transposed_99 = linalg.transpose ins(%collapsed_84 : tensor<32x128xf32>) outs(%258 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc248)
    %259 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_31 : f32) outs(%258 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc249)
    %260 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_99, %collapsed_97 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%259 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc249)
    %261 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> loc(#loc250)
    %262 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_31 : f32) outs(%261 : tensor<1x32xf32>) -> tensor<1x32xf32> loc(#loc250)
    %263 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_97 : tensor<32x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc250)
    %collapsed_100 = tensor.collapse_shape %263 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc251)
    %expanded_101 = tensor.expand_shape %257 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc252)
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101, %166 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc253)
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101, %172 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc254)
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %171 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc255)
    %267 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_35, %266 : tensor<i64>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_182: f32, %out: f32):
      %1136 = arith.sitofp %in : i64 to f32
      %1137 = arith.subf %1136, %in_182 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x128xf32> loc(#loc25)
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %267 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc256)
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_5 : f64 to f32
      %1137 = arith.mulf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x128xf32> loc(#loc257)
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_4 : f64 to f32
      %1137 = arith.mulf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x128xf32> loc(#loc258)
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc259)
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc260)
    %273 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %272 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc261)
    %274 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %273 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc262)
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc263)
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %275 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc264)
    %collapsed_102 = tensor.collapse_shape %276 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc265)
    %transposed_103 = linalg.transpose ins(%arg22 : tensor<32x128xf32>) outs(%258 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc266)
    %277 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_102, %transposed_103 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc267)
    %transposed_104 = linalg.transpose ins(%collapsed_82 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc268)
    %278 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_104, %collapsed_102 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc269)
    %279 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x128xf32> loc(#loc270)
    %280 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_31 : f32) outs(%279 : tensor<1x128xf32>) -> tensor<1x128xf32> loc(#loc270)
    %281 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_102 : tensor<32x128xf32>) outs(%280 : tensor<1x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc270)
    %collapsed_105 = tensor.collapse_shape %281 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x128xf32> into tensor<128xf32> loc(#loc271)
    %expanded_106 = tensor.expand_shape %277 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc272)
    %282 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc273)
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc274)
    %284 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%282 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc275)
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %160 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc276)
    %286 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%285 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc278)
    %287 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %286 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc279)
    %288 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %284 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc280)
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %287 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc281)
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc282)
    %291 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %289 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc283)
    %292 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %160 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc284)
    %293 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%292 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc285)
    %294 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_106 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc286)
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %291 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc287)
    %collapsed_107 = tensor.collapse_shape %295 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc288)
    %transposed_108 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc289)
    %296 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_107, %transposed_108 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc290)
    %transposed_109 = linalg.transpose ins(%collapsed_80 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc291)
    %297 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_109, %collapsed_107 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc292)
    %298 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_107 : tensor<32x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc293)
    %collapsed_110 = tensor.collapse_shape %298 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc294)
    %expanded_111 = tensor.expand_shape %296 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc295)
    %transposed_112 = linalg.transpose ins(%expanded_111 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc296)
    %collapsed_113 = tensor.collapse_shape %transposed_112 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc297)
    %transposed_114 = linalg.transpose ins(%collapsed_76 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc298)
    %299 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_114, %collapsed_113 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc299)
    %transposed_115 = linalg.transpose ins(%collapsed_77 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc300)
    %300 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_113, %transposed_115 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc301)
    %expanded_116 = tensor.expand_shape %299 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc302)
    %expanded_117 = tensor.expand_shape %300 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc303)
    %301 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_117, %141 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc304)
    %302 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%301 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc305)
    %303 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %302 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc306)
    %304 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %303 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc307)
    %collapsed_118 = tensor.collapse_shape %304 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc308)
    %transposed_119 = linalg.transpose ins(%collapsed_72 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc309)
    %305 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_119, %collapsed_118 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc310)
    %transposed_120 = linalg.transpose ins(%collapsed_73 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc311)
    %306 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_118, %transposed_120 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc312)
    %expanded_121 = tensor.expand_shape %305 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc313)
    %expanded_122 = tensor.expand_shape %306 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc314)
    %307 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_121 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc315)
    %308 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_122 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc316)
    %transposed_123 = linalg.transpose ins(%308 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc317)
    %collapsed_124 = tensor.collapse_shape %transposed_123 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc318)
    %transposed_125 = linalg.transpose ins(%expanded_116 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc319)
    %collapsed_126 = tensor.collapse_shape %transposed_125 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc320)
    %transposed_127 = linalg.transpose ins(%307 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc321)
    %collapsed_128 = tensor.collapse_shape %transposed_127 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc322)
    %concat = tensor.concat dim(2) %collapsed_124, %collapsed_128, %collapsed_126 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc323)
    %collapsed_129 = tensor.collapse_shape %concat [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc324)
    %309 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x32xf32> loc(#loc325)
    %transposed_130 = linalg.transpose ins(%arg16 : tensor<32x96xf32>) outs(%309 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc325)
    %310 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_129, %transposed_130 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc326)
    %transposed_131 = linalg.transpose ins(%collapsed_61 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc327)
    %311 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_131, %collapsed_129 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%39 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc328)
    %312 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x96xf32> loc(#loc329)
    %313 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_31 : f32) outs(%312 : tensor<1x96xf32>) -> tensor<1x96xf32> loc(#loc329)
    %314 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_129 : tensor<32x96xf32>) outs(%313 : tensor<1x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc329)
    %collapsed_132 = tensor.collapse_shape %314 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc330)
    %expanded_133 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc331)
    %315 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc332)
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc333)
    %317 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%315 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc334)
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %124 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc335)
    %319 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%318 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc337)
    %320 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %319 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc338)
    %321 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %317 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc339)
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %320 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc340)
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc341)
    %324 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %322 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc342)
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %124 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc343)
    %326 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%325 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc344)
    %327 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_133 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc345)
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %324 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc346)
    %collapsed_134 = tensor.collapse_shape %328 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc347)
    %transposed_135 = linalg.transpose ins(%arg12 : tensor<128x32xf32>) outs(%93 : tensor<32x128xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc348)
    %329 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_134, %transposed_135 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc349)
    %transposed_136 = linalg.transpose ins(%collapsed_59 : tensor<32x128xf32>) outs(%258 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc350)
    %330 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_136, %collapsed_134 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%259 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc351)
    %331 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_134 : tensor<32x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc352)
    %collapsed_137 = tensor.collapse_shape %331 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc353)
    %expanded_138 = tensor.expand_shape %329 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc354)
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_138, %99 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc355)
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_138, %105 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc356)
    %334 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %104 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc357)
    %335 = linalg.generic {indexing_maps = [#map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_35, %334 : tensor<i64>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_182: f32, %out: f32):
      %1136 = arith.sitofp %in : i64 to f32
      %1137 = arith.subf %1136, %in_182 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x128xf32> loc(#loc358)
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %335 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc359)
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_5 : f64 to f32
      %1137 = arith.mulf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x128xf32> loc(#loc360)
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_4 : f64 to f32
      %1137 = arith.mulf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<2x16x128xf32> loc(#loc361)
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc362)
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc363)
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %340 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc364)
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %341 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc365)
    %343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc366)
    %344 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %343 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%98 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x128xf32> loc(#loc367)
    %collapsed_139 = tensor.collapse_shape %344 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc368)
    %transposed_140 = linalg.transpose ins(%arg10 : tensor<32x128xf32>) outs(%258 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc369)
    %345 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_139, %transposed_140 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc370)
    %transposed_141 = linalg.transpose ins(%collapsed_57 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc371)
    %346 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_141, %collapsed_139 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc372)
    %347 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_139 : tensor<32x128xf32>) outs(%280 : tensor<1x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc373)
    %collapsed_142 = tensor.collapse_shape %347 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x128xf32> into tensor<128xf32> loc(#loc374)
    %expanded_143 = tensor.expand_shape %345 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc375)
    %348 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_143, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc376)
    %349 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc377)
    %350 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%348 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc378)
    %351 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %90 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc379)
    %352 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%351 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc381)
    %353 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %352 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc382)
    %354 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %350 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc383)
    %355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %353 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc384)
    %356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc385)
    %357 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %355 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc386)
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_143, %90 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc387)
    %359 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%358 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc388)
    %360 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_143 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc389)
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %357 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc390)
    %collapsed_144 = tensor.collapse_shape %361 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc391)
    %transposed_145 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc392)
    %362 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_144, %transposed_145 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc393)
    %transposed_146 = linalg.transpose ins(%collapsed_55 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc394)
    %363 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_146, %collapsed_144 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc395)
    %364 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_144 : tensor<32x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc396)
    %collapsed_147 = tensor.collapse_shape %364 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc397)
    %expanded_148 = tensor.expand_shape %362 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc398)
    %transposed_149 = linalg.transpose ins(%expanded_148 : tensor<2x16x2x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc399)
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc400)
    %transposed_151 = linalg.transpose ins(%collapsed_51 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc401)
    %365 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_151, %collapsed_150 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc402)
    %transposed_152 = linalg.transpose ins(%collapsed_52 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc403)
    %366 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_150, %transposed_152 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc404)
    %expanded_153 = tensor.expand_shape %365 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc405)
    %expanded_154 = tensor.expand_shape %366 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc406)
    %367 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_154, %68 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc407)
    %368 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%367 : tensor<2x2x16x16xf32>) outs(%60 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc408)
    %369 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %368 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc409)
    %370 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %369 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc410)
    %collapsed_155 = tensor.collapse_shape %370 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc411)
    %transposed_156 = linalg.transpose ins(%collapsed_47 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc412)
    %371 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_156, %collapsed_155 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc413)
    %transposed_157 = linalg.transpose ins(%collapsed_48 : tensor<4x16x16xf32>) outs(%48 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc414)
    %372 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_155, %transposed_157 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%49 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc415)
    %expanded_158 = tensor.expand_shape %371 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc416)
    %expanded_159 = tensor.expand_shape %372 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc417)
    %373 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_158 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc418)
    %374 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_159 : tensor<2x2x16x16xf32>) outs(%43 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc419)
    %transposed_160 = linalg.transpose ins(%374 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc420)
    %collapsed_161 = tensor.collapse_shape %transposed_160 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc421)
    %transposed_162 = linalg.transpose ins(%expanded_153 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc422)
    %collapsed_163 = tensor.collapse_shape %transposed_162 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc423)
    %transposed_164 = linalg.transpose ins(%373 : tensor<2x2x16x16xf32>) outs(%70 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc424)
    %collapsed_165 = tensor.collapse_shape %transposed_164 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc425)
    %concat_166 = tensor.concat dim(2) %collapsed_161, %collapsed_165, %collapsed_163 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc426)
    %collapsed_167 = tensor.collapse_shape %concat_166 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc427)
    %transposed_168 = linalg.transpose ins(%arg4 : tensor<32x96xf32>) outs(%309 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc428)
    %375 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_167, %transposed_168 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc429)
    %transposed_169 = linalg.transpose ins(%collapsed : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc430)
    %376 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_169, %collapsed_167 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%39 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc431)
    %377 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%collapsed_167 : tensor<32x96xf32>) outs(%313 : tensor<1x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc432)
    %collapsed_170 = tensor.collapse_shape %377 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc433)
    %expanded_171 = tensor.expand_shape %375 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc434)
    %378 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_171, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc435)
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc436)
    %380 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%378 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc437)
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %35 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc438)
    %382 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%381 : tensor<2x16x32xf32>) outs(%29 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc440)
    %383 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %382 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc441)
    %384 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %380 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc442)
    %385 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384, %383 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc443)
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x16x1xf32>) outs(%27 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x1xf32> loc(#loc444)
    %387 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %385 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc445)
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_171, %35 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc446)
    %389 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%388 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc447)
    %390 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_171 : tensor<2x16x32xf32>) outs(%229 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc448)
    %391 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %387 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc449)
    %392 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1136 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1136 : i1
    } -> tensor<2x16xi1> loc(#loc450)
    %393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1136 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %1136 : i1
    } -> tensor<2x16xi1> loc(#loc451)
    %394 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%392, %393 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_182: i1, %out: i1):
      %1136 = arith.andi %in, %in_182 : i1
      linalg.yield %1136 : i1
    } -> tensor<2x16xi1> loc(#loc452)
    %395 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1136 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1136 : i1
    } -> tensor<2x16xi1> loc(#loc453)
    %396 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%394, %395 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_182: i1, %out: i1):
      %1136 = arith.andi %in, %in_182 : i1
      linalg.yield %1136 : i1
    } -> tensor<2x16xi1> loc(#loc454)
    %expanded_172 = tensor.expand_shape %396 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xi1> into tensor<2x16x1xi1> loc(#loc455)
    %397 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xi64> loc(#loc21)
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<2x16xi64>) outs(%397 : tensor<2x16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %1136 = arith.maxsi %in, %c-16_i64 : i64
      %1137 = arith.minsi %1136, %c15_i64 : i64
      linalg.yield %1137 : i64
    } -> tensor<2x16xi64> loc(#loc21)
    %399 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xi1> loc(#loc456)
    %400 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172 : tensor<2x16x1xi1>) outs(%399 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %1136 = arith.xori %in, %true : i1
      linalg.yield %1136 : i1
    } -> tensor<2x16x1xi1> loc(#loc456)
    %401 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %cst_17, %391 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_182: f32, %in_183: f32, %out: f32):
      %1136 = arith.select %in, %in_182, %in_183 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc457)
    %collapsed_173 = tensor.collapse_shape %398 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc23)
    %expanded_174 = tensor.expand_shape %collapsed_173 [[0, 1]] output_shape [32, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc23)
    %collapsed_175 = tensor.collapse_shape %401 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc23)
    %expanded_176 = tensor.expand_shape %collapsed_175 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc23)
    %402 = scf.for %arg71 = %c0 to %c32 step %c1 iter_args(%arg72 = %cst_32) -> (tensor<16x32xf32>) {
      %extracted = tensor.extract %expanded_174[%arg71, %c0] : tensor<32x1xi64>
      %1136 = arith.index_cast %extracted : i64 to index
      %extracted_slice_182 = tensor.extract_slice %expanded_176[%arg71, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_183 = tensor.extract_slice %arg72[%1136, 0] [1, 32] [1, 1] : tensor<16x32xf32> to tensor<1x32xf32>
      %1137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_182 : tensor<1x32xf32>) outs(%extracted_slice_183 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1138 = arith.addf %out, %in : f32
        linalg.yield %1138 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_184 = tensor.insert_slice %1137 into %arg72[%1136, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<16x32xf32>
      scf.yield %inserted_slice_184 : tensor<16x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc23)
    %403 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1136 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1136 : i1
    } -> tensor<2x16xi1> loc(#loc458)
    %404 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1136 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %1136 : i1
    } -> tensor<2x16xi1> loc(#loc459)
    %405 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%403, %404 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_182: i1, %out: i1):
      %1136 = arith.andi %in, %in_182 : i1
      linalg.yield %1136 : i1
    } -> tensor<2x16xi1> loc(#loc460)
    %406 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1136 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1136 : i1
    } -> tensor<2x16xi1> loc(#loc461)
    %407 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%405, %406 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%4 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_182: i1, %out: i1):
      %1136 = arith.andi %in, %in_182 : i1
      linalg.yield %1136 : i1
    } -> tensor<2x16xi1> loc(#loc462)
    %expanded_177 = tensor.expand_shape %407 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xi1> into tensor<2x16x1xi1> loc(#loc463)
    %408 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<2x16xi64>) outs(%397 : tensor<2x16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %1136 = arith.maxsi %in, %c-64_i64 : i64
      %1137 = arith.minsi %1136, %c63_i64 : i64
      linalg.yield %1137 : i64
    } -> tensor<2x16xi64> loc(#loc20)
    %409 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_177 : tensor<2x16x1xi1>) outs(%399 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %1136 = arith.xori %in, %true : i1
      linalg.yield %1136 : i1
    } -> tensor<2x16x1xi1> loc(#loc464)
    %410 = linalg.generic {indexing_maps = [#map11, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409, %cst_17, %391 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_182: f32, %in_183: f32, %out: f32):
      %1136 = arith.select %in, %in_182, %in_183 : f32
      linalg.yield %1136 : f32
    } -> tensor<2x16x32xf32> loc(#loc465)
    %collapsed_178 = tensor.collapse_shape %408 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc24)
    %expanded_179 = tensor.expand_shape %collapsed_178 [[0, 1]] output_shape [32, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc24)
    %collapsed_180 = tensor.collapse_shape %410 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc24)
    %expanded_181 = tensor.expand_shape %collapsed_180 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc24)
    %411 = scf.for %arg71 = %c0 to %c32 step %c1 iter_args(%arg72 = %cst_33) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %expanded_179[%arg71, %c0] : tensor<32x1xi64>
      %1136 = arith.index_cast %extracted : i64 to index
      %extracted_slice_182 = tensor.extract_slice %expanded_181[%arg71, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_183 = tensor.extract_slice %arg72[%1136, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<1x32xf32>
      %1137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_182 : tensor<1x32xf32>) outs(%extracted_slice_183 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1138 = arith.addf %out, %in : f32
        linalg.yield %1138 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_184 = tensor.insert_slice %1137 into %arg72[%1136, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_184 : tensor<64x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc24)
    %412 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%242, %411 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x32xf32> loc(#loc466)
    %413 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%arg66 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_6 : f64 to f32
      %1137 = math.powf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc7)
    %414 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%arg66 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc468)
    %415 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%414 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_7 : f64 to f32
      %1137 = arith.cmpf ugt, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc8)
    %416 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x32xf32> loc(#loc469)
    %417 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%416 : tensor<64x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc470)
    %418 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%417 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc471)
    %419 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%418 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_8 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc9)
    %420 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%419 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc10)
    %421 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%420, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc472)
    %422 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%412, %412 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x32xf32> loc(#loc473)
    %423 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<64x1xf32> loc(#loc474)
    %424 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "optimizer"} ins(%cst_31 : f32) outs(%423 : tensor<64x1xf32>) -> tensor<64x1xf32> loc(#loc474)
    %425 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%422 : tensor<64x32xf32>) outs(%424 : tensor<64x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<64x1xf32> loc(#loc474)
    %426 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%425 : tensor<64x1xf32>) outs(%423 : tensor<64x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x1xf32> loc(#loc474)
    %427 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%426, %arg28 : tensor<64x1xf32>, tensor<64x1xf32>) outs(%423 : tensor<64x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x1xf32> loc(#loc475)
    %428 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %427 : tensor<f32>, tensor<64x1xf32>) outs(%423 : tensor<64x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x1xf32> loc(#loc476)
    %429 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg28, %428 : tensor<64x1xf32>, tensor<64x1xf32>) outs(%423 : tensor<64x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x1xf32> loc(#loc477)
    %430 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%422 : tensor<64x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc478)
    %431 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%430 : tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_25 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc478)
    %432 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%431, %arg38 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc479)
    %433 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %432 : tensor<f32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc480)
    %434 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg38, %433 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc481)
    %435 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "optimizer"} ins(%429, %434 : tensor<64x1xf32>, tensor<1x32xf32>) outs(%241 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc482)
    %436 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<1x1xf32> loc(#loc483)
    %437 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "optimizer"} ins(%cst_31 : f32) outs(%436 : tensor<1x1xf32>) -> tensor<1x1xf32> loc(#loc483)
    %438 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%429 : tensor<64x1xf32>) outs(%437 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc483)
    %439 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%438 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_25 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc483)
    %440 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%439 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_26 : f32
      %1137 = arith.select %1136, %cst_26, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<1x1xf32> loc(#loc484)
    %441 = linalg.generic {indexing_maps = [#map2, #map24, #map2], iterator_types = ["parallel", "parallel"]} ins(%435, %440 : tensor<64x32xf32>, tensor<1x1xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x32xf32> loc(#loc485)
    %442 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%441 : tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<64x32xf32> loc(#loc486)
    %443 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%442 : tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<64x32xf32> loc(#loc487)
    %444 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%443, %412 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x32xf32> loc(#loc488)
    %445 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%444, %444 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x32xf32> loc(#loc489)
    %446 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%445 : tensor<64x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc490)
    %447 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%446 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc491)
    %448 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%447 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_8 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc492)
    %449 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%448 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc493)
    %450 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%421, %449 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc494)
    %451 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%450, %444 : tensor<f32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x32xf32> loc(#loc495)
    %452 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %451 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%240 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<64x32xf32> loc(#loc496)
    %453 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32> loc(#loc497)
    %454 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%453 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<16x32xf32> loc(#loc497)
    %455 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%454 : tensor<16x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc498)
    %456 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%455 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc499)
    %457 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%456 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_10 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc11)
    %458 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%457 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc500)
    %459 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%458, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc501)
    %460 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%402, %402 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%453 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<16x32xf32> loc(#loc503)
    %461 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<16x1xf32> loc(#loc504)
    %462 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "optimizer"} ins(%cst_31 : f32) outs(%461 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc504)
    %463 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%460 : tensor<16x32xf32>) outs(%462 : tensor<16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<16x1xf32> loc(#loc504)
    %464 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%463 : tensor<16x1xf32>) outs(%461 : tensor<16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<16x1xf32> loc(#loc504)
    %465 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%464, %arg29 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%461 : tensor<16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<16x1xf32> loc(#loc505)
    %466 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %465 : tensor<f32>, tensor<16x1xf32>) outs(%461 : tensor<16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<16x1xf32> loc(#loc506)
    %467 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg29, %466 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%461 : tensor<16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<16x1xf32> loc(#loc508)
    %468 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%460 : tensor<16x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc509)
    %469 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%468 : tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_28 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc509)
    %470 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%469, %arg39 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc510)
    %471 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %470 : tensor<f32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc511)
    %472 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg39, %471 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc512)
    %473 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "optimizer"} ins(%cst_31 : f32) outs(%453 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc513)
    %474 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "optimizer"} ins(%467, %472 : tensor<16x1xf32>, tensor<1x32xf32>) outs(%473 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc513)
    %475 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%467 : tensor<16x1xf32>) outs(%437 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc514)
    %476 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%475 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_28 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc514)
    %477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%476 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_26 : f32
      %1137 = arith.select %1136, %cst_26, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<1x1xf32> loc(#loc515)
    %478 = linalg.generic {indexing_maps = [#map2, #map24, #map2], iterator_types = ["parallel", "parallel"]} ins(%474, %477 : tensor<16x32xf32>, tensor<1x1xf32>) outs(%453 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<16x32xf32> loc(#loc516)
    %479 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%478 : tensor<16x32xf32>) outs(%453 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<16x32xf32> loc(#loc517)
    %480 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%479 : tensor<16x32xf32>) outs(%453 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<16x32xf32> loc(#loc518)
    %481 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%480, %402 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%453 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<16x32xf32> loc(#loc519)
    %482 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%481, %481 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%453 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<16x32xf32> loc(#loc520)
    %483 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%482 : tensor<16x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc521)
    %484 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%483 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc522)
    %485 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%484 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_10 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc523)
    %486 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%485 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc524)
    %487 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%459, %486 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc525)
    %488 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%487, %481 : tensor<f32>, tensor<16x32xf32>) outs(%453 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<16x32xf32> loc(#loc526)
    %489 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1, %488 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%453 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<16x32xf32> loc(#loc527)
    %490 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg2, %arg2 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc528)
    %491 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%490 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc529)
    %492 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%491 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc530)
    %493 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%492 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc12)
    %494 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%493 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc531)
    %495 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%494, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc532)
    %496 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%389, %389 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc534)
    %497 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%496, %arg48 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc535)
    %498 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %497 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc536)
    %499 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg48, %498 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc538)
    %500 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%499 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc539)
    %501 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%500 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc540)
    %502 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%501, %389 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc541)
    %503 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%502, %502 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc542)
    %504 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%503 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc543)
    %505 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%504 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc544)
    %506 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%505 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc545)
    %507 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%506 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc546)
    %508 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%495, %507 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc547)
    %509 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%508, %502 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc548)
    %510 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg2, %509 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc549)
    %511 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg3, %arg3 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc550)
    %512 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%511 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc551)
    %513 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%512 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc552)
    %514 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%513 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc553)
    %515 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%514 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc554)
    %516 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%515, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc555)
    %517 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%390, %390 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc557)
    %518 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%517, %arg49 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc558)
    %519 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %518 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc559)
    %520 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg49, %519 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc561)
    %521 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%520 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc562)
    %522 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%521 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc563)
    %523 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%522, %390 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc564)
    %524 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%523, %523 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc565)
    %525 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%524 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc566)
    %526 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%525 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc567)
    %527 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%526 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc568)
    %528 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%527 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc569)
    %529 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%516, %528 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc570)
    %530 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%529, %523 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc571)
    %531 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg3, %530 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc572)
    %532 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg4, %arg4 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc573)
    %533 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%532 : tensor<32x96xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc574)
    %534 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%533 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc575)
    %535 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%534 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_12 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc13)
    %536 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%535 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc576)
    %537 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%536, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc577)
    %538 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%376, %376 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc579)
    %539 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%538 : tensor<32x96xf32>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc580)
    %540 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%539 : tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_29 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc580)
    %541 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%540, %arg30 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc581)
    %542 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %541 : tensor<f32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc582)
    %543 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg30, %542 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc584)
    %544 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%538 : tensor<32x96xf32>) outs(%313 : tensor<1x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc585)
    %545 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%544 : tensor<1x96xf32>) outs(%312 : tensor<1x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc585)
    %546 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%545, %arg40 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%312 : tensor<1x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc586)
    %547 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %546 : tensor<f32>, tensor<1x96xf32>) outs(%312 : tensor<1x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc587)
    %548 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg40, %547 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%312 : tensor<1x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc588)
    %549 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "optimizer"} ins(%543, %548 : tensor<32x1xf32>, tensor<1x96xf32>) outs(%39 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc589)
    %550 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%543 : tensor<32x1xf32>) outs(%437 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc590)
    %551 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%550 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc590)
    %552 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%551 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_26 : f32
      %1137 = arith.select %1136, %cst_26, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<1x1xf32> loc(#loc591)
    %553 = linalg.generic {indexing_maps = [#map2, #map24, #map2], iterator_types = ["parallel", "parallel"]} ins(%549, %552 : tensor<32x96xf32>, tensor<1x1xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc592)
    %554 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%553 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32x96xf32> loc(#loc593)
    %555 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%554 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc594)
    %556 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%555, %376 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc595)
    %557 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%556, %556 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc596)
    %558 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%557 : tensor<32x96xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc597)
    %559 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%558 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc598)
    %560 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%559 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_12 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc599)
    %561 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%560 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc600)
    %562 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%537, %561 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc601)
    %563 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%562, %556 : tensor<f32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc602)
    %564 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg4, %563 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc603)
    %565 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<96xf32> loc(#loc604)
    %566 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg5, %arg5 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc604)
    %567 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%566 : tensor<96xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc605)
    %568 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%567 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc606)
    %569 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%568 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_13 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc14)
    %570 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%569 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc607)
    %571 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%570, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc608)
    %572 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_170, %collapsed_170 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc610)
    %573 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%572, %arg50 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc611)
    %574 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %573 : tensor<f32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc612)
    %575 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg50, %574 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc614)
    %576 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%575 : tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<96xf32> loc(#loc615)
    %577 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%576 : tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc616)
    %578 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%577, %collapsed_170 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc617)
    %579 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%578, %578 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc618)
    %580 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%579 : tensor<96xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc619)
    %581 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%580 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc620)
    %582 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%581 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_13 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc621)
    %583 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%582 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc622)
    %584 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%571, %583 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc623)
    %585 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%584, %578 : tensor<f32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc624)
    %586 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg5, %585 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc625)
    %587 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc626)
    %588 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%587 : tensor<32x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc627)
    %589 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%588 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc628)
    %590 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%589 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc629)
    %591 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%590 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc630)
    %592 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%591, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc631)
    %593 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%363, %363 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc633)
    %594 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%593 : tensor<32x32xf32>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc634)
    %595 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%594 : tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc634)
    %596 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%595, %arg31 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc635)
    %597 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %596 : tensor<f32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc636)
    %598 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg31, %597 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc638)
    %599 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%593 : tensor<32x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc639)
    %600 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%599 : tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc639)
    %601 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%600, %arg41 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc640)
    %602 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %601 : tensor<f32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc641)
    %603 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg41, %602 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc642)
    %604 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "optimizer"} ins(%598, %603 : tensor<32x1xf32>, tensor<1x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc643)
    %605 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%598 : tensor<32x1xf32>) outs(%437 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc644)
    %606 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%605 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc644)
    %607 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%606 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_26 : f32
      %1137 = arith.select %1136, %cst_26, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<1x1xf32> loc(#loc645)
    %608 = linalg.generic {indexing_maps = [#map2, #map24, #map2], iterator_types = ["parallel", "parallel"]} ins(%604, %607 : tensor<32x32xf32>, tensor<1x1xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc646)
    %609 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%608 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32x32xf32> loc(#loc647)
    %610 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%609 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc648)
    %611 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%610, %363 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc649)
    %612 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%611, %611 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc650)
    %613 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%612 : tensor<32x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc651)
    %614 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%613 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc652)
    %615 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%614 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc653)
    %616 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%615 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc654)
    %617 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%592, %616 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc655)
    %618 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%617, %611 : tensor<f32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc656)
    %619 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6, %618 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc657)
    %620 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg7, %arg7 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc658)
    %621 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%620 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc659)
    %622 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%621 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc660)
    %623 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%622 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc661)
    %624 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%623 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc662)
    %625 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%624, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc663)
    %626 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_147, %collapsed_147 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc665)
    %627 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%626, %arg51 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc666)
    %628 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %627 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc667)
    %629 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg51, %628 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc669)
    %630 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%629 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc670)
    %631 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%630 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc671)
    %632 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%631, %collapsed_147 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc672)
    %633 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%632, %632 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc673)
    %634 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%633 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc674)
    %635 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%634 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc675)
    %636 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%635 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc676)
    %637 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%636 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc677)
    %638 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%625, %637 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc678)
    %639 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%638, %632 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc679)
    %640 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg7, %639 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc680)
    %641 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg8, %arg8 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc681)
    %642 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%641 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc682)
    %643 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%642 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc683)
    %644 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%643 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc684)
    %645 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%644 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc685)
    %646 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%645, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc686)
    %647 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%359, %359 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc688)
    %648 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%647, %arg52 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc689)
    %649 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %648 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc690)
    %650 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg52, %649 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc692)
    %651 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%650 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc693)
    %652 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%651 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc694)
    %653 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%652, %359 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc695)
    %654 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%653, %653 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc696)
    %655 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%654 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc697)
    %656 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%655 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc698)
    %657 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%656 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc699)
    %658 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%657 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc700)
    %659 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%646, %658 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc701)
    %660 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%659, %653 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc702)
    %661 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg8, %660 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc703)
    %662 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg9, %arg9 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc704)
    %663 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%662 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc705)
    %664 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%663 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc706)
    %665 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%664 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc707)
    %666 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%665 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc708)
    %667 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%666, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc709)
    %668 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%360, %360 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc711)
    %669 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%668, %arg53 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc712)
    %670 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %669 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc713)
    %671 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg53, %670 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc715)
    %672 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%671 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc716)
    %673 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%672 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc717)
    %674 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%673, %360 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc718)
    %675 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%674, %674 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc719)
    %676 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%675 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc720)
    %677 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%676 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc721)
    %678 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%677 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc722)
    %679 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%678 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc723)
    %680 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%667, %679 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc724)
    %681 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%680, %674 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc725)
    %682 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg9, %681 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc726)
    %683 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10, %arg10 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc727)
    %684 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%683 : tensor<32x128xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc728)
    %685 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%684 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc729)
    %686 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%685 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_25 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc730)
    %687 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%686 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc731)
    %688 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%687, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc732)
    %689 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%346, %346 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc734)
    %690 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%689 : tensor<32x128xf32>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc735)
    %691 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%690 : tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_30 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc735)
    %692 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%691, %arg32 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc736)
    %693 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %692 : tensor<f32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc737)
    %694 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg32, %693 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc739)
    %695 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%689 : tensor<32x128xf32>) outs(%280 : tensor<1x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc740)
    %696 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%695 : tensor<1x128xf32>) outs(%279 : tensor<1x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc740)
    %697 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%696, %arg42 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%279 : tensor<1x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc741)
    %698 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %697 : tensor<f32>, tensor<1x128xf32>) outs(%279 : tensor<1x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc742)
    %699 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg42, %698 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%279 : tensor<1x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc743)
    %700 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "optimizer"} ins(%694, %699 : tensor<32x1xf32>, tensor<1x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc744)
    %701 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%694 : tensor<32x1xf32>) outs(%437 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc745)
    %702 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%701 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc745)
    %703 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%702 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_26 : f32
      %1137 = arith.select %1136, %cst_26, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<1x1xf32> loc(#loc746)
    %704 = linalg.generic {indexing_maps = [#map2, #map24, #map2], iterator_types = ["parallel", "parallel"]} ins(%700, %703 : tensor<32x128xf32>, tensor<1x1xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc747)
    %705 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%704 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32x128xf32> loc(#loc748)
    %706 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%705 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc749)
    %707 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%706, %346 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc750)
    %708 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%707, %707 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc751)
    %709 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%708 : tensor<32x128xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc752)
    %710 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%709 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc753)
    %711 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%710 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_25 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc754)
    %712 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%711 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc755)
    %713 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%688, %712 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc756)
    %714 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%713, %707 : tensor<f32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc757)
    %715 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10, %714 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc758)
    %716 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<128xf32> loc(#loc759)
    %717 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg11, %arg11 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc759)
    %718 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%717 : tensor<128xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc760)
    %719 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%718 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc761)
    %720 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%719 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_14 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc15)
    %721 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%720 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc762)
    %722 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%721, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc763)
    %723 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_142, %collapsed_142 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc765)
    %724 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%723, %arg54 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc766)
    %725 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %724 : tensor<f32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc767)
    %726 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg54, %725 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc769)
    %727 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%726 : tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<128xf32> loc(#loc770)
    %728 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%727 : tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc771)
    %729 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%728, %collapsed_142 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc772)
    %730 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%729, %729 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc773)
    %731 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%730 : tensor<128xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc774)
    %732 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%731 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc775)
    %733 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%732 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_14 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc776)
    %734 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%733 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc777)
    %735 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%722, %734 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc778)
    %736 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%735, %729 : tensor<f32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc779)
    %737 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg11, %736 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc780)
    %738 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12, %arg12 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc781)
    %739 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%738 : tensor<128x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc782)
    %740 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%739 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc783)
    %741 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%740 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_25 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc784)
    %742 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%741 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc785)
    %743 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%742, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc786)
    %744 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%330, %330 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc788)
    %745 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<128x1xf32> loc(#loc789)
    %746 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "optimizer"} ins(%cst_31 : f32) outs(%745 : tensor<128x1xf32>) -> tensor<128x1xf32> loc(#loc789)
    %747 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%744 : tensor<128x32xf32>) outs(%746 : tensor<128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<128x1xf32> loc(#loc789)
    %748 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%747 : tensor<128x1xf32>) outs(%745 : tensor<128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x1xf32> loc(#loc789)
    %749 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%748, %arg33 : tensor<128x1xf32>, tensor<128x1xf32>) outs(%745 : tensor<128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x1xf32> loc(#loc790)
    %750 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %749 : tensor<f32>, tensor<128x1xf32>) outs(%745 : tensor<128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x1xf32> loc(#loc791)
    %751 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg33, %750 : tensor<128x1xf32>, tensor<128x1xf32>) outs(%745 : tensor<128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x1xf32> loc(#loc793)
    %752 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%744 : tensor<128x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc794)
    %753 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%752 : tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_30 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc794)
    %754 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%753, %arg43 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc795)
    %755 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %754 : tensor<f32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc796)
    %756 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg43, %755 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc797)
    %757 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "optimizer"} ins(%751, %756 : tensor<128x1xf32>, tensor<1x32xf32>) outs(%259 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc798)
    %758 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%751 : tensor<128x1xf32>) outs(%437 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc799)
    %759 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%758 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_30 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc799)
    %760 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%759 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_26 : f32
      %1137 = arith.select %1136, %cst_26, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<1x1xf32> loc(#loc800)
    %761 = linalg.generic {indexing_maps = [#map2, #map24, #map2], iterator_types = ["parallel", "parallel"]} ins(%757, %760 : tensor<128x32xf32>, tensor<1x1xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc801)
    %762 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%761 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<128x32xf32> loc(#loc802)
    %763 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%762 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc803)
    %764 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%763, %330 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc804)
    %765 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%764, %764 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc805)
    %766 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%765 : tensor<128x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc806)
    %767 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%766 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc807)
    %768 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%767 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_25 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc808)
    %769 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%768 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc809)
    %770 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%743, %769 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc810)
    %771 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%770, %764 : tensor<f32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc811)
    %772 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12, %771 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc812)
    %773 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg13, %arg13 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc813)
    %774 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%773 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc814)
    %775 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%774 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc815)
    %776 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%775 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc816)
    %777 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%776 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc817)
    %778 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%777, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc818)
    %779 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_137, %collapsed_137 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc820)
    %780 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%779, %arg55 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc821)
    %781 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %780 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc822)
    %782 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg55, %781 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc824)
    %783 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%782 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc825)
    %784 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%783 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc826)
    %785 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%784, %collapsed_137 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc827)
    %786 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%785, %785 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc828)
    %787 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%786 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc829)
    %788 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%787 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc830)
    %789 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%788 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc831)
    %790 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%789 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc832)
    %791 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%778, %790 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc833)
    %792 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%791, %785 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc834)
    %793 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg13, %792 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc835)
    %794 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg14, %arg14 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc836)
    %795 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%794 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc837)
    %796 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%795 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc838)
    %797 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%796 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc839)
    %798 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%797 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc840)
    %799 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%798, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc841)
    %800 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%326, %326 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc843)
    %801 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%800, %arg56 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc844)
    %802 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %801 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc845)
    %803 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg56, %802 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc847)
    %804 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%803 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc848)
    %805 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%804 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc849)
    %806 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%805, %326 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc850)
    %807 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%806, %806 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc851)
    %808 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%807 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc852)
    %809 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%808 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc853)
    %810 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%809 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc854)
    %811 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%810 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc855)
    %812 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%799, %811 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc856)
    %813 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%812, %806 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc857)
    %814 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg14, %813 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc858)
    %815 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg15, %arg15 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc859)
    %816 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%815 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc860)
    %817 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%816 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc861)
    %818 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%817 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc862)
    %819 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%818 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc863)
    %820 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%819, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc864)
    %821 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%327, %327 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc866)
    %822 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%821, %arg57 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc867)
    %823 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %822 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc868)
    %824 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg57, %823 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc870)
    %825 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%824 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc871)
    %826 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%825 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc872)
    %827 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%826, %327 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc873)
    %828 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%827, %827 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc874)
    %829 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%828 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc875)
    %830 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%829 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc876)
    %831 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%830 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc877)
    %832 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%831 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc878)
    %833 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%820, %832 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc879)
    %834 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%833, %827 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc880)
    %835 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg15, %834 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc881)
    %836 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg16, %arg16 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc882)
    %837 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%836 : tensor<32x96xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc883)
    %838 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%837 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc884)
    %839 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%838 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_12 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc885)
    %840 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%839 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc886)
    %841 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%840, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc887)
    %842 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%311, %311 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc889)
    %843 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%842 : tensor<32x96xf32>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc890)
    %844 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%843 : tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_29 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc890)
    %845 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%844, %arg34 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc891)
    %846 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %845 : tensor<f32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc892)
    %847 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg34, %846 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc894)
    %848 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%842 : tensor<32x96xf32>) outs(%313 : tensor<1x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc895)
    %849 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%848 : tensor<1x96xf32>) outs(%312 : tensor<1x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc895)
    %850 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%849, %arg44 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%312 : tensor<1x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc896)
    %851 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %850 : tensor<f32>, tensor<1x96xf32>) outs(%312 : tensor<1x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc897)
    %852 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg44, %851 : tensor<1x96xf32>, tensor<1x96xf32>) outs(%312 : tensor<1x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x96xf32> loc(#loc898)
    %853 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "optimizer"} ins(%847, %852 : tensor<32x1xf32>, tensor<1x96xf32>) outs(%39 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc899)
    %854 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%847 : tensor<32x1xf32>) outs(%437 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc900)
    %855 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%854 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc900)
    %856 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%855 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_26 : f32
      %1137 = arith.select %1136, %cst_26, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<1x1xf32> loc(#loc901)
    %857 = linalg.generic {indexing_maps = [#map2, #map24, #map2], iterator_types = ["parallel", "parallel"]} ins(%853, %856 : tensor<32x96xf32>, tensor<1x1xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc902)
    %858 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%857 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32x96xf32> loc(#loc903)
    %859 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%858 : tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc904)
    %860 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%859, %311 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc905)
    %861 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%860, %860 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc906)
    %862 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%861 : tensor<32x96xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc907)
    %863 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%862 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc908)
    %864 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%863 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_12 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc909)
    %865 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%864 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc910)
    %866 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%841, %865 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc911)
    %867 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%866, %860 : tensor<f32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc912)
    %868 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg16, %867 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%38 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x96xf32> loc(#loc913)
    %869 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg17, %arg17 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc914)
    %870 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%869 : tensor<96xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc915)
    %871 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%870 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc916)
    %872 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%871 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_13 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc917)
    %873 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%872 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc918)
    %874 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%873, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc919)
    %875 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_132, %collapsed_132 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc921)
    %876 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%875, %arg58 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc922)
    %877 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %876 : tensor<f32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc923)
    %878 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg58, %877 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc925)
    %879 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%878 : tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<96xf32> loc(#loc926)
    %880 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%879 : tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc927)
    %881 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%880, %collapsed_132 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc928)
    %882 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%881, %881 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc929)
    %883 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%882 : tensor<96xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc930)
    %884 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%883 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc931)
    %885 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%884 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_13 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc932)
    %886 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%885 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc933)
    %887 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%874, %886 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc934)
    %888 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%887, %881 : tensor<f32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc935)
    %889 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg17, %888 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<96xf32> loc(#loc936)
    %890 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg18, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc937)
    %891 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%890 : tensor<32x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc938)
    %892 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%891 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc939)
    %893 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%892 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc940)
    %894 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%893 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc941)
    %895 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%894, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc942)
    %896 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%297, %297 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc944)
    %897 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%896 : tensor<32x32xf32>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc945)
    %898 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%897 : tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc945)
    %899 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%898, %arg35 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc946)
    %900 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %899 : tensor<f32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc947)
    %901 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg35, %900 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc949)
    %902 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%896 : tensor<32x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc950)
    %903 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%902 : tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc950)
    %904 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%903, %arg45 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc951)
    %905 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %904 : tensor<f32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc952)
    %906 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg45, %905 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc953)
    %907 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "optimizer"} ins(%901, %906 : tensor<32x1xf32>, tensor<1x32xf32>) outs(%72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc954)
    %908 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%901 : tensor<32x1xf32>) outs(%437 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc955)
    %909 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%908 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc955)
    %910 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%909 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_26 : f32
      %1137 = arith.select %1136, %cst_26, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<1x1xf32> loc(#loc956)
    %911 = linalg.generic {indexing_maps = [#map2, #map24, #map2], iterator_types = ["parallel", "parallel"]} ins(%907, %910 : tensor<32x32xf32>, tensor<1x1xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc957)
    %912 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%911 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32x32xf32> loc(#loc958)
    %913 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%912 : tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc959)
    %914 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%913, %297 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc960)
    %915 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%914, %914 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc961)
    %916 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%915 : tensor<32x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc962)
    %917 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%916 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc963)
    %918 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%917 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc964)
    %919 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%918 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc965)
    %920 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%895, %919 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc966)
    %921 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%920, %914 : tensor<f32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc967)
    %922 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg18, %921 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x32xf32> loc(#loc968)
    %923 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg19, %arg19 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc969)
    %924 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%923 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc970)
    %925 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%924 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc971)
    %926 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%925 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc972)
    %927 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%926 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc973)
    %928 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%927, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc974)
    %929 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_110, %collapsed_110 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc976)
    %930 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%929, %arg59 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc977)
    %931 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %930 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc978)
    %932 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg59, %931 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc980)
    %933 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%932 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc981)
    %934 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%933 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc982)
    %935 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%934, %collapsed_110 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc983)
    %936 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%935, %935 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc984)
    %937 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%936 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc985)
    %938 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%937 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc986)
    %939 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%938 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc987)
    %940 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%939 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc988)
    %941 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%928, %940 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc989)
    %942 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%941, %935 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc990)
    %943 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg19, %942 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc991)
    %944 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg20, %arg20 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc992)
    %945 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%944 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc993)
    %946 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%945 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc994)
    %947 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%946 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc995)
    %948 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%947 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc996)
    %949 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%948, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc997)
    %950 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%293, %293 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc999)
    %951 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%950, %arg60 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1000)
    %952 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %951 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1001)
    %953 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg60, %952 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1003)
    %954 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%953 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc1004)
    %955 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%954 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1005)
    %956 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%955, %293 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1006)
    %957 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%956, %956 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1007)
    %958 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%957 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1008)
    %959 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%958 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1009)
    %960 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%959 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1010)
    %961 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%960 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1011)
    %962 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%949, %961 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1012)
    %963 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%962, %956 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1013)
    %964 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg20, %963 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1014)
    %965 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg21, %arg21 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1015)
    %966 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%965 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1016)
    %967 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%966 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1017)
    %968 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%967 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1018)
    %969 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%968 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc1019)
    %970 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%969, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1020)
    %971 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%294, %294 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1022)
    %972 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%971, %arg61 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1023)
    %973 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %972 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1024)
    %974 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg61, %973 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1026)
    %975 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%974 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc1027)
    %976 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%975 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1028)
    %977 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%976, %294 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1029)
    %978 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%977, %977 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1030)
    %979 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%978 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1031)
    %980 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%979 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1032)
    %981 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%980 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1033)
    %982 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%981 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1034)
    %983 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%970, %982 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1035)
    %984 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%983, %977 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1036)
    %985 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg21, %984 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1037)
    %986 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg22 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc1038)
    %987 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%986 : tensor<32x128xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1039)
    %988 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%987 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1040)
    %989 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%988 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_25 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1041)
    %990 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%989 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc1042)
    %991 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%990, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1043)
    %992 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%278, %278 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc1045)
    %993 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%992 : tensor<32x128xf32>) outs(%205 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc1046)
    %994 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%993 : tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_30 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc1046)
    %995 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%994, %arg36 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc1047)
    %996 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %995 : tensor<f32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc1048)
    %997 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg36, %996 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%204 : tensor<32x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x1xf32> loc(#loc1050)
    %998 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%992 : tensor<32x128xf32>) outs(%280 : tensor<1x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc1051)
    %999 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%998 : tensor<1x128xf32>) outs(%279 : tensor<1x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc1051)
    %1000 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%999, %arg46 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%279 : tensor<1x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc1052)
    %1001 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %1000 : tensor<f32>, tensor<1x128xf32>) outs(%279 : tensor<1x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc1053)
    %1002 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg46, %1001 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%279 : tensor<1x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x128xf32> loc(#loc1054)
    %1003 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "optimizer"} ins(%997, %1002 : tensor<32x1xf32>, tensor<1x128xf32>) outs(%94 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc1055)
    %1004 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%997 : tensor<32x1xf32>) outs(%437 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc1056)
    %1005 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1004 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc1056)
    %1006 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1005 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_26 : f32
      %1137 = arith.select %1136, %cst_26, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<1x1xf32> loc(#loc1057)
    %1007 = linalg.generic {indexing_maps = [#map2, #map24, #map2], iterator_types = ["parallel", "parallel"]} ins(%1003, %1006 : tensor<32x128xf32>, tensor<1x1xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc1058)
    %1008 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1007 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32x128xf32> loc(#loc1059)
    %1009 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1008 : tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc1060)
    %1010 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1009, %278 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc1061)
    %1011 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1010, %1010 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc1062)
    %1012 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%1011 : tensor<32x128xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1063)
    %1013 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1012 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1064)
    %1014 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1013 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_25 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1065)
    %1015 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1014 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1066)
    %1016 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%991, %1015 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1067)
    %1017 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1016, %1010 : tensor<f32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc1068)
    %1018 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg22, %1017 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%93 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32x128xf32> loc(#loc1069)
    %1019 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg23, %arg23 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc1070)
    %1020 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%1019 : tensor<128xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1071)
    %1021 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1020 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1072)
    %1022 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1021 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_14 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1073)
    %1023 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1022 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc1074)
    %1024 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%1023, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1075)
    %1025 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_105, %collapsed_105 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc1077)
    %1026 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1025, %arg62 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc1078)
    %1027 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %1026 : tensor<f32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc1079)
    %1028 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg62, %1027 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc1081)
    %1029 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1028 : tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<128xf32> loc(#loc1082)
    %1030 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1029 : tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc1083)
    %1031 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1030, %collapsed_105 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc1084)
    %1032 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1031, %1031 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc1085)
    %1033 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%1032 : tensor<128xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1086)
    %1034 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1033 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1087)
    %1035 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1034 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_14 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1088)
    %1036 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1035 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1089)
    %1037 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%1024, %1036 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1090)
    %1038 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%1037, %1031 : tensor<f32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc1091)
    %1039 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg23, %1038 : tensor<128xf32>, tensor<128xf32>) outs(%716 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128xf32> loc(#loc1092)
    %1040 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg24, %arg24 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc1093)
    %1041 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%1040 : tensor<128x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1094)
    %1042 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1041 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1095)
    %1043 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1042 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_25 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1096)
    %1044 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1043 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc1097)
    %1045 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%1044, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1098)
    %1046 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%260, %260 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc1100)
    %1047 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["parallel", "reduction"]} ins(%1046 : tensor<128x32xf32>) outs(%746 : tensor<128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<128x1xf32> loc(#loc1101)
    %1048 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1047 : tensor<128x1xf32>) outs(%745 : tensor<128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_21 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x1xf32> loc(#loc1101)
    %1049 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1048, %arg37 : tensor<128x1xf32>, tensor<128x1xf32>) outs(%745 : tensor<128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x1xf32> loc(#loc1102)
    %1050 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %1049 : tensor<f32>, tensor<128x1xf32>) outs(%745 : tensor<128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x1xf32> loc(#loc1103)
    %1051 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg37, %1050 : tensor<128x1xf32>, tensor<128x1xf32>) outs(%745 : tensor<128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x1xf32> loc(#loc1105)
    %1052 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%1046 : tensor<128x32xf32>) outs(%262 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc1106)
    %1053 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1052 : tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_30 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc1106)
    %1054 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1053, %arg47 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc1107)
    %1055 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%413, %1054 : tensor<f32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc1108)
    %1056 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg47, %1055 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%261 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x32xf32> loc(#loc1109)
    %1057 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "optimizer"} ins(%1051, %1056 : tensor<128x1xf32>, tensor<1x32xf32>) outs(%259 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc1110)
    %1058 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction", "parallel"]} ins(%1051 : tensor<128x1xf32>) outs(%437 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc1111)
    %1059 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1058 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_30 : f32
      linalg.yield %1136 : f32
    } -> tensor<1x1xf32> loc(#loc1111)
    %1060 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1059 : tensor<1x1xf32>) outs(%436 : tensor<1x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_26 : f32
      %1137 = arith.select %1136, %cst_26, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<1x1xf32> loc(#loc1112)
    %1061 = linalg.generic {indexing_maps = [#map2, #map24, #map2], iterator_types = ["parallel", "parallel"]} ins(%1057, %1060 : tensor<128x32xf32>, tensor<1x1xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc1113)
    %1062 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1061 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<128x32xf32> loc(#loc1114)
    %1063 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1062 : tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc1115)
    %1064 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1063, %260 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc1116)
    %1065 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1064, %1064 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc1117)
    %1066 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "reduction"]} ins(%1065 : tensor<128x32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1118)
    %1067 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1066 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1119)
    %1068 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1067 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.divf %in, %cst_25 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1120)
    %1069 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1068 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1121)
    %1070 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%1045, %1069 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1122)
    %1071 = linalg.generic {indexing_maps = [#map20, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1070, %1064 : tensor<f32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc1123)
    %1072 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg24, %1071 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%258 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<128x32xf32> loc(#loc1124)
    %1073 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg25, %arg25 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1125)
    %1074 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%1073 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1126)
    %1075 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1074 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1127)
    %1076 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1075 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1128)
    %1077 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1076 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc1129)
    %1078 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%1077, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1130)
    %1079 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_100, %collapsed_100 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1132)
    %1080 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1079, %arg63 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1133)
    %1081 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %1080 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1134)
    %1082 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg63, %1081 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1136)
    %1083 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1082 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc1137)
    %1084 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1083 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1138)
    %1085 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1084, %collapsed_100 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1139)
    %1086 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1085, %1085 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1140)
    %1087 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%1086 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1141)
    %1088 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1087 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1142)
    %1089 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1088 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1143)
    %1090 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1089 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1144)
    %1091 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%1078, %1090 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1145)
    %1092 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%1091, %1085 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1146)
    %1093 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg25, %1092 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1147)
    %1094 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg26, %arg26 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1148)
    %1095 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%1094 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1149)
    %1096 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1095 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1150)
    %1097 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1096 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1151)
    %1098 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1097 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc1152)
    %1099 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%1098, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1153)
    %1100 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%255, %255 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1155)
    %1101 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1100, %arg64 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1156)
    %1102 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %1101 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1157)
    %1103 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg64, %1102 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1159)
    %1104 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1103 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc1160)
    %1105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1104 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1161)
    %1106 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1105, %255 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1162)
    %1107 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1106, %1106 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1163)
    %1108 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%1107 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1164)
    %1109 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1108 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1165)
    %1110 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1109 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1166)
    %1111 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1110 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1167)
    %1112 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%1099, %1111 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1168)
    %1113 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%1112, %1106 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1169)
    %1114 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg26, %1113 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1170)
    %1115 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg27, %arg27 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1171)
    %1116 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%1115 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1172)
    %1117 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1116 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1173)
    %1118 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1117 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1174)
    %1119 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1118 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_9 : f64 to f32
      %1137 = arith.cmpf ult, %in, %1136 : f32
      %1138 = arith.select %1137, %1136, %in : f32
      linalg.yield %1138 : f32
    } -> tensor<f32> loc(#loc1175)
    %1120 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%1119, %415 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1176)
    %1121 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%256, %256 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1178)
    %1122 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1121, %arg65 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1179)
    %1123 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%413, %1122 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1180)
    %1124 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg65, %1123 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.addf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1182)
    %1125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1124 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_27 : f32
      %1137 = arith.select %1136, %cst_27, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<32xf32> loc(#loc1183)
    %1126 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1125 : tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.rsqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1184)
    %1127 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1126, %256 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1185)
    %1128 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1127, %1127 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1186)
    %1129 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction"]} ins(%1128 : tensor<32xf32>) outs(%220 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.addf %in, %out : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1187)
    %1130 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1129 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = math.sqrt %in : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1188)
    %1131 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1130 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.truncf %cst_11 : f64 to f32
      %1137 = arith.divf %in, %1136 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1189)
    %1132 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%1131 : tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1136 = arith.cmpf ult, %in, %cst_23 : f32
      %1137 = arith.select %1136, %cst_23, %in : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc(#loc1190)
    %1133 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%1120, %1132 : tensor<f32>, tensor<f32>) outs(%218 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.divf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<f32> loc(#loc1191)
    %1134 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel"]} ins(%1133, %1127 : tensor<f32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.mulf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1192)
    %1135 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg27, %1134 : tensor<32xf32>, tensor<32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_182: f32, %out: f32):
      %1136 = arith.subf %in, %in_182 : f32
      linalg.yield %1136 : f32
    } -> tensor<32xf32> loc(#loc1193)
    return {memopt.phase = "optimizer"} %222, %452, %489, %510, %531, %564, %586, %619, %640, %661, %682, %715, %737, %772, %793, %814, %835, %868, %889, %922, %943, %964, %985, %1018, %1039, %1072, %1093, %1114, %1135, %429, %467, %543, %598, %694, %751, %847, %901, %997, %1051, %434, %472, %548, %603, %699, %756, %852, %906, %1002, %1056, %499, %520, %575, %629, %650, %671, %726, %782, %803, %824, %878, %932, %953, %974, %1028, %1082, %1103, %1124 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x1xf32>, tensor<16x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<128x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<128x1xf32>, tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x96xf32>, tensor<1x32xf32>, tensor<1x128xf32>, tensor<1x32xf32>, tensor<1x96xf32>, tensor<1x32xf32>, tensor<1x128xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32> loc(#loc1193)
  } loc(#loc1)
} loc(#loc)
