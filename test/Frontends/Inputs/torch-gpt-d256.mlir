#loc1 = loc("forward/-/embedding":87:0)
#loc2 = loc("backward/-/scatter":326:0)
#loc3 = loc("forward/0/add_1":94:0)
#loc4 = loc("backward/1/mul_39":371:0)
#loc5 = loc("backward/1/mul_40":373:0)
#loc6 = loc("backward/1/mul_44":380:0)
#loc7 = loc("optimizer/-/mul_95":636:0)
#loc8 = loc("optimizer/0/mul_96":637:0)
#loc9 = loc("optimizer/-/mul_97":639:0)
#loc10 = loc("optimizer/0/mul_98":640:0)
#loc11 = loc("optimizer/-/mul_100":649:0)
#loc12 = loc("optimizer/0/mul_101":650:0)
#loc13 = loc("optimizer/0/add_38":652:0)
#loc14 = loc("forward/0/logical_and":136:0)
#loc15 = loc("forward/0/where":139:0)
#loc16 = loc("forward/-/where_3":313:0)
#loc17 = loc("backward/-/div_1":320:0)
#loc18 = loc("backward/-/clamp_1":630:0)
#loc19 = loc("backward/-/clamp":617:0)
#loc20 = loc("forward/-/ne":304:0)
#loc21 = loc("backward/0/index_put":621:0)
#loc22 = loc("backward/0/index_put_1":634:0)
#loc23 = loc("backward/1/sub_13":379:0)
#loc24 = loc("forward/-/where_2":306:0)
#loc25 = loc("forward/-/arange":88:0)
#loc26 = loc("forward/-/embedding_1":89:0)
#loc27 = loc("forward/-/add":90:0)
#loc28 = loc("forward/0/var_mean":91:0)
#loc29 = loc("forward/0/rsqrt":95:0)
#loc30 = loc("forward/0/sub":96:0)
#loc31 = loc("forward/0/mul":97:0)
#loc32 = loc("forward/0/mul_1":98:0)
#loc33 = loc("forward/0/add_2":99:0)
#loc34 = loc("forward/0/permute":100:0)
#loc37 = loc("forward/0/expand":104:0)
#loc38 = loc("forward/0/add_3":106:0)
#loc52 = loc("forward/0/view_7":126:0)
#loc53 = loc("forward/0/mul_4":127:0)
#loc54 = loc("forward/0/unsqueeze":131:0)
#loc55 = loc("forward/0/unsqueeze_1":133:0)
#loc56 = loc("forward/0/sub_1":134:0)
#loc57 = loc("forward/0/le":135:0)
#loc58 = loc("forward/0/bitwise_not":137:0)
#loc59 = loc("forward/0/_softmax":140:0)
#loc65 = loc("forward/0/permute_6":151:0)
#loc68 = loc("forward/0/expand_5":155:0)
#loc69 = loc("forward/0/add_4":157:0)
#loc72 = loc("forward/0/view_13":158:0)
#loc73 = loc("forward/0/add_5":159:0)
#loc74 = loc("forward/0/var_mean_1":160:0)
#loc75 = loc("forward/0/add_6":163:0)
#loc76 = loc("forward/0/rsqrt_1":164:0)
#loc77 = loc("forward/0/sub_2":165:0)
#loc78 = loc("forward/0/mul_7":166:0)
#loc79 = loc("forward/0/mul_8":167:0)
#loc80 = loc("forward/0/add_7":168:0)
#loc81 = loc("forward/0/permute_7":169:0)
#loc84 = loc("forward/0/expand_6":173:0)
#loc85 = loc("forward/0/add_8":175:0)
#loc88 = loc("forward/0/view_15":176:0)
#loc89 = loc("forward/0/gelu":177:0)
#loc90 = loc("forward/0/permute_8":178:0)
#loc93 = loc("forward/0/expand_7":182:0)
#loc94 = loc("forward/0/add_9":184:0)
#loc97 = loc("forward/0/view_17":185:0)
#loc98 = loc("forward/0/add_10":186:0)
#loc99 = loc("forward/1/var_mean_2":187:0)
#loc100 = loc("forward/1/add_11":190:0)
#loc101 = loc("forward/1/rsqrt_2":191:0)
#loc102 = loc("forward/1/sub_3":192:0)
#loc103 = loc("forward/1/mul_13":193:0)
#loc104 = loc("forward/1/mul_14":194:0)
#loc105 = loc("forward/1/add_12":195:0)
#loc106 = loc("forward/1/permute_9":196:0)
#loc109 = loc("forward/1/expand_8":200:0)
#loc110 = loc("forward/1/add_13":202:0)
#loc124 = loc("forward/1/view_25":222:0)
#loc125 = loc("forward/1/mul_17":223:0)
#loc126 = loc("forward/1/where_1":235:0)
#loc128 = loc("forward/1/_softmax_1":236:0)
#loc134 = loc("forward/1/permute_15":247:0)
#loc137 = loc("forward/1/expand_13":251:0)
#loc138 = loc("forward/1/add_14":253:0)
#loc141 = loc("forward/1/view_31":254:0)
#loc142 = loc("forward/1/add_15":255:0)
#loc143 = loc("forward/1/var_mean_3":256:0)
#loc144 = loc("forward/1/add_16":259:0)
#loc145 = loc("forward/1/rsqrt_3":260:0)
#loc146 = loc("forward/1/sub_5":261:0)
#loc147 = loc("forward/1/mul_20":262:0)
#loc148 = loc("forward/1/mul_21":263:0)
#loc149 = loc("forward/1/add_17":264:0)
#loc150 = loc("forward/1/permute_16":265:0)
#loc153 = loc("forward/1/expand_14":269:0)
#loc154 = loc("forward/1/add_18":271:0)
#loc157 = loc("forward/1/view_33":272:0)
#loc158 = loc("forward/1/gelu_1":273:0)
#loc159 = loc("forward/1/permute_17":274:0)
#loc162 = loc("forward/1/expand_15":278:0)
#loc163 = loc("forward/1/add_19":280:0)
#loc166 = loc("forward/1/view_35":281:0)
#loc167 = loc("forward/1/add_20":282:0)
#loc168 = loc("forward/-/var_mean_4":283:0)
#loc169 = loc("forward/-/add_21":286:0)
#loc170 = loc("forward/-/rsqrt_4":287:0)
#loc171 = loc("forward/-/sub_6":288:0)
#loc172 = loc("forward/-/mul_26":289:0)
#loc173 = loc("forward/-/mul_27":290:0)
#loc174 = loc("forward/-/add_22":291:0)
#loc178 = loc("forward/-/view_39":297:0)
#loc179 = loc("forward/-/amax":298:0)
#loc181 = loc("forward/-/sub_7":299:0)
#loc182 = loc("forward/-/exp":300:0)
#loc183 = loc("forward/-/sum_1":301:0)
#loc184 = loc("forward/-/log":302:0)
#loc185 = loc("forward/-/sub_8":303:0)
#loc186 = loc("forward/-/unsqueeze_4":307:0)
#loc187 = loc("forward/-/gather":308:0)
#loc188 = loc("forward/-/squeeze":309:0)
#loc189 = loc("forward/-/neg":310:0)
#loc191 = loc("forward/-/sum_2":315:0)
#loc193 = loc("forward/-/convert_element_type":316:0)
#loc194 = loc("forward/-/sum_3":317:0)
#loc195 = loc("forward/-/div":318:0)
#loc196 = loc("backward/-/unsqueeze_5":321:0)
#loc197 = loc("backward/-/ne_3":322:0)
#loc198 = loc("backward/-/where_4":324:0)
#loc199 = loc("backward/-/where_5":329:0)
#loc201 = loc("backward/-/mul_28":330:0)
#loc202 = loc("backward/-/exp_1":331:0)
#loc203 = loc("backward/-/sum_4":332:0)
#loc204 = loc("backward/-/mul_29":333:0)
#loc205 = loc("backward/-/sub_9":334:0)
#loc209 = loc("backward/-/view_42":342:0)
#loc210 = loc("backward/-/mul_31":346:0)
#loc211 = loc("backward/-/mul_32":347:0)
#loc212 = loc("backward/-/sum_5":348:0)
#loc213 = loc("backward/1/mul_33":349:0)
#loc215 = loc("backward/1/sum_6":350:0)
#loc216 = loc("backward/1/mul_34":351:0)
#loc217 = loc("backward/-/sub_11":352:0)
#loc218 = loc("backward/1/sub_12":353:0)
#loc219 = loc("backward/-/div_2":354:0)
#loc220 = loc("backward/1/mul_35":355:0)
#loc221 = loc("backward/1/mul_36":356:0)
#loc222 = loc("backward/1/sum_7":357:0)
#loc223 = loc("backward/-/sum_8":358:0)
#loc224 = loc("backward/1/view_43":359:0)
#loc228 = loc("backward/1/sum_9":365:0)
#loc229 = loc("backward/1/view_44":366:0)
#loc230 = loc("backward/1/view_45":367:0)
#loc231 = loc("backward/1/mul_37":369:0)
#loc232 = loc("backward/1/mul_38":370:0)
#loc233 = loc("backward/1/add_23":372:0)
#loc234 = loc("backward/1/tanh":374:0)
#loc235 = loc("backward/1/mul_41":375:0)
#loc236 = loc("backward/1/add_24":376:0)
#loc237 = loc("backward/1/mul_42":377:0)
#loc238 = loc("backward/1/mul_43":378:0)
#loc239 = loc("backward/1/add_25":381:0)
#loc240 = loc("backward/1/mul_45":382:0)
#loc241 = loc("backward/1/mul_46":383:0)
#loc242 = loc("backward/1/mul_47":384:0)
#loc243 = loc("backward/1/add_26":385:0)
#loc244 = loc("backward/1/mul_48":386:0)
#loc245 = loc("backward/1/view_46":387:0)
#loc249 = loc("backward/1/sum_10":393:0)
#loc250 = loc("backward/1/view_47":394:0)
#loc251 = loc("backward/1/view_48":395:0)
#loc252 = loc("backward/1/mul_50":399:0)
#loc253 = loc("backward/1/mul_51":400:0)
#loc254 = loc("backward/1/sum_11":401:0)
#loc255 = loc("backward/1/mul_52":402:0)
#loc257 = loc("backward/1/sum_12":403:0)
#loc258 = loc("backward/1/mul_53":404:0)
#loc259 = loc("backward/1/sub_15":405:0)
#loc260 = loc("backward/1/sub_16":406:0)
#loc261 = loc("backward/1/div_3":407:0)
#loc262 = loc("backward/1/mul_54":408:0)
#loc263 = loc("backward/1/mul_55":409:0)
#loc264 = loc("backward/1/sum_13":410:0)
#loc265 = loc("backward/1/sum_14":411:0)
#loc266 = loc("backward/1/add_27":412:0)
#loc267 = loc("backward/1/view_49":413:0)
#loc271 = loc("backward/1/sum_15":419:0)
#loc272 = loc("backward/1/view_50":420:0)
#loc281 = loc("backward/1/view_55":432:0)
#loc282 = loc("backward/1/mul_56":433:0)
#loc283 = loc("backward/1/sum_16":434:0)
#loc284 = loc("backward/1/mul_57":435:0)
#loc285 = loc("backward/1/sub_17":436:0)
#loc286 = loc("backward/1/where_6":438:0)
#loc287 = loc("backward/1/mul_58":439:0)
#loc302 = loc("backward/1/view_62":457:0)
#loc306 = loc("backward/1/sum_17":463:0)
#loc307 = loc("backward/1/view_63":464:0)
#loc308 = loc("backward/1/view_64":465:0)
#loc309 = loc("backward/1/mul_60":469:0)
#loc310 = loc("backward/1/mul_61":470:0)
#loc311 = loc("backward/1/sum_18":471:0)
#loc312 = loc("backward/1/mul_62":472:0)
#loc314 = loc("backward/1/sum_19":473:0)
#loc315 = loc("backward/1/mul_63":474:0)
#loc316 = loc("backward/1/sub_19":475:0)
#loc317 = loc("backward/1/sub_20":476:0)
#loc318 = loc("backward/1/div_4":477:0)
#loc319 = loc("backward/1/mul_64":478:0)
#loc320 = loc("backward/1/mul_65":479:0)
#loc321 = loc("backward/1/sum_20":480:0)
#loc322 = loc("backward/1/sum_21":481:0)
#loc323 = loc("backward/1/add_28":482:0)
#loc324 = loc("backward/1/view_65":483:0)
#loc328 = loc("backward/1/sum_22":489:0)
#loc329 = loc("backward/1/view_66":490:0)
#loc330 = loc("backward/0/view_67":491:0)
#loc331 = loc("backward/0/mul_66":493:0)
#loc332 = loc("backward/0/mul_67":494:0)
#loc333 = loc("backward/0/mul_68":495:0)
#loc334 = loc("backward/0/add_29":496:0)
#loc335 = loc("backward/0/mul_69":497:0)
#loc336 = loc("backward/0/tanh_1":498:0)
#loc337 = loc("backward/0/mul_70":499:0)
#loc338 = loc("backward/0/add_30":500:0)
#loc339 = loc("backward/0/mul_71":501:0)
#loc340 = loc("backward/0/mul_72":502:0)
#loc341 = loc("backward/0/sub_21":503:0)
#loc342 = loc("backward/0/mul_73":504:0)
#loc343 = loc("backward/0/add_31":505:0)
#loc344 = loc("backward/0/mul_74":506:0)
#loc345 = loc("backward/0/mul_75":507:0)
#loc346 = loc("backward/0/mul_76":508:0)
#loc347 = loc("backward/0/add_32":509:0)
#loc348 = loc("backward/0/mul_77":510:0)
#loc349 = loc("backward/0/view_68":511:0)
#loc353 = loc("backward/0/sum_23":517:0)
#loc354 = loc("backward/0/view_69":518:0)
#loc355 = loc("backward/0/view_70":519:0)
#loc356 = loc("backward/0/mul_79":523:0)
#loc357 = loc("backward/0/mul_80":524:0)
#loc358 = loc("backward/0/sum_24":525:0)
#loc359 = loc("backward/0/mul_81":526:0)
#loc361 = loc("backward/0/sum_25":527:0)
#loc362 = loc("backward/0/mul_82":528:0)
#loc363 = loc("backward/0/sub_23":529:0)
#loc364 = loc("backward/0/sub_24":530:0)
#loc365 = loc("backward/0/div_5":531:0)
#loc366 = loc("backward/0/mul_83":532:0)
#loc367 = loc("backward/0/mul_84":533:0)
#loc368 = loc("backward/0/sum_26":534:0)
#loc369 = loc("backward/0/sum_27":535:0)
#loc370 = loc("backward/0/add_33":536:0)
#loc371 = loc("backward/0/view_71":537:0)
#loc375 = loc("backward/0/sum_28":543:0)
#loc376 = loc("backward/0/view_72":544:0)
#loc385 = loc("backward/0/view_77":556:0)
#loc386 = loc("backward/0/mul_85":557:0)
#loc387 = loc("backward/0/sum_29":558:0)
#loc388 = loc("backward/0/mul_86":559:0)
#loc389 = loc("backward/0/sub_25":560:0)
#loc390 = loc("backward/0/where_7":562:0)
#loc391 = loc("backward/0/mul_87":563:0)
#loc406 = loc("backward/0/view_84":581:0)
#loc410 = loc("backward/0/sum_30":587:0)
#loc411 = loc("backward/0/view_85":588:0)
#loc412 = loc("backward/0/view_86":589:0)
#loc413 = loc("backward/0/mul_89":593:0)
#loc414 = loc("backward/0/mul_90":594:0)
#loc415 = loc("backward/0/sum_31":595:0)
#loc416 = loc("backward/0/mul_91":596:0)
#loc418 = loc("backward/0/sum_32":597:0)
#loc419 = loc("backward/0/mul_92":598:0)
#loc420 = loc("backward/0/sub_27":599:0)
#loc421 = loc("backward/0/sub_28":600:0)
#loc422 = loc("backward/0/div_6":601:0)
#loc423 = loc("backward/0/mul_93":602:0)
#loc424 = loc("backward/0/mul_94":603:0)
#loc425 = loc("backward/0/sum_33":604:0)
#loc426 = loc("backward/0/sum_34":605:0)
#loc427 = loc("backward/0/add_34":606:0)
#loc428 = loc("backward/0/sum_35":607:0)
#loc429 = loc("backward/0/view_87":608:0)
#loc430 = loc("backward/-/ge":609:0)
#loc431 = loc("backward/-/lt":610:0)
#loc432 = loc("backward/-/bitwise_and":611:0)
#loc433 = loc("backward/-/ne_5":612:0)
#loc434 = loc("backward/-/bitwise_and_1":613:0)
#loc435 = loc("backward/-/unsqueeze_6":614:0)
#loc436 = loc("backward/-/bitwise_not_2":618:0)
#loc437 = loc("backward/0/where_8":620:0)
#loc440 = loc("backward/-/ge_1":622:0)
#loc441 = loc("backward/-/lt_1":623:0)
#loc442 = loc("backward/-/bitwise_and_2":624:0)
#loc443 = loc("backward/-/ne_6":625:0)
#loc444 = loc("backward/-/bitwise_and_3":626:0)
#loc445 = loc("backward/-/unsqueeze_7":627:0)
#loc446 = loc("backward/-/bitwise_not_3":631:0)
#loc447 = loc("backward/0/where_9":633:0)
#loc450 = loc("backward/0/add_35":635:0)
#loc452 = loc("optimizer/0/add_36":638:0)
#loc453 = loc("optimizer/0/mul_99":641:0)
#loc454 = loc("optimizer/0/add_37":642:0)
#loc455 = loc("optimizer/-/pow_1":643:0)
#loc456 = loc("optimizer/-/sub_29":644:0)
#loc457 = loc("optimizer/0/div_7":645:0)
#loc458 = loc("optimizer/-/pow_2":646:0)
#loc459 = loc("optimizer/-/sub_30":647:0)
#loc460 = loc("optimizer/0/div_8":648:0)
#loc461 = loc("optimizer/0/sqrt":651:0)
#loc462 = loc("optimizer/0/div_9":653:0)
#loc463 = loc("optimizer/0/sub_31":654:0)
#loc464 = loc("optimizer/-/mul_102":655:0)
#loc465 = loc("optimizer/0/mul_103":656:0)
#loc466 = loc("optimizer/0/add_39":657:0)
#loc467 = loc("optimizer/-/mul_104":658:0)
#loc468 = loc("optimizer/0/mul_105":659:0)
#loc469 = loc("optimizer/0/mul_106":660:0)
#loc470 = loc("optimizer/0/add_40":661:0)
#loc471 = loc("optimizer/0/div_10":664:0)
#loc473 = loc("optimizer/0/div_11":667:0)
#loc475 = loc("optimizer/-/mul_107":668:0)
#loc476 = loc("optimizer/0/mul_108":669:0)
#loc477 = loc("optimizer/0/sqrt_1":670:0)
#loc478 = loc("optimizer/0/add_41":671:0)
#loc479 = loc("optimizer/0/div_12":672:0)
#loc480 = loc("optimizer/0/sub_34":673:0)
#loc481 = loc("optimizer/0/mul_109":674:0)
#loc482 = loc("optimizer/0/mul_110":675:0)
#loc483 = loc("optimizer/0/add_42":676:0)
#loc484 = loc("optimizer/0/mul_111":677:0)
#loc485 = loc("optimizer/0/mul_112":678:0)
#loc486 = loc("optimizer/0/mul_113":679:0)
#loc487 = loc("optimizer/0/add_43":680:0)
#loc488 = loc("optimizer/0/div_13":683:0)
#loc490 = loc("optimizer/0/div_14":686:0)
#loc492 = loc("optimizer/0/mul_114":687:0)
#loc493 = loc("optimizer/0/mul_115":688:0)
#loc494 = loc("optimizer/0/sqrt_2":689:0)
#loc495 = loc("optimizer/0/add_44":690:0)
#loc496 = loc("optimizer/0/div_15":691:0)
#loc497 = loc("optimizer/0/sub_37":692:0)
#loc498 = loc("optimizer/0/mul_116":693:0)
#loc499 = loc("optimizer/0/mul_117":694:0)
#loc500 = loc("optimizer/0/add_45":695:0)
#loc501 = loc("optimizer/0/mul_118":696:0)
#loc502 = loc("optimizer/0/mul_119":697:0)
#loc503 = loc("optimizer/0/mul_120":698:0)
#loc504 = loc("optimizer/0/add_46":699:0)
#loc505 = loc("optimizer/0/div_16":702:0)
#loc507 = loc("optimizer/0/div_17":705:0)
#loc509 = loc("optimizer/0/mul_121":706:0)
#loc510 = loc("optimizer/0/mul_122":707:0)
#loc511 = loc("optimizer/0/sqrt_3":708:0)
#loc512 = loc("optimizer/0/add_47":709:0)
#loc513 = loc("optimizer/0/div_18":710:0)
#loc514 = loc("optimizer/0/sub_40":711:0)
#loc515 = loc("optimizer/0/mul_123":712:0)
#loc516 = loc("optimizer/0/mul_124":713:0)
#loc518 = loc("optimizer/0/add_48":714:0)
#loc519 = loc("optimizer/0/mul_125":715:0)
#loc520 = loc("optimizer/0/mul_126":716:0)
#loc521 = loc("optimizer/0/mul_127":717:0)
#loc522 = loc("optimizer/0/add_49":718:0)
#loc523 = loc("optimizer/0/div_19":721:0)
#loc525 = loc("optimizer/0/div_20":724:0)
#loc527 = loc("optimizer/0/mul_128":725:0)
#loc528 = loc("optimizer/0/mul_129":726:0)
#loc529 = loc("optimizer/0/sqrt_4":727:0)
#loc530 = loc("optimizer/0/add_50":728:0)
#loc531 = loc("optimizer/0/div_21":729:0)
#loc532 = loc("optimizer/0/sub_43":730:0)
#loc533 = loc("optimizer/0/mul_130":731:0)
#loc534 = loc("optimizer/0/mul_131":732:0)
#loc535 = loc("optimizer/0/add_51":733:0)
#loc536 = loc("optimizer/0/mul_132":734:0)
#loc537 = loc("optimizer/0/mul_133":735:0)
#loc538 = loc("optimizer/0/mul_134":736:0)
#loc539 = loc("optimizer/0/add_52":737:0)
#loc540 = loc("optimizer/0/div_22":740:0)
#loc542 = loc("optimizer/0/div_23":743:0)
#loc544 = loc("optimizer/0/mul_135":744:0)
#loc545 = loc("optimizer/0/mul_136":745:0)
#loc546 = loc("optimizer/0/sqrt_5":746:0)
#loc547 = loc("optimizer/0/add_53":747:0)
#loc548 = loc("optimizer/0/div_24":748:0)
#loc549 = loc("optimizer/0/sub_46":749:0)
#loc550 = loc("optimizer/0/mul_137":750:0)
#loc551 = loc("optimizer/0/mul_138":751:0)
#loc553 = loc("optimizer/0/add_54":752:0)
#loc554 = loc("optimizer/0/mul_139":753:0)
#loc555 = loc("optimizer/0/mul_140":754:0)
#loc556 = loc("optimizer/0/mul_141":755:0)
#loc557 = loc("optimizer/0/add_55":756:0)
#loc558 = loc("optimizer/0/div_25":759:0)
#loc560 = loc("optimizer/0/div_26":762:0)
#loc562 = loc("optimizer/0/mul_142":763:0)
#loc563 = loc("optimizer/0/mul_143":764:0)
#loc564 = loc("optimizer/0/sqrt_6":765:0)
#loc565 = loc("optimizer/0/add_56":766:0)
#loc566 = loc("optimizer/0/div_27":767:0)
#loc567 = loc("optimizer/0/sub_49":768:0)
#loc568 = loc("optimizer/0/mul_144":769:0)
#loc569 = loc("optimizer/0/mul_145":770:0)
#loc570 = loc("optimizer/0/add_57":771:0)
#loc571 = loc("optimizer/0/mul_146":772:0)
#loc572 = loc("optimizer/0/mul_147":773:0)
#loc573 = loc("optimizer/0/mul_148":774:0)
#loc574 = loc("optimizer/0/add_58":775:0)
#loc575 = loc("optimizer/0/div_28":778:0)
#loc577 = loc("optimizer/0/div_29":781:0)
#loc579 = loc("optimizer/0/mul_149":782:0)
#loc580 = loc("optimizer/0/mul_150":783:0)
#loc581 = loc("optimizer/0/sqrt_7":784:0)
#loc582 = loc("optimizer/0/add_59":785:0)
#loc583 = loc("optimizer/0/div_30":786:0)
#loc584 = loc("optimizer/0/sub_52":787:0)
#loc585 = loc("optimizer/0/mul_151":788:0)
#loc586 = loc("optimizer/0/mul_152":789:0)
#loc587 = loc("optimizer/0/add_60":790:0)
#loc588 = loc("optimizer/0/mul_153":791:0)
#loc589 = loc("optimizer/0/mul_154":792:0)
#loc590 = loc("optimizer/0/mul_155":793:0)
#loc591 = loc("optimizer/0/add_61":794:0)
#loc592 = loc("optimizer/0/div_31":797:0)
#loc594 = loc("optimizer/0/div_32":800:0)
#loc596 = loc("optimizer/0/mul_156":801:0)
#loc597 = loc("optimizer/0/mul_157":802:0)
#loc598 = loc("optimizer/0/sqrt_8":803:0)
#loc599 = loc("optimizer/0/add_62":804:0)
#loc600 = loc("optimizer/0/div_33":805:0)
#loc601 = loc("optimizer/0/sub_55":806:0)
#loc602 = loc("optimizer/0/mul_158":807:0)
#loc603 = loc("optimizer/0/mul_159":808:0)
#loc604 = loc("optimizer/0/add_63":809:0)
#loc605 = loc("optimizer/0/mul_160":810:0)
#loc606 = loc("optimizer/0/mul_161":811:0)
#loc607 = loc("optimizer/0/mul_162":812:0)
#loc608 = loc("optimizer/0/add_64":813:0)
#loc609 = loc("optimizer/0/div_34":816:0)
#loc611 = loc("optimizer/0/div_35":819:0)
#loc613 = loc("optimizer/0/mul_163":820:0)
#loc614 = loc("optimizer/0/mul_164":821:0)
#loc615 = loc("optimizer/0/sqrt_9":822:0)
#loc616 = loc("optimizer/0/add_65":823:0)
#loc617 = loc("optimizer/0/div_36":824:0)
#loc618 = loc("optimizer/0/sub_58":825:0)
#loc619 = loc("optimizer/0/mul_165":826:0)
#loc620 = loc("optimizer/0/mul_166":827:0)
#loc622 = loc("optimizer/0/add_66":828:0)
#loc623 = loc("optimizer/0/mul_167":829:0)
#loc624 = loc("optimizer/0/mul_168":830:0)
#loc625 = loc("optimizer/0/mul_169":831:0)
#loc626 = loc("optimizer/0/add_67":832:0)
#loc627 = loc("optimizer/0/div_37":835:0)
#loc629 = loc("optimizer/0/div_38":838:0)
#loc631 = loc("optimizer/0/mul_170":839:0)
#loc632 = loc("optimizer/0/mul_171":840:0)
#loc633 = loc("optimizer/0/sqrt_10":841:0)
#loc634 = loc("optimizer/0/add_68":842:0)
#loc635 = loc("optimizer/0/div_39":843:0)
#loc636 = loc("optimizer/0/sub_61":844:0)
#loc637 = loc("optimizer/0/mul_172":845:0)
#loc638 = loc("optimizer/0/mul_173":846:0)
#loc639 = loc("optimizer/0/add_69":847:0)
#loc640 = loc("optimizer/0/mul_174":848:0)
#loc641 = loc("optimizer/0/mul_175":849:0)
#loc642 = loc("optimizer/0/mul_176":850:0)
#loc643 = loc("optimizer/0/add_70":851:0)
#loc644 = loc("optimizer/0/div_40":854:0)
#loc646 = loc("optimizer/0/div_41":857:0)
#loc648 = loc("optimizer/0/mul_177":858:0)
#loc649 = loc("optimizer/0/mul_178":859:0)
#loc650 = loc("optimizer/0/sqrt_11":860:0)
#loc651 = loc("optimizer/0/add_71":861:0)
#loc652 = loc("optimizer/0/div_42":862:0)
#loc653 = loc("optimizer/0/sub_64":863:0)
#loc654 = loc("optimizer/0/mul_179":864:0)
#loc655 = loc("optimizer/0/mul_180":865:0)
#loc657 = loc("optimizer/0/add_72":866:0)
#loc658 = loc("optimizer/0/mul_181":867:0)
#loc659 = loc("optimizer/0/mul_182":868:0)
#loc660 = loc("optimizer/0/mul_183":869:0)
#loc661 = loc("optimizer/0/add_73":870:0)
#loc662 = loc("optimizer/0/div_43":873:0)
#loc664 = loc("optimizer/0/div_44":876:0)
#loc666 = loc("optimizer/0/mul_184":877:0)
#loc667 = loc("optimizer/0/mul_185":878:0)
#loc668 = loc("optimizer/0/sqrt_12":879:0)
#loc669 = loc("optimizer/0/add_74":880:0)
#loc670 = loc("optimizer/0/div_45":881:0)
#loc671 = loc("optimizer/0/sub_67":882:0)
#loc672 = loc("optimizer/0/mul_186":883:0)
#loc673 = loc("optimizer/1/mul_187":884:0)
#loc674 = loc("optimizer/0/add_75":885:0)
#loc675 = loc("optimizer/0/mul_188":886:0)
#loc676 = loc("optimizer/1/mul_189":887:0)
#loc677 = loc("optimizer/1/mul_190":888:0)
#loc678 = loc("optimizer/0/add_76":889:0)
#loc679 = loc("optimizer/0/div_46":892:0)
#loc681 = loc("optimizer/0/div_47":895:0)
#loc683 = loc("optimizer/0/mul_191":896:0)
#loc684 = loc("optimizer/0/mul_192":897:0)
#loc685 = loc("optimizer/0/sqrt_13":898:0)
#loc686 = loc("optimizer/0/add_77":899:0)
#loc687 = loc("optimizer/0/div_48":900:0)
#loc688 = loc("optimizer/0/sub_70":901:0)
#loc689 = loc("optimizer/1/mul_193":902:0)
#loc690 = loc("optimizer/1/mul_194":903:0)
#loc691 = loc("optimizer/1/add_78":904:0)
#loc692 = loc("optimizer/1/mul_195":905:0)
#loc693 = loc("optimizer/1/mul_196":906:0)
#loc694 = loc("optimizer/1/mul_197":907:0)
#loc695 = loc("optimizer/1/add_79":908:0)
#loc696 = loc("optimizer/1/div_49":911:0)
#loc698 = loc("optimizer/1/div_50":914:0)
#loc700 = loc("optimizer/1/mul_198":915:0)
#loc701 = loc("optimizer/1/mul_199":916:0)
#loc702 = loc("optimizer/1/sqrt_14":917:0)
#loc703 = loc("optimizer/1/add_80":918:0)
#loc704 = loc("optimizer/1/div_51":919:0)
#loc705 = loc("optimizer/1/sub_73":920:0)
#loc706 = loc("optimizer/1/mul_200":921:0)
#loc707 = loc("optimizer/1/mul_201":922:0)
#loc708 = loc("optimizer/1/add_81":923:0)
#loc709 = loc("optimizer/1/mul_202":924:0)
#loc710 = loc("optimizer/1/mul_203":925:0)
#loc711 = loc("optimizer/1/mul_204":926:0)
#loc712 = loc("optimizer/1/add_82":927:0)
#loc713 = loc("optimizer/1/div_52":930:0)
#loc715 = loc("optimizer/1/div_53":933:0)
#loc717 = loc("optimizer/1/mul_205":934:0)
#loc718 = loc("optimizer/1/mul_206":935:0)
#loc719 = loc("optimizer/1/sqrt_15":936:0)
#loc720 = loc("optimizer/1/add_83":937:0)
#loc721 = loc("optimizer/1/div_54":938:0)
#loc722 = loc("optimizer/1/sub_76":939:0)
#loc723 = loc("optimizer/1/mul_207":940:0)
#loc724 = loc("optimizer/1/mul_208":941:0)
#loc726 = loc("optimizer/1/add_84":942:0)
#loc727 = loc("optimizer/1/mul_209":943:0)
#loc728 = loc("optimizer/1/mul_210":944:0)
#loc729 = loc("optimizer/1/mul_211":945:0)
#loc730 = loc("optimizer/1/add_85":946:0)
#loc731 = loc("optimizer/1/div_55":949:0)
#loc733 = loc("optimizer/1/div_56":952:0)
#loc735 = loc("optimizer/1/mul_212":953:0)
#loc736 = loc("optimizer/1/mul_213":954:0)
#loc737 = loc("optimizer/1/sqrt_16":955:0)
#loc738 = loc("optimizer/1/add_86":956:0)
#loc739 = loc("optimizer/1/div_57":957:0)
#loc740 = loc("optimizer/1/sub_79":958:0)
#loc741 = loc("optimizer/1/mul_214":959:0)
#loc742 = loc("optimizer/1/mul_215":960:0)
#loc743 = loc("optimizer/1/add_87":961:0)
#loc744 = loc("optimizer/1/mul_216":962:0)
#loc745 = loc("optimizer/1/mul_217":963:0)
#loc746 = loc("optimizer/1/mul_218":964:0)
#loc747 = loc("optimizer/1/add_88":965:0)
#loc748 = loc("optimizer/1/div_58":968:0)
#loc750 = loc("optimizer/1/div_59":971:0)
#loc752 = loc("optimizer/1/mul_219":972:0)
#loc753 = loc("optimizer/1/mul_220":973:0)
#loc754 = loc("optimizer/1/sqrt_17":974:0)
#loc755 = loc("optimizer/1/add_89":975:0)
#loc756 = loc("optimizer/1/div_60":976:0)
#loc757 = loc("optimizer/1/sub_82":977:0)
#loc758 = loc("optimizer/1/mul_221":978:0)
#loc759 = loc("optimizer/1/mul_222":979:0)
#loc761 = loc("optimizer/1/add_90":980:0)
#loc762 = loc("optimizer/1/mul_223":981:0)
#loc763 = loc("optimizer/1/mul_224":982:0)
#loc764 = loc("optimizer/1/mul_225":983:0)
#loc765 = loc("optimizer/1/add_91":984:0)
#loc766 = loc("optimizer/1/div_61":987:0)
#loc768 = loc("optimizer/1/div_62":990:0)
#loc770 = loc("optimizer/1/mul_226":991:0)
#loc771 = loc("optimizer/1/mul_227":992:0)
#loc772 = loc("optimizer/1/sqrt_18":993:0)
#loc773 = loc("optimizer/1/add_92":994:0)
#loc774 = loc("optimizer/1/div_63":995:0)
#loc775 = loc("optimizer/1/sub_85":996:0)
#loc776 = loc("optimizer/1/mul_228":997:0)
#loc777 = loc("optimizer/1/mul_229":998:0)
#loc778 = loc("optimizer/1/add_93":999:0)
#loc779 = loc("optimizer/1/mul_230":1000:0)
#loc780 = loc("optimizer/1/mul_231":1001:0)
#loc781 = loc("optimizer/1/mul_232":1002:0)
#loc782 = loc("optimizer/1/add_94":1003:0)
#loc783 = loc("optimizer/1/div_64":1006:0)
#loc785 = loc("optimizer/1/div_65":1009:0)
#loc787 = loc("optimizer/1/mul_233":1010:0)
#loc788 = loc("optimizer/1/mul_234":1011:0)
#loc789 = loc("optimizer/1/sqrt_19":1012:0)
#loc790 = loc("optimizer/1/add_95":1013:0)
#loc791 = loc("optimizer/1/div_66":1014:0)
#loc792 = loc("optimizer/1/sub_88":1015:0)
#loc793 = loc("optimizer/1/mul_235":1016:0)
#loc794 = loc("optimizer/1/mul_236":1017:0)
#loc795 = loc("optimizer/1/add_96":1018:0)
#loc796 = loc("optimizer/1/mul_237":1019:0)
#loc797 = loc("optimizer/1/mul_238":1020:0)
#loc798 = loc("optimizer/1/mul_239":1021:0)
#loc799 = loc("optimizer/1/add_97":1022:0)
#loc800 = loc("optimizer/1/div_67":1025:0)
#loc802 = loc("optimizer/1/div_68":1028:0)
#loc804 = loc("optimizer/1/mul_240":1029:0)
#loc805 = loc("optimizer/1/mul_241":1030:0)
#loc806 = loc("optimizer/1/sqrt_20":1031:0)
#loc807 = loc("optimizer/1/add_98":1032:0)
#loc808 = loc("optimizer/1/div_69":1033:0)
#loc809 = loc("optimizer/1/sub_91":1034:0)
#loc810 = loc("optimizer/1/mul_242":1035:0)
#loc811 = loc("optimizer/1/mul_243":1036:0)
#loc812 = loc("optimizer/1/add_99":1037:0)
#loc813 = loc("optimizer/1/mul_244":1038:0)
#loc814 = loc("optimizer/1/mul_245":1039:0)
#loc815 = loc("optimizer/1/mul_246":1040:0)
#loc816 = loc("optimizer/1/add_100":1041:0)
#loc817 = loc("optimizer/1/div_70":1044:0)
#loc819 = loc("optimizer/1/div_71":1047:0)
#loc821 = loc("optimizer/1/mul_247":1048:0)
#loc822 = loc("optimizer/1/mul_248":1049:0)
#loc823 = loc("optimizer/1/sqrt_21":1050:0)
#loc824 = loc("optimizer/1/add_101":1051:0)
#loc825 = loc("optimizer/1/div_72":1052:0)
#loc826 = loc("optimizer/1/sub_94":1053:0)
#loc827 = loc("optimizer/1/mul_249":1054:0)
#loc828 = loc("optimizer/1/mul_250":1055:0)
#loc830 = loc("optimizer/1/add_102":1056:0)
#loc831 = loc("optimizer/1/mul_251":1057:0)
#loc832 = loc("optimizer/1/mul_252":1058:0)
#loc833 = loc("optimizer/1/mul_253":1059:0)
#loc834 = loc("optimizer/1/add_103":1060:0)
#loc835 = loc("optimizer/1/div_73":1063:0)
#loc837 = loc("optimizer/1/div_74":1066:0)
#loc839 = loc("optimizer/1/mul_254":1067:0)
#loc840 = loc("optimizer/1/mul_255":1068:0)
#loc841 = loc("optimizer/1/sqrt_22":1069:0)
#loc842 = loc("optimizer/1/add_104":1070:0)
#loc843 = loc("optimizer/1/div_75":1071:0)
#loc844 = loc("optimizer/1/sub_97":1072:0)
#loc845 = loc("optimizer/1/mul_256":1073:0)
#loc846 = loc("optimizer/1/mul_257":1074:0)
#loc847 = loc("optimizer/1/add_105":1075:0)
#loc848 = loc("optimizer/1/mul_258":1076:0)
#loc849 = loc("optimizer/1/mul_259":1077:0)
#loc850 = loc("optimizer/1/mul_260":1078:0)
#loc851 = loc("optimizer/1/add_106":1079:0)
#loc852 = loc("optimizer/1/div_76":1082:0)
#loc854 = loc("optimizer/1/div_77":1085:0)
#loc856 = loc("optimizer/1/mul_261":1086:0)
#loc857 = loc("optimizer/1/mul_262":1087:0)
#loc858 = loc("optimizer/1/sqrt_23":1088:0)
#loc859 = loc("optimizer/1/add_107":1089:0)
#loc860 = loc("optimizer/1/div_78":1090:0)
#loc861 = loc("optimizer/1/sub_100":1091:0)
#loc862 = loc("optimizer/1/mul_263":1092:0)
#loc863 = loc("optimizer/1/mul_264":1093:0)
#loc865 = loc("optimizer/1/add_108":1094:0)
#loc866 = loc("optimizer/1/mul_265":1095:0)
#loc867 = loc("optimizer/1/mul_266":1096:0)
#loc868 = loc("optimizer/1/mul_267":1097:0)
#loc869 = loc("optimizer/1/add_109":1098:0)
#loc870 = loc("optimizer/1/div_79":1101:0)
#loc872 = loc("optimizer/1/div_80":1104:0)
#loc874 = loc("optimizer/1/mul_268":1105:0)
#loc875 = loc("optimizer/1/mul_269":1106:0)
#loc876 = loc("optimizer/1/sqrt_24":1107:0)
#loc877 = loc("optimizer/1/add_110":1108:0)
#loc878 = loc("optimizer/1/div_81":1109:0)
#loc879 = loc("optimizer/1/sub_103":1110:0)
#loc880 = loc("optimizer/1/mul_270":1111:0)
#loc881 = loc("optimizer/1/mul_271":1112:0)
#loc882 = loc("optimizer/1/add_111":1113:0)
#loc883 = loc("optimizer/1/mul_272":1114:0)
#loc884 = loc("optimizer/1/mul_273":1115:0)
#loc885 = loc("optimizer/1/mul_274":1116:0)
#loc886 = loc("optimizer/1/add_112":1117:0)
#loc887 = loc("optimizer/1/div_82":1120:0)
#loc889 = loc("optimizer/1/div_83":1123:0)
#loc891 = loc("optimizer/1/mul_275":1124:0)
#loc892 = loc("optimizer/1/mul_276":1125:0)
#loc893 = loc("optimizer/1/sqrt_25":1126:0)
#loc894 = loc("optimizer/1/add_113":1127:0)
#loc895 = loc("optimizer/1/div_84":1128:0)
#loc896 = loc("optimizer/1/sub_106":1129:0)
#loc897 = loc("optimizer/-/mul_277":1130:0)
#loc898 = loc("optimizer/1/mul_278":1131:0)
#loc899 = loc("optimizer/1/add_114":1132:0)
#loc900 = loc("optimizer/-/mul_279":1133:0)
#loc901 = loc("optimizer/1/mul_280":1134:0)
#loc902 = loc("optimizer/1/mul_281":1135:0)
#loc903 = loc("optimizer/1/add_115":1136:0)
#loc904 = loc("optimizer/1/div_85":1139:0)
#loc906 = loc("optimizer/1/div_86":1142:0)
#loc908 = loc("optimizer/-/mul_282":1143:0)
#loc909 = loc("optimizer/1/mul_283":1144:0)
#loc910 = loc("optimizer/1/sqrt_26":1145:0)
#loc911 = loc("optimizer/1/add_116":1146:0)
#loc912 = loc("optimizer/1/div_87":1147:0)
#loc913 = loc("optimizer/1/sub_109":1148:0)
#loc914 = loc("optimizer/-/mul_284":1149:0)
#loc915 = loc("optimizer/-/mul_285":1150:0)
#loc916 = loc("optimizer/-/add_117":1151:0)
#loc917 = loc("optimizer/-/mul_286":1152:0)
#loc918 = loc("optimizer/-/mul_287":1153:0)
#loc919 = loc("optimizer/-/mul_288":1154:0)
#loc920 = loc("optimizer/-/add_118":1155:0)
#loc921 = loc("optimizer/-/div_88":1158:0)
#loc923 = loc("optimizer/-/div_89":1161:0)
#loc925 = loc("optimizer/-/mul_289":1162:0)
#loc926 = loc("optimizer/-/mul_290":1163:0)
#loc927 = loc("optimizer/-/sqrt_27":1164:0)
#loc928 = loc("optimizer/-/add_119":1165:0)
#loc929 = loc("optimizer/-/div_90":1166:0)
#loc930 = loc("optimizer/-/sub_112":1167:0)
#loc = loc(unknown)
#loc35 = loc("forward/0/view":101:0)
#loc36 = loc("forward/0/mm":102:0)
#loc41 = loc("forward/0/view_1":107:0)
#loc42 = loc("forward/0/getitem_2":109:0)
#loc43 = loc("forward/0/view_2":112:0)
#loc44 = loc("forward/0/permute_1":113:0)
#loc45 = loc("forward/0/view_3":114:0)
#loc46 = loc("forward/0/view_4":116:0)
#loc47 = loc("forward/0/permute_3":117:0)
#loc48 = loc("forward/0/permute_4":118:0)
#loc49 = loc("forward/0/view_5":121:0)
#loc50 = loc("forward/0/view_6":124:0)
#loc51 = loc("forward/0/bmm":125:0)
#loc60 = loc("forward/0/view_8":142:0)
#loc61 = loc("forward/0/view_9":145:0)
#loc62 = loc("forward/0/bmm_1":146:0)
#loc63 = loc("forward/0/view_10":147:0)
#loc64 = loc("forward/0/permute_5":148:0)
#loc66 = loc("forward/0/view_12":152:0)
#loc67 = loc("forward/0/mm_1":153:0)
#loc82 = loc("forward/0/view_14":170:0)
#loc83 = loc("forward/0/mm_2":171:0)
#loc91 = loc("forward/0/view_16":179:0)
#loc92 = loc("forward/0/mm_3":180:0)
#loc107 = loc("forward/1/view_18":197:0)
#loc108 = loc("forward/1/mm_4":198:0)
#loc113 = loc("forward/1/view_19":203:0)
#loc114 = loc("forward/1/getitem_9":205:0)
#loc115 = loc("forward/1/view_20":208:0)
#loc116 = loc("forward/1/permute_10":209:0)
#loc117 = loc("forward/1/view_21":210:0)
#loc118 = loc("forward/1/view_22":212:0)
#loc119 = loc("forward/1/permute_12":213:0)
#loc120 = loc("forward/1/permute_13":214:0)
#loc121 = loc("forward/1/view_23":217:0)
#loc122 = loc("forward/1/view_24":220:0)
#loc123 = loc("forward/1/bmm_2":221:0)
#loc129 = loc("forward/1/view_26":238:0)
#loc130 = loc("forward/1/view_27":241:0)
#loc131 = loc("forward/1/bmm_3":242:0)
#loc132 = loc("forward/1/view_28":243:0)
#loc133 = loc("forward/1/permute_14":244:0)
#loc135 = loc("forward/1/view_30":248:0)
#loc136 = loc("forward/1/mm_5":249:0)
#loc151 = loc("forward/1/view_32":266:0)
#loc152 = loc("forward/1/mm_6":267:0)
#loc160 = loc("forward/1/view_34":275:0)
#loc161 = loc("forward/1/mm_7":276:0)
#loc175 = loc("forward/-/permute_18":292:0)
#loc176 = loc("forward/-/view_36":293:0)
#loc177 = loc("forward/-/mm_8":294:0)
#loc206 = loc("backward/-/permute_19":337:0)
#loc207 = loc("backward/-/mm_9":338:0)
#loc208 = loc("backward/-/mm_10":341:0)
#loc225 = loc("backward/1/mm_11":361:0)
#loc226 = loc("backward/1/permute_24":362:0)
#loc227 = loc("backward/1/mm_12":363:0)
#loc246 = loc("backward/1/mm_13":389:0)
#loc247 = loc("backward/1/permute_28":390:0)
#loc248 = loc("backward/1/mm_14":391:0)
#loc268 = loc("backward/1/mm_15":415:0)
#loc269 = loc("backward/1/permute_32":416:0)
#loc270 = loc("backward/1/mm_16":417:0)
#loc273 = loc("backward/1/view_52":423:0)
#loc274 = loc("backward/1/permute_35":424:0)
#loc275 = loc("backward/1/view_53":426:0)
#loc276 = loc("backward/1/permute_36":427:0)
#loc277 = loc("backward/1/bmm_4":428:0)
#loc278 = loc("backward/1/permute_37":429:0)
#loc279 = loc("backward/1/bmm_5":430:0)
#loc280 = loc("backward/1/view_54":431:0)
#loc288 = loc("backward/1/view_56":440:0)
#loc289 = loc("backward/1/permute_38":441:0)
#loc290 = loc("backward/1/bmm_6":442:0)
#loc291 = loc("backward/1/permute_39":443:0)
#loc292 = loc("backward/1/bmm_7":444:0)
#loc293 = loc("backward/1/view_57":445:0)
#loc294 = loc("backward/1/view_58":446:0)
#loc295 = loc("backward/1/permute_41":448:0)
#loc296 = loc("backward/1/view_59":450:0)
#loc297 = loc("backward/1/permute_42":451:0)
#loc298 = loc("backward/1/view_60":452:0)
#loc299 = loc("backward/1/permute_43":453:0)
#loc300 = loc("backward/1/view_61":455:0)
#loc301 = loc("backward/1/cat":456:0)
#loc303 = loc("backward/1/mm_17":459:0)
#loc304 = loc("backward/1/permute_45":460:0)
#loc305 = loc("backward/1/mm_18":461:0)
#loc325 = loc("backward/0/mm_19":485:0)
#loc326 = loc("backward/1/permute_49":486:0)
#loc327 = loc("backward/0/mm_20":487:0)
#loc350 = loc("backward/0/mm_21":513:0)
#loc351 = loc("backward/0/permute_53":514:0)
#loc352 = loc("backward/0/mm_22":515:0)
#loc372 = loc("backward/0/mm_23":539:0)
#loc373 = loc("backward/0/permute_57":540:0)
#loc374 = loc("backward/0/mm_24":541:0)
#loc377 = loc("backward/0/view_74":547:0)
#loc378 = loc("backward/0/permute_60":548:0)
#loc379 = loc("backward/0/view_75":550:0)
#loc380 = loc("backward/0/permute_61":551:0)
#loc381 = loc("backward/0/bmm_8":552:0)
#loc382 = loc("backward/0/permute_62":553:0)
#loc383 = loc("backward/0/bmm_9":554:0)
#loc384 = loc("backward/0/view_76":555:0)
#loc392 = loc("backward/0/view_78":564:0)
#loc393 = loc("backward/0/permute_63":565:0)
#loc394 = loc("backward/0/bmm_10":566:0)
#loc395 = loc("backward/0/permute_64":567:0)
#loc396 = loc("backward/0/bmm_11":568:0)
#loc397 = loc("backward/0/view_79":569:0)
#loc398 = loc("backward/0/view_80":570:0)
#loc399 = loc("backward/0/permute_66":572:0)
#loc400 = loc("backward/0/view_81":574:0)
#loc401 = loc("backward/0/permute_67":575:0)
#loc402 = loc("backward/0/view_82":576:0)
#loc403 = loc("backward/0/permute_68":577:0)
#loc404 = loc("backward/0/view_83":579:0)
#loc405 = loc("backward/0/cat_1":580:0)
#loc407 = loc("backward/0/mm_25":583:0)
#loc408 = loc("backward/0/permute_70":584:0)
#loc409 = loc("backward/0/mm_26":585:0)
#loc931 = loc(callsite(#loc2 at #loc2))
#loc932 = loc(callsite(#loc21 at #loc21))
#loc935 = loc(callsite(#loc22 at #loc22))
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1) -> (0, d1)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0) -> ()>
#map17 = affine_map<() -> ()>
#map18 = affine_map<(d0, d1) -> ()>
#map19 = affine_map<(d0) -> (d0, 0)>
#map20 = affine_map<(d0, d1, d2) -> ()>
#map21 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @train_step(%arg0: tensor<4096x256xf32> {memopt.name = "wte.weight", memopt.role = "parameter"}, %arg1: tensor<128x256xf32> {memopt.name = "wpe.weight", memopt.role = "parameter"}, %arg2: tensor<256xf32> {memopt.name = "h.0.ln_1.weight", memopt.role = "parameter"}, %arg3: tensor<256xf32> {memopt.name = "h.0.ln_1.bias", memopt.role = "parameter"}, %arg4: tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight", memopt.role = "parameter"}, %arg5: tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias", memopt.role = "parameter"}, %arg6: tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight", memopt.role = "parameter"}, %arg7: tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias", memopt.role = "parameter"}, %arg8: tensor<256xf32> {memopt.name = "h.0.ln_2.weight", memopt.role = "parameter"}, %arg9: tensor<256xf32> {memopt.name = "h.0.ln_2.bias", memopt.role = "parameter"}, %arg10: tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight", memopt.role = "parameter"}, %arg11: tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias", memopt.role = "parameter"}, %arg12: tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight", memopt.role = "parameter"}, %arg13: tensor<256xf32> {memopt.name = "h.0.mlp.2.bias", memopt.role = "parameter"}, %arg14: tensor<256xf32> {memopt.name = "h.1.ln_1.weight", memopt.role = "parameter"}, %arg15: tensor<256xf32> {memopt.name = "h.1.ln_1.bias", memopt.role = "parameter"}, %arg16: tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight", memopt.role = "parameter"}, %arg17: tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias", memopt.role = "parameter"}, %arg18: tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight", memopt.role = "parameter"}, %arg19: tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias", memopt.role = "parameter"}, %arg20: tensor<256xf32> {memopt.name = "h.1.ln_2.weight", memopt.role = "parameter"}, %arg21: tensor<256xf32> {memopt.name = "h.1.ln_2.bias", memopt.role = "parameter"}, %arg22: tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight", memopt.role = "parameter"}, %arg23: tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias", memopt.role = "parameter"}, %arg24: tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight", memopt.role = "parameter"}, %arg25: tensor<256xf32> {memopt.name = "h.1.mlp.2.bias", memopt.role = "parameter"}, %arg26: tensor<256xf32> {memopt.name = "ln_f.weight", memopt.role = "parameter"}, %arg27: tensor<256xf32> {memopt.name = "ln_f.bias", memopt.role = "parameter"}, %arg28: tensor<4096x256xf32> {memopt.name = "wte.weight.exp_avg", memopt.role = "optimizer_state"}, %arg29: tensor<128x256xf32> {memopt.name = "wpe.weight.exp_avg", memopt.role = "optimizer_state"}, %arg30: tensor<256xf32> {memopt.name = "h.0.ln_1.weight.exp_avg", memopt.role = "optimizer_state"}, %arg31: tensor<256xf32> {memopt.name = "h.0.ln_1.bias.exp_avg", memopt.role = "optimizer_state"}, %arg32: tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg33: tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias.exp_avg", memopt.role = "optimizer_state"}, %arg34: tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg35: tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg36: tensor<256xf32> {memopt.name = "h.0.ln_2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg37: tensor<256xf32> {memopt.name = "h.0.ln_2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg38: tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight.exp_avg", memopt.role = "optimizer_state"}, %arg39: tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias.exp_avg", memopt.role = "optimizer_state"}, %arg40: tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg41: tensor<256xf32> {memopt.name = "h.0.mlp.2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg42: tensor<256xf32> {memopt.name = "h.1.ln_1.weight.exp_avg", memopt.role = "optimizer_state"}, %arg43: tensor<256xf32> {memopt.name = "h.1.ln_1.bias.exp_avg", memopt.role = "optimizer_state"}, %arg44: tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg45: tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias.exp_avg", memopt.role = "optimizer_state"}, %arg46: tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg47: tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg48: tensor<256xf32> {memopt.name = "h.1.ln_2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg49: tensor<256xf32> {memopt.name = "h.1.ln_2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg50: tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight.exp_avg", memopt.role = "optimizer_state"}, %arg51: tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias.exp_avg", memopt.role = "optimizer_state"}, %arg52: tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg53: tensor<256xf32> {memopt.name = "h.1.mlp.2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg54: tensor<256xf32> {memopt.name = "ln_f.weight.exp_avg", memopt.role = "optimizer_state"}, %arg55: tensor<256xf32> {memopt.name = "ln_f.bias.exp_avg", memopt.role = "optimizer_state"}, %arg56: tensor<4096x256xf32> {memopt.name = "wte.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg57: tensor<128x256xf32> {memopt.name = "wpe.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg58: tensor<256xf32> {memopt.name = "h.0.ln_1.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg59: tensor<256xf32> {memopt.name = "h.0.ln_1.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg60: tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg61: tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg62: tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg63: tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg64: tensor<256xf32> {memopt.name = "h.0.ln_2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg65: tensor<256xf32> {memopt.name = "h.0.ln_2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg66: tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg67: tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg68: tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg69: tensor<256xf32> {memopt.name = "h.0.mlp.2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg70: tensor<256xf32> {memopt.name = "h.1.ln_1.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg71: tensor<256xf32> {memopt.name = "h.1.ln_1.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg72: tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg73: tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg74: tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg75: tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg76: tensor<256xf32> {memopt.name = "h.1.ln_2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg77: tensor<256xf32> {memopt.name = "h.1.ln_2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg78: tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg79: tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg80: tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg81: tensor<256xf32> {memopt.name = "h.1.mlp.2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg82: tensor<256xf32> {memopt.name = "ln_f.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg83: tensor<256xf32> {memopt.name = "ln_f.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg84: tensor<f32> {memopt.name = "step", memopt.role = "input"}, %arg85: tensor<2x128xi64> {memopt.name = "tokens", memopt.range = array<i64: 0, 4096>, memopt.role = "input"}, %arg86: tensor<2x128xi64> {memopt.name = "targets", memopt.range = array<i64: 0, 4096>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<4096x256xf32> {memopt.name = "wte.weight.new", memopt.role = "parameter"}, tensor<128x256xf32> {memopt.name = "wpe.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.ln_1.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.ln_1.bias.new", memopt.role = "parameter"}, tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.ln_2.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.ln_2.bias.new", memopt.role = "parameter"}, tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight.new", memopt.role = "parameter"}, tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias.new", memopt.role = "parameter"}, tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.mlp.2.bias.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.ln_1.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.ln_1.bias.new", memopt.role = "parameter"}, tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.ln_2.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.ln_2.bias.new", memopt.role = "parameter"}, tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight.new", memopt.role = "parameter"}, tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias.new", memopt.role = "parameter"}, tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.mlp.2.bias.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "ln_f.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "ln_f.bias.new", memopt.role = "parameter"}, tensor<4096x256xf32> {memopt.name = "wte.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128x256xf32> {memopt.name = "wpe.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_1.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_1.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.mlp.2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_1.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_1.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.mlp.2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "ln_f.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "ln_f.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<4096x256xf32> {memopt.name = "wte.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128x256xf32> {memopt.name = "wpe.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_1.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_1.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.mlp.2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_1.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_1.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.mlp.2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "ln_f.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "ln_f.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}) {
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<256x4096xf32> loc(#loc2)
    %c128 = arith.constant {memopt.phase = "backward"} 128 : index loc(#loc)
    %c4096 = arith.constant {memopt.phase = "backward"} 4096 : index loc(#loc)
    %cst_0 = arith.constant {memopt.phase = "backward"} 0.000000e+00 : f64 loc(#loc)
    %true = arith.constant {memopt.phase = "backward"} true loc(#loc)
    %cst_1 = arith.constant {memopt.phase = "backward"} 0xFF800000 : f32 loc(#loc)
    %c3_i64 = arith.constant {memopt.phase = "backward"} 3 : i64 loc(#loc)
    %cst_2 = arith.constant {memopt.phase = "backward"} 4.471500e-02 : f32 loc(#loc)
    %cst_3 = arith.constant {memopt.phase = "backward"} 7.977240e-01 : f32 loc(#loc)
    %cst_4 = arith.constant {memopt.phase = "backward"} 1.000000e+00 : f32 loc(#loc)
    %cst_5 = arith.constant {memopt.phase = "backward"} 5.000000e-01 : f32 loc(#loc)
    %cst_6 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 1.000000e-05 : f64 loc(#loc3)
    %cst_7 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 4.471500e-02 : f64 loc(#loc4)
    %cst_8 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 0.79788456080286541 : f64 loc(#loc5)
    %cst_9 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 1.341450e-01 : f64 loc(#loc6)
    %cst_10 = arith.constant {memopt.phase = "optimizer"} 9.000000e-01 : f64 loc(#loc7)
    %cst_11 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.099999999999999978 : f64 loc(#loc8)
    %cst_12 = arith.constant {memopt.phase = "optimizer"} 0.99899999999999999 : f64 loc(#loc9)
    %cst_13 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.0010000000000000009 : f64 loc(#loc10)
    %cst_14 = arith.constant {memopt.phase = "optimizer"} 9.999000e-01 : f64 loc(#loc11)
    %cst_15 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-03 : f64 loc(#loc12)
    %cst_16 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-08 : f64 loc(#loc13)
    %cst_17 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<true> : tensor<128x128xi1> loc(#loc14)
    %cst_18 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0xFF800000> : tensor<f32> loc(#loc15)
    %cst_19 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<f32> loc(#loc16)
    %cst_20 = arith.constant {memopt.phase = "backward"} dense<1.000000e+00> : tensor<f32> loc(#loc17)
    %cst_21 = arith.constant {memopt.phase = "backward"} 2.560000e+02 : f64 loc(#loc)
    %cst_22 = arith.constant {memopt.phase = "backward"} 2.560000e+02 : f32 loc(#loc)
    %cst_23 = arith.constant {memopt.phase = "backward"} 1.250000e-01 : f32 loc(#loc)
    %c4095_i64 = arith.constant {memopt.phase = "backward"} 4095 : i64 loc(#loc18)
    %c-4096_i64 = arith.constant {memopt.phase = "backward"} -4096 : i64 loc(#loc18)
    %c127_i64 = arith.constant {memopt.phase = "backward"} 127 : i64 loc(#loc19)
    %c-128_i64 = arith.constant {memopt.phase = "backward"} -128 : i64 loc(#loc19)
    %c-100_i64 = arith.constant {memopt.phase = "forward"} -100 : i64 loc(#loc20)
    %c4096_i64 = arith.constant {memopt.phase = "forward"} 4096 : i64 loc(#loc)
    %c128_i64 = arith.constant {memopt.phase = "forward"} 128 : i64 loc(#loc)
    %c-1_i64 = arith.constant {memopt.phase = "forward"} -1 : i64 loc(#loc)
    %c256 = arith.constant {memopt.phase = "forward"} 256 : index loc(#loc)
    %c0_i64 = arith.constant {memopt.phase = "forward"} 0 : i64 loc(#loc)
    %cst_24 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32 loc(#loc)
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index loc(#loc)
    %cst_25 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<128x256xf32> loc(#loc21)
    %cst_26 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<4096x256xf32> loc(#loc22)
    %cst_27 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} -1.000000e+00 : f32 loc(#loc)
    %cst_28 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} dense<1> : tensor<i64> loc(#loc23)
    %cst_29 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<i64> loc(#loc24)
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg85 : tensor<2x128xi64>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %831 = arith.index_cast %in : i64 to index
      %832 = linalg.index 2 : index
      %833 = arith.cmpi slt, %831, %c4096 : index
      cf.assert %833, "index must be smaller than dim size"
      %834 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %834, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%831, %832] : tensor<4096x256xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x128x256xf32> loc(#loc1)
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<128xi64> loc(#loc25)
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<128xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %831 = linalg.index 0 : index
      %832 = arith.index_cast %831 : index to i64
      linalg.yield %832 : i64
    } -> tensor<128xi64> loc(#loc25)
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<128x256xf32> loc(#loc26)
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<128xi64>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %831 = arith.index_cast %in : i64 to index
      %832 = linalg.index 1 : index
      %833 = arith.cmpi slt, %831, %c128 : index
      cf.assert %833, "index must be smaller than dim size"
      %834 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %834, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%831, %832] : tensor<128x256xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256xf32> loc(#loc26)
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x128x256xf32>, tensor<128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc27)
    %7 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf64> loc(#loc28)
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x128x256xf32>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %831 = arith.extf %in : f32 to f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc28)
    %9 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf64> loc(#loc28)
    %10 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_0 : f64) outs(%9 : tensor<2x128x1xf64>) -> tensor<2x128x1xf64> loc(#loc28)
    %11 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x128x256xf64>) outs(%10 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.addf %in, %out : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc28)
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x128x1xf64>) outs(%9 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.divf %in, %cst_21 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc28)
    %13 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x128x256xf64>, tensor<2x128x1xf64>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %831 = arith.subf %in, %in_172 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc28)
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x128x256xf64>, tensor<2x128x256xf64>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %831 = arith.mulf %in, %in_172 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc28)
    %15 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x128x256xf64>) outs(%10 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.addf %in, %out : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc28)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x128x1xf64>) outs(%9 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.divf %in, %cst_21 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc28)
    %17 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32> loc(#loc28)
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x128x1xf64>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %831 = arith.truncf %in : f64 to f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc28)
    %19 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%17 : tensor<2x128x1xf32>) -> tensor<2x128x1xf32> loc(#loc28)
    %20 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc28)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.divf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc28)
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_6 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1xf32> loc(#loc3)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.rsqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc29)
    %24 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc30)
    %25 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc31)
    %26 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg2 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc32)
    %27 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %arg3 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc33)
    %28 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x768xf32> loc(#loc34)
    %transposed = linalg.transpose ins(%arg4 : tensor<768x256xf32>) outs(%28 : tensor<256x768xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc34)
    %collapsed = tensor.collapse_shape %27 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc35)
    %29 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%28 : tensor<256x768xf32>) -> tensor<256x768xf32> loc(#loc36)
    %30 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed : tensor<256x256xf32>, tensor<256x768xf32>) outs(%29 : tensor<256x768xf32>) -> tensor<256x768xf32> loc(#loc36)
    %31 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<768xf32>) outs(%28 : tensor<256x768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32> loc(#loc37)
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%28 : tensor<256x768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x768xf32> loc(#loc38)
    %expanded = tensor.expand_shape %32 [[0, 1], [2]] output_shape [2, 128, 768] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x768xf32> into tensor<2x128x768xf32> loc(#loc41)
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc42)
    %extracted_slice_30 = tensor.extract_slice %expanded[0, 0, 256] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc42)
    %extracted_slice_31 = tensor.extract_slice %expanded[0, 0, 512] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc42)
    %expanded_32 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc43)
    %33 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> loc(#loc44)
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<2x128x4x64xf32>) outs(%33 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc44)
    %expanded_34 = tensor.expand_shape %extracted_slice_30 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc45)
    %expanded_35 = tensor.expand_shape %extracted_slice_31 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc46)
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<2x128x4x64xf32>) outs(%33 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc47)
    %34 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x64x128xf32> loc(#loc48)
    %transposed_37 = linalg.transpose ins(%expanded_34 : tensor<2x128x4x64xf32>) outs(%34 : tensor<2x4x64x128xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc48)
    %collapsed_38 = tensor.collapse_shape %transposed_33 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc49)
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x64x128xf32> into tensor<8x64x128xf32> loc(#loc50)
    %35 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x128xf32> loc(#loc51)
    %36 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%35 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc51)
    %37 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_38, %collapsed_39 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%36 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc51)
    %expanded_40 = tensor.expand_shape %37 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc52)
    %38 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32> loc(#loc53)
    %39 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_23 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc53)
    %expanded_41 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 128] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128xi64> into tensor<1x128xi64> loc(#loc54)
    %expanded_42 = tensor.expand_shape %3 [[0, 1]] output_shape [128, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128xi64> into tensor<128x1xi64> loc(#loc55)
    %40 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128x128xi64> loc(#loc56)
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_41, %expanded_42 : tensor<1x128xi64>, tensor<128x1xi64>) outs(%40 : tensor<128x128xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_172: i64, %out: i64):
      %831 = arith.subi %in, %in_172 : i64
      linalg.yield %831 : i64
    } -> tensor<128x128xi64> loc(#loc56)
    %42 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128x128xi1> loc(#loc57)
    %43 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<128x128xi64>) outs(%42 : tensor<128x128xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %831 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %831 : i1
    } -> tensor<128x128xi1> loc(#loc57)
    %44 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_17 : tensor<128x128xi1>, tensor<128x128xi1>) outs(%42 : tensor<128x128xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_172: i1, %out: i1):
      %831 = arith.andi %in, %in_172 : i1
      linalg.yield %831 : i1
    } -> tensor<128x128xi1> loc(#loc14)
    %45 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<128x128xi1>) outs(%42 : tensor<128x128xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %831 = arith.xori %in, %true : i1
      linalg.yield %831 : i1
    } -> tensor<128x128xi1> loc(#loc58)
    %46 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_18, %39 : tensor<128x128xi1>, tensor<f32>, tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %831 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc15)
    %47 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128xi64> loc(#loc59)
    %48 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%47 : tensor<2x4x128xi64>) -> tensor<2x4x128xi64> loc(#loc59)
    %49 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32> loc(#loc59)
    %50 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_1 : f32) outs(%49 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32> loc(#loc59)
    %51:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<2x4x128x128xf32>) outs(%50, %48 : tensor<2x4x128xf32>, tensor<2x4x128xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %831 = linalg.index 3 : index
      %832 = arith.index_cast %831 : index to i64
      %833 = arith.maximumf %in, %out : f32
      %834 = arith.cmpf ogt, %in, %out : f32
      %835 = arith.select %834, %832, %out_172 : i64
      linalg.yield %833, %835 : f32, i64
    } -> (tensor<2x4x128xf32>, tensor<2x4x128xi64>) loc(#loc59)
    %expanded_43 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32> into tensor<2x4x128x1xf32> loc(#loc59)
    %52 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_43 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc59)
    %53 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.exp %in : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc59)
    %54 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x1xf32> loc(#loc59)
    %55 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%54 : tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32> loc(#loc59)
    %56 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x4x128x128xf32>) outs(%55 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x1xf32> loc(#loc59)
    %57 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc59)
    %collapsed_44 = tensor.collapse_shape %57 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc60)
    %collapsed_45 = tensor.collapse_shape %transposed_36 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc61)
    %58 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x64xf32> loc(#loc62)
    %59 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%58 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc62)
    %60 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_44, %collapsed_45 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%59 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc62)
    %expanded_46 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc63)
    %61 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x4x64xf32> loc(#loc64)
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x4x128x64xf32>) outs(%61 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc64)
    %62 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x256xf32> loc(#loc65)
    %transposed_48 = linalg.transpose ins(%arg6 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc65)
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x4x64xf32> into tensor<256x256xf32> loc(#loc66)
    %63 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%62 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc67)
    %64 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_49, %transposed_48 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc67)
    %65 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32> loc(#loc68)
    %66 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%64, %65 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc69)
    %expanded_50 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc72)
    %67 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_50 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc73)
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x128x256xf32>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %831 = arith.extf %in : f32 to f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc74)
    %69 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<2x128x256xf64>) outs(%10 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.addf %in, %out : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc74)
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x128x1xf64>) outs(%9 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.divf %in, %cst_21 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc74)
    %71 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %70 : tensor<2x128x256xf64>, tensor<2x128x1xf64>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %831 = arith.subf %in, %in_172 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc74)
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %71 : tensor<2x128x256xf64>, tensor<2x128x256xf64>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %831 = arith.mulf %in, %in_172 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc74)
    %73 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<2x128x256xf64>) outs(%10 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.addf %in, %out : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc74)
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x128x1xf64>) outs(%9 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.divf %in, %cst_21 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc74)
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x128x1xf64>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %831 = arith.truncf %in : f64 to f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc74)
    %76 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc74)
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.divf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc74)
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_6 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1xf32> loc(#loc75)
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.rsqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc76)
    %80 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %77 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc77)
    %81 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %79 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc78)
    %82 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %arg8 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc79)
    %83 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %arg9 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc80)
    %84 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x1024xf32> loc(#loc81)
    %transposed_51 = linalg.transpose ins(%arg10 : tensor<1024x256xf32>) outs(%84 : tensor<256x1024xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc81)
    %collapsed_52 = tensor.collapse_shape %83 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc82)
    %85 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%84 : tensor<256x1024xf32>) -> tensor<256x1024xf32> loc(#loc83)
    %86 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_52, %transposed_51 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%85 : tensor<256x1024xf32>) -> tensor<256x1024xf32> loc(#loc83)
    %87 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32> loc(#loc84)
    %88 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%86, %87 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc85)
    %expanded_53 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [2, 128, 1024] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x1024xf32> into tensor<2x128x1024xf32> loc(#loc88)
    %89 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32> loc(#loc89)
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.fpowi %in, %c3_i64 : f32, i64
      %832 = arith.mulf %831, %cst_2 : f32
      %833 = arith.addf %in, %832 : f32
      %834 = arith.mulf %833, %cst_3 : f32
      %835 = math.tanh %834 : f32
      %836 = arith.addf %835, %cst_4 : f32
      %837 = arith.mulf %836, %cst_5 : f32
      %838 = arith.mulf %in, %837 : f32
      linalg.yield %838 : f32
    } -> tensor<2x128x1024xf32> loc(#loc89)
    %91 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<1024x256xf32> loc(#loc90)
    %transposed_54 = linalg.transpose ins(%arg12 : tensor<256x1024xf32>) outs(%91 : tensor<1024x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc90)
    %collapsed_55 = tensor.collapse_shape %90 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32> into tensor<256x1024xf32> loc(#loc91)
    %92 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_55, %transposed_54 : tensor<256x1024xf32>, tensor<1024x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc92)
    %93 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32> loc(#loc93)
    %94 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%92, %93 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc94)
    %expanded_56 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc97)
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %expanded_56 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc98)
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x128x256xf32>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %831 = arith.extf %in : f32 to f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc99)
    %97 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<2x128x256xf64>) outs(%10 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.addf %in, %out : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc99)
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x128x1xf64>) outs(%9 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.divf %in, %cst_21 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc99)
    %99 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %98 : tensor<2x128x256xf64>, tensor<2x128x1xf64>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %831 = arith.subf %in, %in_172 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc99)
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %99 : tensor<2x128x256xf64>, tensor<2x128x256xf64>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %831 = arith.mulf %in, %in_172 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc99)
    %101 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<2x128x256xf64>) outs(%10 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.addf %in, %out : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc99)
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x128x1xf64>) outs(%9 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.divf %in, %cst_21 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc99)
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x128x1xf64>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %831 = arith.truncf %in : f64 to f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc99)
    %104 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc99)
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.divf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc99)
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_6 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1xf32> loc(#loc100)
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.rsqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc101)
    %108 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %105 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc102)
    %109 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %107 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc103)
    %110 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %arg14 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc104)
    %111 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %arg15 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc105)
    %transposed_57 = linalg.transpose ins(%arg16 : tensor<768x256xf32>) outs(%28 : tensor<256x768xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc106)
    %collapsed_58 = tensor.collapse_shape %111 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc107)
    %112 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_58, %transposed_57 : tensor<256x256xf32>, tensor<256x768xf32>) outs(%29 : tensor<256x768xf32>) -> tensor<256x768xf32> loc(#loc108)
    %113 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<768xf32>) outs(%28 : tensor<256x768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32> loc(#loc109)
    %114 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%112, %113 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%28 : tensor<256x768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x768xf32> loc(#loc110)
    %expanded_59 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [2, 128, 768] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x768xf32> into tensor<2x128x768xf32> loc(#loc113)
    %extracted_slice_60 = tensor.extract_slice %expanded_59[0, 0, 0] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc114)
    %extracted_slice_61 = tensor.extract_slice %expanded_59[0, 0, 256] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc114)
    %extracted_slice_62 = tensor.extract_slice %expanded_59[0, 0, 512] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32> loc(#loc114)
    %expanded_63 = tensor.expand_shape %extracted_slice_60 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc115)
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<2x128x4x64xf32>) outs(%33 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc116)
    %expanded_65 = tensor.expand_shape %extracted_slice_61 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc117)
    %expanded_66 = tensor.expand_shape %extracted_slice_62 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32> loc(#loc118)
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<2x128x4x64xf32>) outs(%33 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc119)
    %transposed_68 = linalg.transpose ins(%expanded_65 : tensor<2x128x4x64xf32>) outs(%34 : tensor<2x4x64x128xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc120)
    %collapsed_69 = tensor.collapse_shape %transposed_64 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc121)
    %collapsed_70 = tensor.collapse_shape %transposed_68 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x64x128xf32> into tensor<8x64x128xf32> loc(#loc122)
    %115 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_69, %collapsed_70 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%36 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc123)
    %expanded_71 = tensor.expand_shape %115 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc124)
    %116 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_23 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc125)
    %117 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_18, %116 : tensor<128x128xi1>, tensor<f32>, tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %831 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc126)
    %118:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%117 : tensor<2x4x128x128xf32>) outs(%50, %48 : tensor<2x4x128xf32>, tensor<2x4x128xi64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %831 = linalg.index 3 : index
      %832 = arith.index_cast %831 : index to i64
      %833 = arith.maximumf %in, %out : f32
      %834 = arith.cmpf ogt, %in, %out : f32
      %835 = arith.select %834, %832, %out_172 : i64
      linalg.yield %833, %835 : f32, i64
    } -> (tensor<2x4x128xf32>, tensor<2x4x128xi64>) loc(#loc128)
    %expanded_72 = tensor.expand_shape %118#0 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32> into tensor<2x4x128x1xf32> loc(#loc128)
    %119 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_72 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc128)
    %120 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.exp %in : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc128)
    %121 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%120 : tensor<2x4x128x128xf32>) outs(%55 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x1xf32> loc(#loc128)
    %122 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %121 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc128)
    %collapsed_73 = tensor.collapse_shape %122 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc129)
    %collapsed_74 = tensor.collapse_shape %transposed_67 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc130)
    %123 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_73, %collapsed_74 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%59 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc131)
    %expanded_75 = tensor.expand_shape %123 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc132)
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<2x4x128x64xf32>) outs(%61 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc133)
    %transposed_77 = linalg.transpose ins(%arg18 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc134)
    %collapsed_78 = tensor.collapse_shape %transposed_76 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x4x64xf32> into tensor<256x256xf32> loc(#loc135)
    %124 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_78, %transposed_77 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc136)
    %125 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32> loc(#loc137)
    %126 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%124, %125 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc138)
    %expanded_79 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc141)
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %expanded_79 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc142)
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x128x256xf32>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %831 = arith.extf %in : f32 to f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc143)
    %129 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<2x128x256xf64>) outs(%10 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.addf %in, %out : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc143)
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x128x1xf64>) outs(%9 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.divf %in, %cst_21 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc143)
    %131 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %130 : tensor<2x128x256xf64>, tensor<2x128x1xf64>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %831 = arith.subf %in, %in_172 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc143)
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %131 : tensor<2x128x256xf64>, tensor<2x128x256xf64>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %831 = arith.mulf %in, %in_172 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc143)
    %133 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%132 : tensor<2x128x256xf64>) outs(%10 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.addf %in, %out : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc143)
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x128x1xf64>) outs(%9 : tensor<2x128x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.divf %in, %cst_21 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc143)
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x128x1xf64>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %831 = arith.truncf %in : f64 to f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc143)
    %136 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc143)
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.divf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc143)
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_6 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1xf32> loc(#loc144)
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.rsqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc145)
    %140 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %137 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc146)
    %141 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %139 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc147)
    %142 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %arg20 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc148)
    %143 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %arg21 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc149)
    %transposed_80 = linalg.transpose ins(%arg22 : tensor<1024x256xf32>) outs(%84 : tensor<256x1024xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc150)
    %collapsed_81 = tensor.collapse_shape %143 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc151)
    %144 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_81, %transposed_80 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%85 : tensor<256x1024xf32>) -> tensor<256x1024xf32> loc(#loc152)
    %145 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32> loc(#loc153)
    %146 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc154)
    %expanded_82 = tensor.expand_shape %146 [[0, 1], [2]] output_shape [2, 128, 1024] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x1024xf32> into tensor<2x128x1024xf32> loc(#loc157)
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.fpowi %in, %c3_i64 : f32, i64
      %832 = arith.mulf %831, %cst_2 : f32
      %833 = arith.addf %in, %832 : f32
      %834 = arith.mulf %833, %cst_3 : f32
      %835 = math.tanh %834 : f32
      %836 = arith.addf %835, %cst_4 : f32
      %837 = arith.mulf %836, %cst_5 : f32
      %838 = arith.mulf %in, %837 : f32
      linalg.yield %838 : f32
    } -> tensor<2x128x1024xf32> loc(#loc158)
    %transposed_83 = linalg.transpose ins(%arg24 : tensor<256x1024xf32>) outs(%91 : tensor<1024x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc159)
    %collapsed_84 = tensor.collapse_shape %147 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32> into tensor<256x1024xf32> loc(#loc160)
    %148 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_84, %transposed_83 : tensor<256x1024xf32>, tensor<1024x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc161)
    %149 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32> loc(#loc162)
    %150 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%148, %149 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc163)
    %expanded_85 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc166)
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_85 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc167)
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x128x256xf32>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %831 = arith.extf %in : f32 to f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc168)
    %153 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<2x128x256xf64>) outs(%10 : tensor<2x128x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.addf %in, %out : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc168)
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x128x1xf64>) outs(%9 : tensor<2x128x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.divf %in, %cst_21 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc168)
    %155 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %154 : tensor<2x128x256xf64>, tensor<2x128x1xf64>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %831 = arith.subf %in, %in_172 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc168)
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %155 : tensor<2x128x256xf64>, tensor<2x128x256xf64>) outs(%7 : tensor<2x128x256xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %831 = arith.mulf %in, %in_172 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x256xf64> loc(#loc168)
    %157 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<2x128x256xf64>) outs(%10 : tensor<2x128x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.addf %in, %out : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc168)
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x128x1xf64>) outs(%9 : tensor<2x128x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %831 = arith.divf %in, %cst_21 : f64
      linalg.yield %831 : f64
    } -> tensor<2x128x1xf64> loc(#loc168)
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x128x1xf64>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %831 = arith.truncf %in : f64 to f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc168)
    %160 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc168)
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.divf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc168)
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_6 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1xf32> loc(#loc169)
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.rsqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc170)
    %164 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %161 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc171)
    %165 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %163 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc172)
    %166 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %arg26 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc173)
    %167 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %arg27 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc174)
    %168 = tensor.empty() {memopt.phase = "forward"} : tensor<256x4096xf32> loc(#loc175)
    %transposed_86 = linalg.transpose ins(%arg0 : tensor<4096x256xf32>) outs(%168 : tensor<256x4096xf32>) permutation = [1, 0]  {memopt.phase = "forward"} loc(#loc175)
    %collapsed_87 = tensor.collapse_shape %167 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc176)
    %169 = linalg.fill {memopt.phase = "forward"} ins(%cst_24 : f32) outs(%168 : tensor<256x4096xf32>) -> tensor<256x4096xf32> loc(#loc177)
    %170 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_87, %transposed_86 : tensor<256x256xf32>, tensor<256x4096xf32>) outs(%169 : tensor<256x4096xf32>) -> tensor<256x4096xf32> loc(#loc177)
    %collapsed_88 = tensor.collapse_shape %arg86 [[0, 1]] {memopt.phase = "forward"} : tensor<2x128xi64> into tensor<256xi64> loc(#loc178)
    %171 = tensor.empty() {memopt.phase = "forward"} : tensor<256xi64> loc(#loc179)
    %172 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%171 : tensor<256xi64>) -> tensor<256xi64> loc(#loc179)
    %173 = tensor.empty() {memopt.phase = "forward"} : tensor<256xf32> loc(#loc179)
    %174 = linalg.fill {memopt.phase = "forward"} ins(%cst_1 : f32) outs(%173 : tensor<256xf32>) -> tensor<256xf32> loc(#loc179)
    %175:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%170 : tensor<256x4096xf32>) outs(%174, %172 : tensor<256xf32>, tensor<256xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %831 = linalg.index 1 : index
      %832 = arith.index_cast %831 : index to i64
      %833 = arith.maximumf %in, %out : f32
      %834 = arith.cmpf ogt, %in, %out : f32
      %835 = arith.select %834, %832, %out_172 : i64
      linalg.yield %833, %835 : f32, i64
    } -> (tensor<256xf32>, tensor<256xi64>) loc(#loc179)
    %expanded_89 = tensor.expand_shape %175#0 [[0, 1]] output_shape [256, 1] {memopt.phase = "forward"} : tensor<256xf32> into tensor<256x1xf32> loc(#loc179)
    %176 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%170, %expanded_89 : tensor<256x4096xf32>, tensor<256x1xf32>) outs(%168 : tensor<256x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x4096xf32> loc(#loc181)
    %177 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%176 : tensor<256x4096xf32>) outs(%168 : tensor<256x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.exp %in : f32
      linalg.yield %831 : f32
    } -> tensor<256x4096xf32> loc(#loc182)
    %178 = tensor.empty() {memopt.phase = "forward"} : tensor<256x1xf32> loc(#loc183)
    %179 = linalg.fill {memopt.phase = "forward"} ins(%cst_24 : f32) outs(%178 : tensor<256x1xf32>) -> tensor<256x1xf32> loc(#loc183)
    %180 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%177 : tensor<256x4096xf32>) outs(%179 : tensor<256x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256x1xf32> loc(#loc183)
    %181 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<256x1xf32>) outs(%178 : tensor<256x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.log %in : f32
      linalg.yield %831 : f32
    } -> tensor<256x1xf32> loc(#loc184)
    %182 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%176, %181 : tensor<256x4096xf32>, tensor<256x1xf32>) outs(%168 : tensor<256x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x4096xf32> loc(#loc185)
    %183 = tensor.empty() {memopt.phase = "forward"} : tensor<256xi1> loc(#loc20)
    %184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_88 : tensor<256xi64>) outs(%183 : tensor<256xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %831 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %831 : i1
    } -> tensor<256xi1> loc(#loc20)
    %185 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%184, %collapsed_88, %cst_29 : tensor<256xi1>, tensor<256xi64>, tensor<i64>) outs(%171 : tensor<256xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_172: i64, %in_173: i64, %out: i64):
      %831 = arith.select %in, %in_172, %in_173 : i64
      linalg.yield %831 : i64
    } -> tensor<256xi64> loc(#loc24)
    %expanded_90 = tensor.expand_shape %185 [[0, 1]] output_shape [256, 1] {memopt.phase = "forward"} : tensor<256xi64> into tensor<256x1xi64> loc(#loc186)
    %186 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_90 : tensor<256x1xi64>) outs(%179 : tensor<256x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %831 = linalg.index 0 : index
      %832 = arith.index_cast %in : i64 to index
      %833 = arith.cmpi slt, %832, %c4096 : index
      cf.assert %833, "index must be smaller than dim size"
      %834 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %834, "index must be larger or equal to 0"
      %extracted = tensor.extract %182[%831, %832] : tensor<256x4096xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x1xf32> loc(#loc187)
    %collapsed_91 = tensor.collapse_shape %186 [[0, 1]] {memopt.phase = "forward"} : tensor<256x1xf32> into tensor<256xf32> loc(#loc188)
    %187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_91 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.negf %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc189)
    %188 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%184, %187, %cst_19 : tensor<256xi1>, tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %831 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc16)
    %189 = tensor.empty() {memopt.phase = "forward"} : tensor<i64> loc(#loc191)
    %190 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%189 : tensor<i64>) -> tensor<i64> loc(#loc191)
    %191 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%184 : tensor<256xi1>) outs(%190 : tensor<i64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %831 = arith.extui %in : i1 to i64
      %832 = arith.addi %831, %out : i64
      linalg.yield %832 : i64
    } -> tensor<i64> loc(#loc191)
    %192 = tensor.empty() {memopt.phase = "forward"} : tensor<f32> loc(#loc193)
    %193 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%191 : tensor<i64>) outs(%192 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %831 = arith.sitofp %in : i64 to f32
      linalg.yield %831 : f32
    } -> tensor<f32> loc(#loc193)
    %194 = linalg.fill {memopt.phase = "forward"} ins(%cst_24 : f32) outs(%192 : tensor<f32>) -> tensor<f32> loc(#loc194)
    %195 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%188 : tensor<256xf32>) outs(%194 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<f32> loc(#loc194)
    %196 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%195, %193 : tensor<f32>, tensor<f32>) outs(%192 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<f32> loc(#loc195)
    %197 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_20, %193 : tensor<f32>, tensor<f32>) outs(%192 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<f32> loc(#loc17)
    %expanded_92 = tensor.expand_shape %collapsed_88 [[0, 1]] output_shape [256, 1] {memopt.phase = "backward"} : tensor<256xi64> into tensor<256x1xi64> loc(#loc196)
    %198 = tensor.empty() {memopt.phase = "backward"} : tensor<256x1xi1> loc(#loc197)
    %199 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_92 : tensor<256x1xi64>) outs(%198 : tensor<256x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %831 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %831 : i1
    } -> tensor<256x1xi1> loc(#loc197)
    %200 = tensor.empty() {memopt.phase = "backward"} : tensor<256x1xi64> loc(#loc198)
    %201 = linalg.generic {indexing_maps = [#map4, #map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%199, %expanded_92, %cst_29 : tensor<256x1xi1>, tensor<256x1xi64>, tensor<i64>) outs(%200 : tensor<256x1xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: i64, %in_173: i64, %out: i64):
      %831 = arith.select %in, %in_172, %in_173 : i64
      linalg.yield %831 : i64
    } -> tensor<256x1xi64> loc(#loc198)
    %202 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%200 : tensor<256x1xi64>) -> tensor<256x1xi64> loc(#loc2)
    %203 = linalg.fill {memopt.phase = "backward"} ins(%cst_24 : f32) outs(%173 : tensor<256xf32>) -> tensor<256xf32> loc(#loc2)
    %204:3 = linalg.generic {indexing_maps = [#map19, #map19, #map2], iterator_types = ["parallel"]} outs(%202, %202, %203 : tensor<256x1xi64>, tensor<256x1xi64>, tensor<256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i64, %out_172: i64, %out_173: f32):
      %831 = linalg.index 0 : index
      %832 = arith.remsi %831, %c256 : index
      %extracted = tensor.extract %201[%832, %c0] : tensor<256x1xi64>
      %833 = arith.index_cast %832 : index to i64
      linalg.yield %833, %extracted, %cst_27 : i64, i64, f32
    } -> (tensor<256x1xi64>, tensor<256x1xi64>, tensor<256xf32>) loc(#loc2)
    %205 = tensor.empty() {memopt.phase = "backward"} : tensor<256x2xi64> loc(#loc2)
    %206 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%205 : tensor<256x2xi64>) -> tensor<256x2xi64> loc(#loc2)
    %inserted_slice = tensor.insert_slice %204#0 into %206[0, 0] [256, 1] [1, 1] {memopt.phase = "backward"} : tensor<256x1xi64> into tensor<256x2xi64> loc(#loc2)
    %inserted_slice_93 = tensor.insert_slice %204#1 into %inserted_slice[0, 1] [256, 1] [1, 1] {memopt.phase = "backward"} : tensor<256x1xi64> into tensor<256x2xi64> loc(#loc2)
    %207 = scf.for %arg87 = %c0 to %c256 step %c1 iter_args(%arg88 = %cst) -> (tensor<256x4096xf32>) {
      %extracted = tensor.extract %inserted_slice_93[%arg87, %c0] : tensor<256x2xi64>
      %831 = arith.index_cast %extracted : i64 to index
      %extracted_172 = tensor.extract %inserted_slice_93[%arg87, %c1] : tensor<256x2xi64>
      %832 = arith.index_cast %extracted_172 : i64 to index
      %extracted_slice_173 = tensor.extract_slice %204#2[%arg87] [1] [1] : tensor<256xf32> to tensor<f32>
      %inserted_slice_174 = tensor.insert_slice %extracted_slice_173 into %arg88[%831, %832] [1, 1] [1, 1] : tensor<f32> into tensor<256x4096xf32>
      scf.yield %inserted_slice_174 : tensor<256x4096xf32>
    } {memopt.phase = "backward"} loc(#loc931)
    %208 = linalg.generic {indexing_maps = [#map4, #map18, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%199, %197, %cst_19 : tensor<256x1xi1>, tensor<f32>, tensor<f32>) outs(%178 : tensor<256x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %831 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1xf32> loc(#loc199)
    %209 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%207, %208 : tensor<256x4096xf32>, tensor<256x1xf32>) outs(%168 : tensor<256x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x4096xf32> loc(#loc201)
    %210 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<256x4096xf32>) outs(%168 : tensor<256x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.exp %in : f32
      linalg.yield %831 : f32
    } -> tensor<256x4096xf32> loc(#loc202)
    %211 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%209 : tensor<256x4096xf32>) outs(%179 : tensor<256x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256x1xf32> loc(#loc203)
    %212 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%210, %211 : tensor<256x4096xf32>, tensor<256x1xf32>) outs(%168 : tensor<256x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x4096xf32> loc(#loc204)
    %213 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%209, %212 : tensor<256x4096xf32>, tensor<256x4096xf32>) outs(%168 : tensor<256x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x4096xf32> loc(#loc205)
    %214 = tensor.empty() {memopt.phase = "backward"} : tensor<4096x256xf32> loc(#loc206)
    %transposed_94 = linalg.transpose ins(%213 : tensor<256x4096xf32>) outs(%214 : tensor<4096x256xf32>) permutation = [1, 0]  {memopt.phase = "backward"} loc(#loc206)
    %215 = linalg.fill {memopt.phase = "backward"} ins(%cst_24 : f32) outs(%214 : tensor<4096x256xf32>) -> tensor<4096x256xf32> loc(#loc207)
    %216 = linalg.matmul {memopt.phase = "backward"} ins(%transposed_94, %collapsed_87 : tensor<4096x256xf32>, tensor<256x256xf32>) outs(%215 : tensor<4096x256xf32>) -> tensor<4096x256xf32> loc(#loc207)
    %217 = linalg.matmul {memopt.phase = "backward"} ins(%213, %arg0 : tensor<256x4096xf32>, tensor<4096x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc208)
    %expanded_95 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc209)
    %218 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %arg26 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc210)
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc211)
    %220 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%218 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc212)
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %165 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc213)
    %222 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%221 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc215)
    %223 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %222 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc216)
    %224 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %220 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc217)
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %223 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc218)
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.divf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc219)
    %227 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %225 : tensor<2x128x1xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc220)
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %165 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc221)
    %229 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%228 : tensor<2x128x256xf32>) outs(%203 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc222)
    %230 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_95 : tensor<2x128x256xf32>) outs(%203 : tensor<256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc223)
    %collapsed_96 = tensor.collapse_shape %227 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc224)
    %231 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_96, %arg24 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%85 : tensor<256x1024xf32>) -> tensor<256x1024xf32> loc(#loc225)
    %transposed_97 = linalg.transpose ins(%collapsed_96 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc226)
    %232 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_97, %collapsed_84 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%85 : tensor<256x1024xf32>) -> tensor<256x1024xf32> loc(#loc227)
    %233 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x256xf32> loc(#loc228)
    %234 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%233 : tensor<1x256xf32>) -> tensor<1x256xf32> loc(#loc228)
    %235 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_96 : tensor<256x256xf32>) outs(%234 : tensor<1x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<1x256xf32> loc(#loc228)
    %collapsed_98 = tensor.collapse_shape %235 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x256xf32> into tensor<256xf32> loc(#loc229)
    %expanded_99 = tensor.expand_shape %231 [[0, 1], [2]] output_shape [2, 128, 1024] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x1024xf32> into tensor<2x128x1024xf32> loc(#loc230)
    %236 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %expanded_82 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc231)
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %expanded_82 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc232)
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_7 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1024xf32> loc(#loc4)
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %238 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc233)
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_8 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1024xf32> loc(#loc5)
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.tanh %in : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc234)
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_5 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc235)
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %cst_4 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc236)
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_5 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc237)
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %241 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc238)
    %246 = linalg.generic {indexing_maps = [#map20, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28, %245 : tensor<i64>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_172: f32, %out: f32):
      %831 = arith.sitofp %in : i64 to f32
      %832 = arith.subf %831, %in_172 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1024xf32> loc(#loc23)
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_9 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1024xf32> loc(#loc6)
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %cst_4 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc239)
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_8 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1024xf32> loc(#loc240)
    %250 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %246 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc241)
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %249 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc242)
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %251 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc243)
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99, %252 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc244)
    %collapsed_100 = tensor.collapse_shape %253 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32> into tensor<256x1024xf32> loc(#loc245)
    %254 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_100, %arg22 : tensor<256x1024xf32>, tensor<1024x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc246)
    %transposed_101 = linalg.transpose ins(%collapsed_100 : tensor<256x1024xf32>) outs(%91 : tensor<1024x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc247)
    %255 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%91 : tensor<1024x256xf32>) -> tensor<1024x256xf32> loc(#loc248)
    %256 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_101, %collapsed_81 : tensor<1024x256xf32>, tensor<256x256xf32>) outs(%255 : tensor<1024x256xf32>) -> tensor<1024x256xf32> loc(#loc248)
    %257 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1024xf32> loc(#loc249)
    %258 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%257 : tensor<1x1024xf32>) -> tensor<1x1024xf32> loc(#loc249)
    %259 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_100 : tensor<256x1024xf32>) outs(%258 : tensor<1x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<1x1024xf32> loc(#loc249)
    %collapsed_102 = tensor.collapse_shape %259 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1024xf32> into tensor<1024xf32> loc(#loc250)
    %expanded_103 = tensor.expand_shape %254 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc251)
    %260 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %arg20 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc252)
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc253)
    %262 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%260 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc254)
    %263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %141 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc255)
    %264 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%263 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc257)
    %265 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %264 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc258)
    %266 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %262 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc259)
    %267 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %265 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc260)
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.divf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc261)
    %269 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %267 : tensor<2x128x1xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc262)
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %141 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc263)
    %271 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%270 : tensor<2x128x256xf32>) outs(%203 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc264)
    %272 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_103 : tensor<2x128x256xf32>) outs(%203 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc265)
    %273 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %269 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc266)
    %collapsed_104 = tensor.collapse_shape %273 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc267)
    %274 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_104, %arg18 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc268)
    %transposed_105 = linalg.transpose ins(%collapsed_104 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc269)
    %275 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_105, %collapsed_78 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc270)
    %276 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_104 : tensor<256x256xf32>) outs(%234 : tensor<1x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<1x256xf32> loc(#loc271)
    %collapsed_106 = tensor.collapse_shape %276 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x256xf32> into tensor<256xf32> loc(#loc272)
    %expanded_107 = tensor.expand_shape %274 [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x4x64xf32> loc(#loc273)
    %transposed_108 = linalg.transpose ins(%expanded_107 : tensor<2x128x4x64xf32>) outs(%33 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc274)
    %collapsed_109 = tensor.collapse_shape %transposed_108 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc275)
    %transposed_110 = linalg.transpose ins(%collapsed_73 : tensor<8x128x128xf32>) outs(%35 : tensor<8x128x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc276)
    %277 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_110, %collapsed_109 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%59 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc277)
    %278 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x64x128xf32> loc(#loc278)
    %transposed_111 = linalg.transpose ins(%collapsed_74 : tensor<8x128x64xf32>) outs(%278 : tensor<8x64x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc278)
    %279 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_109, %transposed_111 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%36 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc279)
    %expanded_112 = tensor.expand_shape %277 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc280)
    %expanded_113 = tensor.expand_shape %279 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc281)
    %280 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_113, %122 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc282)
    %281 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%280 : tensor<2x4x128x128xf32>) outs(%55 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x1xf32> loc(#loc283)
    %282 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %281 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc284)
    %283 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %282 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc285)
    %284 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_19, %283 : tensor<128x128xi1>, tensor<f32>, tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %831 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc286)
    %285 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_23 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc287)
    %collapsed_114 = tensor.collapse_shape %285 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc288)
    %transposed_115 = linalg.transpose ins(%collapsed_69 : tensor<8x128x64xf32>) outs(%278 : tensor<8x64x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc289)
    %286 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%278 : tensor<8x64x128xf32>) -> tensor<8x64x128xf32> loc(#loc290)
    %287 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_115, %collapsed_114 : tensor<8x64x128xf32>, tensor<8x128x128xf32>) outs(%286 : tensor<8x64x128xf32>) -> tensor<8x64x128xf32> loc(#loc290)
    %transposed_116 = linalg.transpose ins(%collapsed_70 : tensor<8x64x128xf32>) outs(%58 : tensor<8x128x64xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc291)
    %288 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_114, %transposed_116 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%59 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc292)
    %expanded_117 = tensor.expand_shape %287 [[0, 1], [2], [3]] output_shape [2, 4, 64, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x64x128xf32> into tensor<2x4x64x128xf32> loc(#loc293)
    %expanded_118 = tensor.expand_shape %288 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc294)
    %transposed_119 = linalg.transpose ins(%expanded_112 : tensor<2x4x128x64xf32>) outs(%61 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc295)
    %collapsed_120 = tensor.collapse_shape %transposed_119 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc296)
    %transposed_121 = linalg.transpose ins(%expanded_117 : tensor<2x4x64x128xf32>) outs(%61 : tensor<2x128x4x64xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc297)
    %collapsed_122 = tensor.collapse_shape %transposed_121 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc298)
    %transposed_123 = linalg.transpose ins(%expanded_118 : tensor<2x4x128x64xf32>) outs(%61 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc299)
    %collapsed_124 = tensor.collapse_shape %transposed_123 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc300)
    %concat = tensor.concat dim(2) %collapsed_124, %collapsed_122, %collapsed_120 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x768xf32> loc(#loc301)
    %collapsed_125 = tensor.collapse_shape %concat [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x768xf32> into tensor<256x768xf32> loc(#loc302)
    %289 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_125, %arg16 : tensor<256x768xf32>, tensor<768x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc303)
    %290 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<768x256xf32> loc(#loc304)
    %transposed_126 = linalg.transpose ins(%collapsed_125 : tensor<256x768xf32>) outs(%290 : tensor<768x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc304)
    %291 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%290 : tensor<768x256xf32>) -> tensor<768x256xf32> loc(#loc305)
    %292 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_126, %collapsed_58 : tensor<768x256xf32>, tensor<256x256xf32>) outs(%291 : tensor<768x256xf32>) -> tensor<768x256xf32> loc(#loc305)
    %293 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x768xf32> loc(#loc306)
    %294 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%293 : tensor<1x768xf32>) -> tensor<1x768xf32> loc(#loc306)
    %295 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_125 : tensor<256x768xf32>) outs(%294 : tensor<1x768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<1x768xf32> loc(#loc306)
    %collapsed_127 = tensor.collapse_shape %295 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x768xf32> into tensor<768xf32> loc(#loc307)
    %expanded_128 = tensor.expand_shape %289 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc308)
    %296 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %arg14 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc309)
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc310)
    %298 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%296 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc311)
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %109 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc312)
    %300 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%299 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc314)
    %301 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %300 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc315)
    %302 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %298 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc316)
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %301 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc317)
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.divf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc318)
    %305 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %303 : tensor<2x128x1xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc319)
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %109 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc320)
    %307 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%306 : tensor<2x128x256xf32>) outs(%203 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc321)
    %308 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_128 : tensor<2x128x256xf32>) outs(%203 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc322)
    %309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %305 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc323)
    %collapsed_129 = tensor.collapse_shape %309 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc324)
    %310 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_129, %arg12 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%85 : tensor<256x1024xf32>) -> tensor<256x1024xf32> loc(#loc325)
    %transposed_130 = linalg.transpose ins(%collapsed_129 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc326)
    %311 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_130, %collapsed_55 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%85 : tensor<256x1024xf32>) -> tensor<256x1024xf32> loc(#loc327)
    %312 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_129 : tensor<256x256xf32>) outs(%234 : tensor<1x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<1x256xf32> loc(#loc328)
    %collapsed_131 = tensor.collapse_shape %312 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x256xf32> into tensor<256xf32> loc(#loc329)
    %expanded_132 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [2, 128, 1024] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x1024xf32> into tensor<2x128x1024xf32> loc(#loc330)
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %expanded_53 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc331)
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %expanded_53 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc332)
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_7 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1024xf32> loc(#loc333)
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %315 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc334)
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_8 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1024xf32> loc(#loc335)
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.tanh %in : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc336)
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_5 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc337)
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %cst_4 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc338)
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_5 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc339)
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %318 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc340)
    %323 = linalg.generic {indexing_maps = [#map20, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28, %322 : tensor<i64>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_172: f32, %out: f32):
      %831 = arith.sitofp %in : i64 to f32
      %832 = arith.subf %831, %in_172 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1024xf32> loc(#loc341)
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_9 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1024xf32> loc(#loc342)
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %cst_4 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc343)
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_8 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<2x128x1024xf32> loc(#loc344)
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %323 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc345)
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %326 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc346)
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %328 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc347)
    %330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %329 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%89 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1024xf32> loc(#loc348)
    %collapsed_133 = tensor.collapse_shape %330 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32> into tensor<256x1024xf32> loc(#loc349)
    %331 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_133, %arg10 : tensor<256x1024xf32>, tensor<1024x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc350)
    %transposed_134 = linalg.transpose ins(%collapsed_133 : tensor<256x1024xf32>) outs(%91 : tensor<1024x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc351)
    %332 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_134, %collapsed_52 : tensor<1024x256xf32>, tensor<256x256xf32>) outs(%255 : tensor<1024x256xf32>) -> tensor<1024x256xf32> loc(#loc352)
    %333 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_133 : tensor<256x1024xf32>) outs(%258 : tensor<1x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<1x1024xf32> loc(#loc353)
    %collapsed_135 = tensor.collapse_shape %333 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x1024xf32> into tensor<1024xf32> loc(#loc354)
    %expanded_136 = tensor.expand_shape %331 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc355)
    %334 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136, %arg8 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc356)
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc357)
    %336 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%334 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc358)
    %337 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %81 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc359)
    %338 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%337 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc361)
    %339 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %338 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc362)
    %340 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %336 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc363)
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %339 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc364)
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.divf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc365)
    %343 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %341 : tensor<2x128x1xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc366)
    %344 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136, %81 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc367)
    %345 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%344 : tensor<2x128x256xf32>) outs(%203 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc368)
    %346 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_136 : tensor<2x128x256xf32>) outs(%203 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc369)
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %343 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc370)
    %collapsed_137 = tensor.collapse_shape %347 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc371)
    %348 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_137, %arg6 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc372)
    %transposed_138 = linalg.transpose ins(%collapsed_137 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc373)
    %349 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_138, %collapsed_49 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc374)
    %350 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_137 : tensor<256x256xf32>) outs(%234 : tensor<1x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<1x256xf32> loc(#loc375)
    %collapsed_139 = tensor.collapse_shape %350 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x256xf32> into tensor<256xf32> loc(#loc376)
    %expanded_140 = tensor.expand_shape %348 [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x4x64xf32> loc(#loc377)
    %transposed_141 = linalg.transpose ins(%expanded_140 : tensor<2x128x4x64xf32>) outs(%33 : tensor<2x4x128x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc378)
    %collapsed_142 = tensor.collapse_shape %transposed_141 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc379)
    %transposed_143 = linalg.transpose ins(%collapsed_44 : tensor<8x128x128xf32>) outs(%35 : tensor<8x128x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc380)
    %351 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_143, %collapsed_142 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%59 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc381)
    %transposed_144 = linalg.transpose ins(%collapsed_45 : tensor<8x128x64xf32>) outs(%278 : tensor<8x64x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc382)
    %352 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_142, %transposed_144 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%36 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc383)
    %expanded_145 = tensor.expand_shape %351 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc384)
    %expanded_146 = tensor.expand_shape %352 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc385)
    %353 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146, %57 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc386)
    %354 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%353 : tensor<2x4x128x128xf32>) outs(%55 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x1xf32> loc(#loc387)
    %355 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %354 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc388)
    %356 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %355 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc389)
    %357 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_19, %356 : tensor<128x128xi1>, tensor<f32>, tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %831 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc390)
    %358 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357 : tensor<2x4x128x128xf32>) outs(%38 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_23 : f32
      linalg.yield %831 : f32
    } -> tensor<2x4x128x128xf32> loc(#loc391)
    %collapsed_147 = tensor.collapse_shape %358 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc392)
    %transposed_148 = linalg.transpose ins(%collapsed_38 : tensor<8x128x64xf32>) outs(%278 : tensor<8x64x128xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc393)
    %359 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_148, %collapsed_147 : tensor<8x64x128xf32>, tensor<8x128x128xf32>) outs(%286 : tensor<8x64x128xf32>) -> tensor<8x64x128xf32> loc(#loc394)
    %transposed_149 = linalg.transpose ins(%collapsed_39 : tensor<8x64x128xf32>) outs(%58 : tensor<8x128x64xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc395)
    %360 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_147, %transposed_149 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%59 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc396)
    %expanded_150 = tensor.expand_shape %359 [[0, 1], [2], [3]] output_shape [2, 4, 64, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x64x128xf32> into tensor<2x4x64x128xf32> loc(#loc397)
    %expanded_151 = tensor.expand_shape %360 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc398)
    %transposed_152 = linalg.transpose ins(%expanded_145 : tensor<2x4x128x64xf32>) outs(%61 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc399)
    %collapsed_153 = tensor.collapse_shape %transposed_152 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc400)
    %transposed_154 = linalg.transpose ins(%expanded_150 : tensor<2x4x64x128xf32>) outs(%61 : tensor<2x128x4x64xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc401)
    %collapsed_155 = tensor.collapse_shape %transposed_154 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc402)
    %transposed_156 = linalg.transpose ins(%expanded_151 : tensor<2x4x128x64xf32>) outs(%61 : tensor<2x128x4x64xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc403)
    %collapsed_157 = tensor.collapse_shape %transposed_156 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32> loc(#loc404)
    %concat_158 = tensor.concat dim(2) %collapsed_157, %collapsed_155, %collapsed_153 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x768xf32> loc(#loc405)
    %collapsed_159 = tensor.collapse_shape %concat_158 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x768xf32> into tensor<256x768xf32> loc(#loc406)
    %361 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_159, %arg4 : tensor<256x768xf32>, tensor<768x256xf32>) outs(%63 : tensor<256x256xf32>) -> tensor<256x256xf32> loc(#loc407)
    %transposed_160 = linalg.transpose ins(%collapsed_159 : tensor<256x768xf32>) outs(%290 : tensor<768x256xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc408)
    %362 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_160, %collapsed : tensor<768x256xf32>, tensor<256x256xf32>) outs(%291 : tensor<768x256xf32>) -> tensor<768x256xf32> loc(#loc409)
    %363 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_159 : tensor<256x768xf32>) outs(%294 : tensor<1x768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<1x768xf32> loc(#loc410)
    %collapsed_161 = tensor.collapse_shape %363 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x768xf32> into tensor<768xf32> loc(#loc411)
    %expanded_162 = tensor.expand_shape %361 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32> loc(#loc412)
    %364 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %arg2 : tensor<2x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc413)
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.mulf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc414)
    %366 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%364 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc415)
    %367 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %25 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc416)
    %368 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%367 : tensor<2x128x256xf32>) outs(%19 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc418)
    %369 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %368 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc419)
    %370 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %366 : tensor<2x128x256xf32>, tensor<2x128x1xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc420)
    %371 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %369 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc421)
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.divf %in, %cst_22 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x1xf32> loc(#loc422)
    %373 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %371 : tensor<2x128x1xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc423)
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %25 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc424)
    %375 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%374 : tensor<2x128x256xf32>) outs(%203 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc425)
    %376 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_162 : tensor<2x128x256xf32>) outs(%203 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc426)
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %373 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc427)
    %378 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x128x256xf32> loc(#loc428)
    %379 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%378 : tensor<1x128x256xf32>) -> tensor<1x128x256xf32> loc(#loc428)
    %380 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "parallel", "parallel"]} ins(%377 : tensor<2x128x256xf32>) outs(%379 : tensor<1x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.addf %in, %out : f32
      linalg.yield %831 : f32
    } -> tensor<1x128x256xf32> loc(#loc428)
    %collapsed_163 = tensor.collapse_shape %380 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x128x256xf32> into tensor<128x256xf32> loc(#loc429)
    %381 = tensor.empty() {memopt.phase = "backward"} : tensor<128xi1> loc(#loc430)
    %382 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<128xi64>) outs(%381 : tensor<128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %831 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %831 : i1
    } -> tensor<128xi1> loc(#loc430)
    %383 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<128xi64>) outs(%381 : tensor<128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %831 = arith.cmpi slt, %in, %c128_i64 : i64
      linalg.yield %831 : i1
    } -> tensor<128xi1> loc(#loc431)
    %384 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%382, %383 : tensor<128xi1>, tensor<128xi1>) outs(%381 : tensor<128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: i1, %out: i1):
      %831 = arith.andi %in, %in_172 : i1
      linalg.yield %831 : i1
    } -> tensor<128xi1> loc(#loc432)
    %385 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<128xi64>) outs(%381 : tensor<128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %831 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %831 : i1
    } -> tensor<128xi1> loc(#loc433)
    %386 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%384, %385 : tensor<128xi1>, tensor<128xi1>) outs(%381 : tensor<128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: i1, %out: i1):
      %831 = arith.andi %in, %in_172 : i1
      linalg.yield %831 : i1
    } -> tensor<128xi1> loc(#loc434)
    %expanded_164 = tensor.expand_shape %386 [[0, 1]] output_shape [128, 1] {memopt.phase = "backward"} : tensor<128xi1> into tensor<128x1xi1> loc(#loc435)
    %387 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<128xi64>) outs(%2 : tensor<128xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %831 = arith.maxsi %in, %c-128_i64 : i64
      %832 = arith.minsi %831, %c127_i64 : i64
      linalg.yield %832 : i64
    } -> tensor<128xi64> loc(#loc19)
    %388 = tensor.empty() {memopt.phase = "backward"} : tensor<128x1xi1> loc(#loc436)
    %389 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_164 : tensor<128x1xi1>) outs(%388 : tensor<128x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %831 = arith.xori %in, %true : i1
      linalg.yield %831 : i1
    } -> tensor<128x1xi1> loc(#loc436)
    %390 = linalg.generic {indexing_maps = [#map11, #map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%389, %cst_19, %collapsed_163 : tensor<128x1xi1>, tensor<f32>, tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %831 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %831 : f32
    } -> tensor<128x256xf32> loc(#loc437)
    %expanded_165 = tensor.expand_shape %387 [[0, 1]] output_shape [128, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<128xi64> into tensor<128x1xi64> loc(#loc21)
    %expanded_166 = tensor.expand_shape %390 [[0], [1, 2]] output_shape [128, 1, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<128x256xf32> into tensor<128x1x256xf32> loc(#loc21)
    %391 = scf.for %arg87 = %c0 to %c128 step %c1 iter_args(%arg88 = %cst_25) -> (tensor<128x256xf32>) {
      %extracted = tensor.extract %expanded_165[%arg87, %c0] : tensor<128x1xi64>
      %831 = arith.index_cast %extracted : i64 to index
      %extracted_slice_172 = tensor.extract_slice %expanded_166[%arg87, 0, 0] [1, 1, 256] [1, 1, 1] : tensor<128x1x256xf32> to tensor<1x256xf32>
      %extracted_slice_173 = tensor.extract_slice %arg88[%831, 0] [1, 256] [1, 1] : tensor<128x256xf32> to tensor<1x256xf32>
      %832 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_172 : tensor<1x256xf32>) outs(%extracted_slice_173 : tensor<1x256xf32>) {
      ^bb0(%in: f32, %out: f32):
        %833 = arith.addf %out, %in : f32
        linalg.yield %833 : f32
      } -> tensor<1x256xf32>
      %inserted_slice_174 = tensor.insert_slice %832 into %arg88[%831, 0] [1, 256] [1, 1] : tensor<1x256xf32> into tensor<128x256xf32>
      scf.yield %inserted_slice_174 : tensor<128x256xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc932)
    %392 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xi1> loc(#loc440)
    %393 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x128xi64>) outs(%392 : tensor<2x128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %831 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %831 : i1
    } -> tensor<2x128xi1> loc(#loc440)
    %394 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x128xi64>) outs(%392 : tensor<2x128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %831 = arith.cmpi slt, %in, %c4096_i64 : i64
      linalg.yield %831 : i1
    } -> tensor<2x128xi1> loc(#loc441)
    %395 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%393, %394 : tensor<2x128xi1>, tensor<2x128xi1>) outs(%392 : tensor<2x128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: i1, %out: i1):
      %831 = arith.andi %in, %in_172 : i1
      linalg.yield %831 : i1
    } -> tensor<2x128xi1> loc(#loc442)
    %396 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x128xi64>) outs(%392 : tensor<2x128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %831 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %831 : i1
    } -> tensor<2x128xi1> loc(#loc443)
    %397 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%395, %396 : tensor<2x128xi1>, tensor<2x128xi1>) outs(%392 : tensor<2x128xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: i1, %out: i1):
      %831 = arith.andi %in, %in_172 : i1
      linalg.yield %831 : i1
    } -> tensor<2x128xi1> loc(#loc444)
    %expanded_167 = tensor.expand_shape %397 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.phase = "backward"} : tensor<2x128xi1> into tensor<2x128x1xi1> loc(#loc445)
    %398 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xi64> loc(#loc18)
    %399 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x128xi64>) outs(%398 : tensor<2x128xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %831 = arith.maxsi %in, %c-4096_i64 : i64
      %832 = arith.minsi %831, %c4095_i64 : i64
      linalg.yield %832 : i64
    } -> tensor<2x128xi64> loc(#loc18)
    %400 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x1xi1> loc(#loc446)
    %401 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167 : tensor<2x128x1xi1>) outs(%400 : tensor<2x128x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %831 = arith.xori %in, %true : i1
      linalg.yield %831 : i1
    } -> tensor<2x128x1xi1> loc(#loc446)
    %402 = linalg.generic {indexing_maps = [#map6, #map20, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401, %cst_19, %377 : tensor<2x128x1xi1>, tensor<f32>, tensor<2x128x256xf32>) outs(%0 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %831 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %831 : f32
    } -> tensor<2x128x256xf32> loc(#loc447)
    %collapsed_168 = tensor.collapse_shape %399 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xi64> into tensor<256xi64> loc(#loc22)
    %expanded_169 = tensor.expand_shape %collapsed_168 [[0, 1]] output_shape [256, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xi64> into tensor<256x1xi64> loc(#loc22)
    %collapsed_170 = tensor.collapse_shape %402 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32> loc(#loc22)
    %expanded_171 = tensor.expand_shape %collapsed_170 [[0], [1, 2]] output_shape [256, 1, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<256x1x256xf32> loc(#loc22)
    %403 = scf.for %arg87 = %c0 to %c256 step %c1 iter_args(%arg88 = %cst_26) -> (tensor<4096x256xf32>) {
      %extracted = tensor.extract %expanded_169[%arg87, %c0] : tensor<256x1xi64>
      %831 = arith.index_cast %extracted : i64 to index
      %extracted_slice_172 = tensor.extract_slice %expanded_171[%arg87, 0, 0] [1, 1, 256] [1, 1, 1] : tensor<256x1x256xf32> to tensor<1x256xf32>
      %extracted_slice_173 = tensor.extract_slice %arg88[%831, 0] [1, 256] [1, 1] : tensor<4096x256xf32> to tensor<1x256xf32>
      %832 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_172 : tensor<1x256xf32>) outs(%extracted_slice_173 : tensor<1x256xf32>) {
      ^bb0(%in: f32, %out: f32):
        %833 = arith.addf %out, %in : f32
        linalg.yield %833 : f32
      } -> tensor<1x256xf32>
      %inserted_slice_174 = tensor.insert_slice %832 into %arg88[%831, 0] [1, 256] [1, 1] : tensor<1x256xf32> into tensor<4096x256xf32>
      scf.yield %inserted_slice_174 : tensor<4096x256xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc935)
    %404 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%216, %403 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<4096x256xf32> loc(#loc450)
    %405 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<4096x256xf32> loc(#loc7)
    %406 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%404 : tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<4096x256xf32> loc(#loc8)
    %407 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%405, %406 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<4096x256xf32> loc(#loc452)
    %408 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<4096x256xf32> loc(#loc9)
    %409 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%404 : tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<4096x256xf32> loc(#loc10)
    %410 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%409, %404 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<4096x256xf32> loc(#loc453)
    %411 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%408, %410 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<4096x256xf32> loc(#loc454)
    %412 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg84 : tensor<f32>) outs(%192 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = math.powf %831, %in : f32
      linalg.yield %832 : f32
    } -> tensor<f32> loc(#loc455)
    %413 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_28, %412 : tensor<i64>, tensor<f32>) outs(%192 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_172: f32, %out: f32):
      %831 = arith.sitofp %in : i64 to f32
      %832 = arith.subf %831, %in_172 : f32
      linalg.yield %832 : f32
    } -> tensor<f32> loc(#loc456)
    %414 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%407, %413 : tensor<4096x256xf32>, tensor<f32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<4096x256xf32> loc(#loc457)
    %415 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg84 : tensor<f32>) outs(%192 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = math.powf %831, %in : f32
      linalg.yield %832 : f32
    } -> tensor<f32> loc(#loc458)
    %416 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_28, %415 : tensor<i64>, tensor<f32>) outs(%192 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_172: f32, %out: f32):
      %831 = arith.sitofp %in : i64 to f32
      %832 = arith.subf %831, %in_172 : f32
      linalg.yield %832 : f32
    } -> tensor<f32> loc(#loc459)
    %417 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%411, %416 : tensor<4096x256xf32>, tensor<f32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<4096x256xf32> loc(#loc460)
    %418 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<4096x256xf32> loc(#loc11)
    %419 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%414 : tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<4096x256xf32> loc(#loc12)
    %420 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%417 : tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<4096x256xf32> loc(#loc461)
    %421 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%420 : tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<4096x256xf32> loc(#loc13)
    %422 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%419, %421 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<4096x256xf32> loc(#loc462)
    %423 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%418, %422 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%214 : tensor<4096x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<4096x256xf32> loc(#loc463)
    %424 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<128x256xf32> loc(#loc464)
    %425 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%391 : tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<128x256xf32> loc(#loc465)
    %426 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%424, %425 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<128x256xf32> loc(#loc466)
    %427 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<128x256xf32> loc(#loc467)
    %428 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%391 : tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<128x256xf32> loc(#loc468)
    %429 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%428, %391 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<128x256xf32> loc(#loc469)
    %430 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%427, %429 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<128x256xf32> loc(#loc470)
    %431 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%426, %413 : tensor<128x256xf32>, tensor<f32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<128x256xf32> loc(#loc471)
    %432 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%430, %416 : tensor<128x256xf32>, tensor<f32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<128x256xf32> loc(#loc473)
    %433 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<128x256xf32> loc(#loc475)
    %434 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%431 : tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<128x256xf32> loc(#loc476)
    %435 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%432 : tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<128x256xf32> loc(#loc477)
    %436 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%435 : tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<128x256xf32> loc(#loc478)
    %437 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%434, %436 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<128x256xf32> loc(#loc479)
    %438 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%433, %437 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%4 : tensor<128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<128x256xf32> loc(#loc480)
    %439 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg30 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc481)
    %440 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%375 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc482)
    %441 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%439, %440 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc483)
    %442 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg58 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc484)
    %443 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%375 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc485)
    %444 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%443, %375 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc486)
    %445 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%442, %444 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc487)
    %446 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%441, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc488)
    %447 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%445, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc490)
    %448 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg2 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc492)
    %449 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%446 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc493)
    %450 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%447 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc494)
    %451 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%450 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc495)
    %452 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%449, %451 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc496)
    %453 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%448, %452 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc497)
    %454 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg31 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc498)
    %455 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%376 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc499)
    %456 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%454, %455 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc500)
    %457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg59 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc501)
    %458 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%376 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc502)
    %459 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%458, %376 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc503)
    %460 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%457, %459 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc504)
    %461 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%456, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc505)
    %462 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%460, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc507)
    %463 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc509)
    %464 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%461 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc510)
    %465 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%462 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc511)
    %466 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%465 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc512)
    %467 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%464, %466 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc513)
    %468 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%463, %467 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc514)
    %469 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc515)
    %470 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%362 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc516)
    %471 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%469, %470 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc518)
    %472 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc519)
    %473 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%362 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc520)
    %474 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%473, %362 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc521)
    %475 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%472, %474 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc522)
    %476 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%471, %413 : tensor<768x256xf32>, tensor<f32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc523)
    %477 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%475, %416 : tensor<768x256xf32>, tensor<f32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc525)
    %478 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc527)
    %479 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%476 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc528)
    %480 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%477 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc529)
    %481 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%480 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc530)
    %482 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%479, %481 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc531)
    %483 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%478, %482 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc532)
    %484 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<768xf32> loc(#loc533)
    %485 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg33 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc533)
    %486 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_161 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc534)
    %487 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%485, %486 : tensor<768xf32>, tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc535)
    %488 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg61 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc536)
    %489 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_161 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc537)
    %490 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%489, %collapsed_161 : tensor<768xf32>, tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc538)
    %491 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%488, %490 : tensor<768xf32>, tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc539)
    %492 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%487, %413 : tensor<768xf32>, tensor<f32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc540)
    %493 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%491, %416 : tensor<768xf32>, tensor<f32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc542)
    %494 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg5 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc544)
    %495 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%492 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc545)
    %496 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%493 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc546)
    %497 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%496 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc547)
    %498 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%495, %497 : tensor<768xf32>, tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc548)
    %499 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%494, %498 : tensor<768xf32>, tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc549)
    %500 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc550)
    %501 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%349 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc551)
    %502 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%500, %501 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc553)
    %503 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc554)
    %504 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%349 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc555)
    %505 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%504, %349 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc556)
    %506 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%503, %505 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc557)
    %507 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%502, %413 : tensor<256x256xf32>, tensor<f32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc558)
    %508 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%506, %416 : tensor<256x256xf32>, tensor<f32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc560)
    %509 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc562)
    %510 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%507 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc563)
    %511 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%508 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc564)
    %512 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%511 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc565)
    %513 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%510, %512 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc566)
    %514 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%509, %513 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc567)
    %515 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc568)
    %516 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_139 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc569)
    %517 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%515, %516 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc570)
    %518 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg63 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc571)
    %519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_139 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc572)
    %520 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%519, %collapsed_139 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc573)
    %521 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%518, %520 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc574)
    %522 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%517, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc575)
    %523 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%521, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc577)
    %524 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg7 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc579)
    %525 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%522 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc580)
    %526 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%523 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc581)
    %527 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%526 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc582)
    %528 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%525, %527 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc583)
    %529 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%524, %528 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc584)
    %530 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg36 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc585)
    %531 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%345 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc586)
    %532 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%530, %531 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc587)
    %533 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg64 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc588)
    %534 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%345 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc589)
    %535 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%534, %345 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc590)
    %536 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%533, %535 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc591)
    %537 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%532, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc592)
    %538 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%536, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc594)
    %539 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg8 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc596)
    %540 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%537 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc597)
    %541 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%538 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc598)
    %542 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%541 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc599)
    %543 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%540, %542 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc600)
    %544 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%539, %543 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc601)
    %545 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg37 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc602)
    %546 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%346 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc603)
    %547 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%545, %546 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc604)
    %548 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg65 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc605)
    %549 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%346 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc606)
    %550 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%549, %346 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc607)
    %551 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%548, %550 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc608)
    %552 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%547, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc609)
    %553 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%551, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc611)
    %554 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg9 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc613)
    %555 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%552 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc614)
    %556 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%553 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc615)
    %557 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%556 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc616)
    %558 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%555, %557 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc617)
    %559 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%554, %558 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc618)
    %560 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc619)
    %561 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%332 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc620)
    %562 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%560, %561 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc622)
    %563 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc623)
    %564 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%332 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc624)
    %565 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%564, %332 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc625)
    %566 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%563, %565 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc626)
    %567 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%562, %413 : tensor<1024x256xf32>, tensor<f32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc627)
    %568 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%566, %416 : tensor<1024x256xf32>, tensor<f32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc629)
    %569 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc631)
    %570 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%567 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc632)
    %571 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%568 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc633)
    %572 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%571 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc634)
    %573 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%570, %572 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc635)
    %574 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%569, %573 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc636)
    %575 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<1024xf32> loc(#loc637)
    %576 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc637)
    %577 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_135 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc638)
    %578 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%576, %577 : tensor<1024xf32>, tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc639)
    %579 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg67 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc640)
    %580 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_135 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc641)
    %581 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%580, %collapsed_135 : tensor<1024xf32>, tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc642)
    %582 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%579, %581 : tensor<1024xf32>, tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc643)
    %583 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%578, %413 : tensor<1024xf32>, tensor<f32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc644)
    %584 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%582, %416 : tensor<1024xf32>, tensor<f32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc646)
    %585 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg11 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc648)
    %586 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%583 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc649)
    %587 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%584 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc650)
    %588 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%587 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc651)
    %589 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%586, %588 : tensor<1024xf32>, tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc652)
    %590 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%585, %589 : tensor<1024xf32>, tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc653)
    %591 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc654)
    %592 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%311 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc655)
    %593 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%591, %592 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc657)
    %594 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc658)
    %595 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%311 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc659)
    %596 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%595, %311 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc660)
    %597 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%594, %596 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc661)
    %598 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%593, %413 : tensor<256x1024xf32>, tensor<f32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc662)
    %599 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%597, %416 : tensor<256x1024xf32>, tensor<f32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc664)
    %600 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc666)
    %601 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%598 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc667)
    %602 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%599 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc668)
    %603 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%602 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc669)
    %604 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%601, %603 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc670)
    %605 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%600, %604 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc671)
    %606 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg41 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc672)
    %607 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_131 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc673)
    %608 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%606, %607 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc674)
    %609 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg69 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc675)
    %610 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_131 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc676)
    %611 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%610, %collapsed_131 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc677)
    %612 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%609, %611 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc678)
    %613 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%608, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc679)
    %614 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%612, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc681)
    %615 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg13 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc683)
    %616 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%613 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc684)
    %617 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%614 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc685)
    %618 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%617 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc686)
    %619 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%616, %618 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc687)
    %620 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%615, %619 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc688)
    %621 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg42 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc689)
    %622 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%307 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc690)
    %623 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%621, %622 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc691)
    %624 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg70 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc692)
    %625 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%307 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc693)
    %626 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%625, %307 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc694)
    %627 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%624, %626 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc695)
    %628 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%623, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc696)
    %629 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%627, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc698)
    %630 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg14 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc700)
    %631 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%628 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc701)
    %632 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%629 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc702)
    %633 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%632 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc703)
    %634 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%631, %633 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc704)
    %635 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%630, %634 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc705)
    %636 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc706)
    %637 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%308 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc707)
    %638 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%636, %637 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc708)
    %639 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg71 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc709)
    %640 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%308 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc710)
    %641 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%640, %308 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc711)
    %642 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%639, %641 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc712)
    %643 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%638, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc713)
    %644 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%642, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc715)
    %645 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg15 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc717)
    %646 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%643 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc718)
    %647 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%644 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc719)
    %648 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%647 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc720)
    %649 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%646, %648 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc721)
    %650 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%645, %649 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc722)
    %651 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc723)
    %652 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc724)
    %653 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%651, %652 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc726)
    %654 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc727)
    %655 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc728)
    %656 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%655, %292 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc729)
    %657 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%654, %656 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc730)
    %658 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%653, %413 : tensor<768x256xf32>, tensor<f32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc731)
    %659 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%657, %416 : tensor<768x256xf32>, tensor<f32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc733)
    %660 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc735)
    %661 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%658 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc736)
    %662 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%659 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc737)
    %663 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%662 : tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768x256xf32> loc(#loc738)
    %664 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%661, %663 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc739)
    %665 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%660, %664 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%290 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768x256xf32> loc(#loc740)
    %666 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc741)
    %667 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_127 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc742)
    %668 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%666, %667 : tensor<768xf32>, tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc743)
    %669 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg73 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc744)
    %670 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_127 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc745)
    %671 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%670, %collapsed_127 : tensor<768xf32>, tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc746)
    %672 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%669, %671 : tensor<768xf32>, tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc747)
    %673 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%668, %413 : tensor<768xf32>, tensor<f32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc748)
    %674 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%672, %416 : tensor<768xf32>, tensor<f32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc750)
    %675 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg17 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc752)
    %676 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%673 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc753)
    %677 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%674 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc754)
    %678 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%677 : tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<768xf32> loc(#loc755)
    %679 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%676, %678 : tensor<768xf32>, tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc756)
    %680 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%675, %679 : tensor<768xf32>, tensor<768xf32>) outs(%484 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<768xf32> loc(#loc757)
    %681 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc758)
    %682 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc759)
    %683 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%681, %682 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc761)
    %684 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc762)
    %685 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc763)
    %686 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%685, %275 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc764)
    %687 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%684, %686 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc765)
    %688 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%683, %413 : tensor<256x256xf32>, tensor<f32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc766)
    %689 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%687, %416 : tensor<256x256xf32>, tensor<f32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc768)
    %690 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc770)
    %691 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%688 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc771)
    %692 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%689 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc772)
    %693 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%692 : tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x256xf32> loc(#loc773)
    %694 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%691, %693 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc774)
    %695 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%690, %694 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%62 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x256xf32> loc(#loc775)
    %696 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc776)
    %697 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_106 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc777)
    %698 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%696, %697 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc778)
    %699 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg75 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc779)
    %700 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_106 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc780)
    %701 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%700, %collapsed_106 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc781)
    %702 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%699, %701 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc782)
    %703 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%698, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc783)
    %704 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%702, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc785)
    %705 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg19 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc787)
    %706 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%703 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc788)
    %707 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%704 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc789)
    %708 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%707 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc790)
    %709 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%706, %708 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc791)
    %710 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%705, %709 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc792)
    %711 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg48 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc793)
    %712 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%271 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc794)
    %713 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%711, %712 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc795)
    %714 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg76 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc796)
    %715 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%271 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc797)
    %716 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%715, %271 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc798)
    %717 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%714, %716 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc799)
    %718 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%713, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc800)
    %719 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%717, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc802)
    %720 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg20 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc804)
    %721 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%718 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc805)
    %722 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%719 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc806)
    %723 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%722 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc807)
    %724 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%721, %723 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc808)
    %725 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%720, %724 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc809)
    %726 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg49 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc810)
    %727 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%272 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc811)
    %728 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%726, %727 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc812)
    %729 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg77 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc813)
    %730 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%272 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc814)
    %731 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%730, %272 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc815)
    %732 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%729, %731 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc816)
    %733 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%728, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc817)
    %734 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%732, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc819)
    %735 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg21 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc821)
    %736 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%733 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc822)
    %737 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%734 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc823)
    %738 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%737 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc824)
    %739 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%736, %738 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc825)
    %740 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%735, %739 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc826)
    %741 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc827)
    %742 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%256 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc828)
    %743 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%741, %742 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc830)
    %744 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg78 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc831)
    %745 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%256 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc832)
    %746 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%745, %256 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc833)
    %747 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%744, %746 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc834)
    %748 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%743, %413 : tensor<1024x256xf32>, tensor<f32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc835)
    %749 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%747, %416 : tensor<1024x256xf32>, tensor<f32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc837)
    %750 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc839)
    %751 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%748 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc840)
    %752 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%749 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc841)
    %753 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%752 : tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024x256xf32> loc(#loc842)
    %754 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%751, %753 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc843)
    %755 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%750, %754 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%91 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024x256xf32> loc(#loc844)
    %756 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg51 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc845)
    %757 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_102 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc846)
    %758 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%756, %757 : tensor<1024xf32>, tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc847)
    %759 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg79 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc848)
    %760 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_102 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc849)
    %761 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%760, %collapsed_102 : tensor<1024xf32>, tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc850)
    %762 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%759, %761 : tensor<1024xf32>, tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc851)
    %763 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%758, %413 : tensor<1024xf32>, tensor<f32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc852)
    %764 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%762, %416 : tensor<1024xf32>, tensor<f32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc854)
    %765 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg23 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc856)
    %766 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%763 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc857)
    %767 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%764 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc858)
    %768 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%767 : tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<1024xf32> loc(#loc859)
    %769 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%766, %768 : tensor<1024xf32>, tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc860)
    %770 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%765, %769 : tensor<1024xf32>, tensor<1024xf32>) outs(%575 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<1024xf32> loc(#loc861)
    %771 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc862)
    %772 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%232 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc863)
    %773 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%771, %772 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc865)
    %774 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc866)
    %775 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%232 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc867)
    %776 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%775, %232 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc868)
    %777 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%774, %776 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc869)
    %778 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%773, %413 : tensor<256x1024xf32>, tensor<f32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc870)
    %779 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%777, %416 : tensor<256x1024xf32>, tensor<f32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc872)
    %780 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc874)
    %781 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%778 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc875)
    %782 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%779 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc876)
    %783 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%782 : tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256x1024xf32> loc(#loc877)
    %784 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%781, %783 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc878)
    %785 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%780, %784 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%84 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256x1024xf32> loc(#loc879)
    %786 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg53 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc880)
    %787 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_98 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc881)
    %788 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%786, %787 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc882)
    %789 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg81 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc883)
    %790 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_98 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc884)
    %791 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%790, %collapsed_98 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc885)
    %792 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%789, %791 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc886)
    %793 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%788, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc887)
    %794 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%792, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc889)
    %795 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg25 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc891)
    %796 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%793 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc892)
    %797 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%794 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc893)
    %798 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%797 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc894)
    %799 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%796, %798 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc895)
    %800 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%795, %799 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc896)
    %801 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg54 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc897)
    %802 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%229 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc898)
    %803 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%801, %802 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc899)
    %804 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg82 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc900)
    %805 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%229 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc901)
    %806 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%805, %229 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc902)
    %807 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%804, %806 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc903)
    %808 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%803, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc904)
    %809 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%807, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc906)
    %810 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg26 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc908)
    %811 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%808 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc909)
    %812 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%809 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc910)
    %813 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%812 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc911)
    %814 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%811, %813 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc912)
    %815 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%810, %814 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc913)
    %816 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg55 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_10 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc914)
    %817 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%230 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_11 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc915)
    %818 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%816, %817 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc916)
    %819 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg83 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_12 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc917)
    %820 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%230 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_13 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc918)
    %821 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%820, %230 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.mulf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc919)
    %822 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%819, %821 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.addf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc920)
    %823 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%818, %413 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc921)
    %824 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%822, %416 : tensor<256xf32>, tensor<f32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc923)
    %825 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg27 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_14 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc925)
    %826 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%823 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_15 : f64 to f32
      %832 = arith.mulf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc926)
    %827 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%824 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = math.sqrt %in : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc927)
    %828 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%827 : tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %831 = arith.truncf %cst_16 : f64 to f32
      %832 = arith.addf %in, %831 : f32
      linalg.yield %832 : f32
    } -> tensor<256xf32> loc(#loc928)
    %829 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%826, %828 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.divf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc929)
    %830 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%825, %829 : tensor<256xf32>, tensor<256xf32>) outs(%173 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %831 = arith.subf %in, %in_172 : f32
      linalg.yield %831 : f32
    } -> tensor<256xf32> loc(#loc930)
    return {memopt.phase = "optimizer"} %196, %423, %438, %453, %468, %483, %499, %514, %529, %544, %559, %574, %590, %605, %620, %635, %650, %665, %680, %695, %710, %725, %740, %755, %770, %785, %800, %815, %830, %407, %426, %441, %456, %471, %487, %502, %517, %532, %547, %562, %578, %593, %608, %623, %638, %653, %668, %683, %698, %713, %728, %743, %758, %773, %788, %803, %818, %411, %430, %445, %460, %475, %491, %506, %521, %536, %551, %566, %582, %597, %612, %627, %642, %657, %672, %687, %702, %717, %732, %747, %762, %777, %792, %807, %822 : tensor<f32>, tensor<4096x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4096x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4096x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32> loc(#loc930)
  } loc(#loc1)
} loc(#loc)
