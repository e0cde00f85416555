#loc1 = loc("forward/-/arange":213:0)
#loc2 = loc("backward/-/scatter":759:0)
#loc3 = loc("forward/0/add_1":220:0)
#loc4 = loc("backward/3/mul_85":804:0)
#loc5 = loc("backward/3/mul_86":806:0)
#loc6 = loc("backward/3/mul_90":813:0)
#loc7 = loc("optimizer/-/mul_226":1502:0)
#loc8 = loc("optimizer/0/mul_227":1503:0)
#loc9 = loc("optimizer/-/mul_228":1505:0)
#loc10 = loc("optimizer/0/mul_229":1506:0)
#loc11 = loc("optimizer/-/mul_231":1515:0)
#loc12 = loc("optimizer/0/mul_232":1516:0)
#loc13 = loc("optimizer/0/add_90":1518:0)
#loc14 = loc("forward/2/logical_and":441:0)
#loc15 = loc("forward/2/where":444:0)
#loc16 = loc("forward/-/where_3":746:0)
#loc17 = loc("backward/-/div_1":753:0)
#loc18 = loc("backward/-/clamp_2":1497:0)
#loc19 = loc("backward/-/clamp":1207:0)
#loc20 = loc("forward/-/ne":737:0)
#loc21 = loc("backward/0/index_put_2":1501:0)
#loc22 = loc("backward/3/sub_20":812:0)
#loc23 = loc("forward/-/where_2":739:0)
#loc24 = loc("forward/-/embedding":214:0)
#loc25 = loc("forward/-/embedding_1":215:0)
#loc26 = loc("forward/-/add":216:0)
#loc27 = loc("forward/0/var_mean":217:0)
#loc28 = loc("forward/0/rsqrt":221:0)
#loc29 = loc("forward/0/sub":222:0)
#loc30 = loc("forward/0/mul":223:0)
#loc31 = loc("forward/0/mul_1":224:0)
#loc32 = loc("forward/0/add_2":225:0)
#loc33 = loc("forward/0/permute":226:0)
#loc36 = loc("forward/0/expand":230:0)
#loc37 = loc("forward/0/add_3":232:0)
#loc51 = loc("forward/0/view_7":252:0)
#loc52 = loc("forward/0/mul_4":253:0)
#loc53 = loc("forward/0/_softmax":254:0)
#loc59 = loc("forward/0/permute_6":265:0)
#loc62 = loc("forward/0/expand_5":269:0)
#loc63 = loc("forward/0/add_4":271:0)
#loc66 = loc("forward/0/view_13":272:0)
#loc67 = loc("forward/0/add_5":273:0)
#loc68 = loc("forward/0/var_mean_1":274:0)
#loc69 = loc("forward/0/add_6":277:0)
#loc70 = loc("forward/0/rsqrt_1":278:0)
#loc71 = loc("forward/0/sub_1":279:0)
#loc72 = loc("forward/0/mul_7":280:0)
#loc73 = loc("forward/0/mul_8":281:0)
#loc74 = loc("forward/0/add_7":282:0)
#loc75 = loc("forward/0/permute_7":283:0)
#loc78 = loc("forward/0/expand_6":287:0)
#loc79 = loc("forward/0/add_8":289:0)
#loc82 = loc("forward/0/view_15":290:0)
#loc83 = loc("forward/0/gelu":291:0)
#loc84 = loc("forward/0/permute_8":292:0)
#loc87 = loc("forward/0/expand_7":296:0)
#loc88 = loc("forward/0/add_9":298:0)
#loc91 = loc("forward/0/view_17":299:0)
#loc92 = loc("forward/0/add_10":300:0)
#loc93 = loc("forward/1/var_mean_2":301:0)
#loc94 = loc("forward/1/add_11":304:0)
#loc95 = loc("forward/1/rsqrt_2":305:0)
#loc96 = loc("forward/1/sub_2":306:0)
#loc97 = loc("forward/1/mul_13":307:0)
#loc98 = loc("forward/1/mul_14":308:0)
#loc99 = loc("forward/1/add_12":309:0)
#loc100 = loc("forward/1/permute_9":310:0)
#loc103 = loc("forward/1/expand_8":314:0)
#loc104 = loc("forward/1/add_13":316:0)
#loc118 = loc("forward/1/view_25":336:0)
#loc119 = loc("forward/1/mul_17":337:0)
#loc120 = loc("forward/1/_softmax_1":338:0)
#loc126 = loc("forward/1/permute_15":349:0)
#loc129 = loc("forward/1/expand_13":353:0)
#loc130 = loc("forward/1/add_14":355:0)
#loc133 = loc("forward/1/view_31":356:0)
#loc134 = loc("forward/1/add_15":357:0)
#loc135 = loc("forward/1/var_mean_3":358:0)
#loc136 = loc("forward/1/add_16":361:0)
#loc137 = loc("forward/1/rsqrt_3":362:0)
#loc138 = loc("forward/1/sub_3":363:0)
#loc139 = loc("forward/1/mul_20":364:0)
#loc140 = loc("forward/1/mul_21":365:0)
#loc141 = loc("forward/1/add_17":366:0)
#loc142 = loc("forward/1/permute_16":367:0)
#loc145 = loc("forward/1/expand_14":371:0)
#loc146 = loc("forward/1/add_18":373:0)
#loc149 = loc("forward/1/view_33":374:0)
#loc150 = loc("forward/1/gelu_1":375:0)
#loc151 = loc("forward/1/permute_17":376:0)
#loc154 = loc("forward/1/expand_15":380:0)
#loc155 = loc("forward/1/add_19":382:0)
#loc158 = loc("forward/1/view_35":383:0)
#loc159 = loc("forward/1/add_20":384:0)
#loc160 = loc("forward/-/var_mean_4":385:0)
#loc161 = loc("forward/-/add_21":388:0)
#loc162 = loc("forward/-/rsqrt_4":389:0)
#loc163 = loc("forward/-/sub_4":390:0)
#loc164 = loc("forward/-/mul_26":391:0)
#loc165 = loc("forward/-/mul_27":392:0)
#loc166 = loc("forward/-/add_22":393:0)
#loc167 = loc("forward/-/embedding_2":394:0)
#loc168 = loc("forward/-/add_23":395:0)
#loc169 = loc("forward/2/var_mean_5":396:0)
#loc170 = loc("forward/2/add_24":399:0)
#loc171 = loc("forward/2/rsqrt_5":400:0)
#loc172 = loc("forward/2/sub_5":401:0)
#loc173 = loc("forward/2/mul_28":402:0)
#loc174 = loc("forward/2/mul_29":403:0)
#loc175 = loc("forward/2/add_25":404:0)
#loc176 = loc("forward/2/permute_18":405:0)
#loc179 = loc("forward/2/expand_16":409:0)
#loc180 = loc("forward/2/add_26":411:0)
#loc194 = loc("forward/2/view_43":431:0)
#loc195 = loc("forward/2/mul_32":432:0)
#loc196 = loc("forward/2/unsqueeze":436:0)
#loc197 = loc("forward/2/unsqueeze_1":438:0)
#loc198 = loc("forward/2/sub_6":439:0)
#loc199 = loc("forward/2/le":440:0)
#loc200 = loc("forward/2/bitwise_not":442:0)
#loc201 = loc("forward/2/_softmax_2":445:0)
#loc207 = loc("forward/2/permute_24":456:0)
#loc210 = loc("forward/2/expand_21":460:0)
#loc211 = loc("forward/2/add_27":462:0)
#loc214 = loc("forward/2/view_49":463:0)
#loc215 = loc("forward/2/add_28":464:0)
#loc216 = loc("forward/2/var_mean_6":465:0)
#loc217 = loc("forward/2/add_29":468:0)
#loc218 = loc("forward/2/rsqrt_6":469:0)
#loc219 = loc("forward/2/sub_7":470:0)
#loc220 = loc("forward/2/mul_35":471:0)
#loc221 = loc("forward/2/mul_36":472:0)
#loc222 = loc("forward/2/add_30":473:0)
#loc223 = loc("forward/2/permute_25":474:0)
#loc226 = loc("forward/2/expand_22":478:0)
#loc227 = loc("forward/2/add_31":480:0)
#loc232 = loc("forward/2/permute_26":485:0)
#loc235 = loc("forward/2/expand_23":489:0)
#loc236 = loc("forward/2/add_32":491:0)
#loc248 = loc("forward/2/view_59":507:0)
#loc249 = loc("forward/2/mul_41":508:0)
#loc250 = loc("forward/2/_softmax_3":509:0)
#loc256 = loc("forward/2/permute_32":520:0)
#loc259 = loc("forward/2/expand_28":524:0)
#loc260 = loc("forward/2/add_33":526:0)
#loc263 = loc("forward/2/view_65":527:0)
#loc264 = loc("forward/2/add_34":528:0)
#loc265 = loc("forward/2/var_mean_7":529:0)
#loc266 = loc("forward/2/add_35":532:0)
#loc267 = loc("forward/2/rsqrt_7":533:0)
#loc268 = loc("forward/2/sub_8":534:0)
#loc269 = loc("forward/2/mul_44":535:0)
#loc270 = loc("forward/2/mul_45":536:0)
#loc271 = loc("forward/2/add_36":537:0)
#loc272 = loc("forward/2/permute_33":538:0)
#loc275 = loc("forward/2/expand_29":542:0)
#loc276 = loc("forward/2/add_37":544:0)
#loc279 = loc("forward/2/view_67":545:0)
#loc280 = loc("forward/2/gelu_2":546:0)
#loc281 = loc("forward/2/permute_34":547:0)
#loc284 = loc("forward/2/expand_30":551:0)
#loc285 = loc("forward/2/add_38":553:0)
#loc288 = loc("forward/2/view_69":554:0)
#loc289 = loc("forward/2/add_39":555:0)
#loc290 = loc("forward/3/var_mean_8":556:0)
#loc291 = loc("forward/3/add_40":559:0)
#loc292 = loc("forward/3/rsqrt_8":560:0)
#loc293 = loc("forward/3/sub_9":561:0)
#loc294 = loc("forward/3/mul_50":562:0)
#loc295 = loc("forward/3/mul_51":563:0)
#loc296 = loc("forward/3/add_41":564:0)
#loc297 = loc("forward/3/permute_35":565:0)
#loc300 = loc("forward/3/expand_31":569:0)
#loc301 = loc("forward/3/add_42":571:0)
#loc315 = loc("forward/3/view_77":591:0)
#loc316 = loc("forward/3/mul_54":592:0)
#loc317 = loc("forward/3/where_1":604:0)
#loc319 = loc("forward/3/_softmax_4":605:0)
#loc325 = loc("forward/3/permute_41":616:0)
#loc328 = loc("forward/3/expand_36":620:0)
#loc329 = loc("forward/3/add_43":622:0)
#loc332 = loc("forward/3/view_83":623:0)
#loc333 = loc("forward/3/add_44":624:0)
#loc334 = loc("forward/3/var_mean_9":625:0)
#loc335 = loc("forward/3/add_45":628:0)
#loc336 = loc("forward/3/rsqrt_9":629:0)
#loc337 = loc("forward/3/sub_11":630:0)
#loc338 = loc("forward/3/mul_57":631:0)
#loc339 = loc("forward/3/mul_58":632:0)
#loc340 = loc("forward/3/add_46":633:0)
#loc341 = loc("forward/3/permute_42":634:0)
#loc343 = loc("forward/3/expand_37":638:0)
#loc344 = loc("forward/3/add_47":640:0)
#loc349 = loc("forward/3/permute_43":645:0)
#loc352 = loc("forward/3/expand_38":649:0)
#loc353 = loc("forward/3/add_48":651:0)
#loc365 = loc("forward/3/view_93":667:0)
#loc366 = loc("forward/3/mul_63":668:0)
#loc367 = loc("forward/3/_softmax_5":669:0)
#loc373 = loc("forward/3/permute_49":680:0)
#loc376 = loc("forward/3/expand_43":684:0)
#loc377 = loc("forward/3/add_49":686:0)
#loc380 = loc("forward/3/view_99":687:0)
#loc381 = loc("forward/3/add_50":688:0)
#loc382 = loc("forward/3/var_mean_10":689:0)
#loc383 = loc("forward/3/add_51":692:0)
#loc384 = loc("forward/3/rsqrt_10":693:0)
#loc385 = loc("forward/3/sub_12":694:0)
#loc386 = loc("forward/3/mul_66":695:0)
#loc387 = loc("forward/3/mul_67":696:0)
#loc388 = loc("forward/3/add_52":697:0)
#loc389 = loc("forward/3/permute_50":698:0)
#loc392 = loc("forward/3/expand_44":702:0)
#loc393 = loc("forward/3/add_53":704:0)
#loc396 = loc("forward/3/view_101":705:0)
#loc397 = loc("forward/3/gelu_3":706:0)
#loc398 = loc("forward/3/permute_51":707:0)
#loc401 = loc("forward/3/expand_45":711:0)
#loc402 = loc("forward/3/add_54":713:0)
#loc405 = loc("forward/3/view_103":714:0)
#loc406 = loc("forward/3/add_55":715:0)
#loc407 = loc("forward/-/var_mean_11":716:0)
#loc408 = loc("forward/-/add_56":719:0)
#loc409 = loc("forward/-/rsqrt_11":720:0)
#loc410 = loc("forward/-/sub_13":721:0)
#loc411 = loc("forward/-/mul_72":722:0)
#loc412 = loc("forward/-/mul_73":723:0)
#loc413 = loc("forward/-/add_57":724:0)
#loc417 = loc("forward/-/view_107":730:0)
#loc418 = loc("forward/-/amax":731:0)
#loc420 = loc("forward/-/sub_14":732:0)
#loc421 = loc("forward/-/exp":733:0)
#loc422 = loc("forward/-/sum_1":734:0)
#loc423 = loc("forward/-/log":735:0)
#loc424 = loc("forward/-/sub_15":736:0)
#loc425 = loc("forward/-/unsqueeze_4":740:0)
#loc426 = loc("forward/-/gather":741:0)
#loc427 = loc("forward/-/squeeze":742:0)
#loc428 = loc("forward/-/neg":743:0)
#loc430 = loc("forward/-/sum_2":748:0)
#loc432 = loc("forward/-/convert_element_type":749:0)
#loc433 = loc("forward/-/sum_3":750:0)
#loc434 = loc("forward/-/div":751:0)
#loc435 = loc("backward/-/unsqueeze_5":754:0)
#loc436 = loc("backward/-/ne_3":755:0)
#loc437 = loc("backward/-/where_4":757:0)
#loc438 = loc("backward/-/where_5":762:0)
#loc440 = loc("backward/-/mul_74":763:0)
#loc441 = loc("backward/-/exp_1":764:0)
#loc442 = loc("backward/-/sum_4":765:0)
#loc443 = loc("backward/-/mul_75":766:0)
#loc444 = loc("backward/-/sub_16":767:0)
#loc448 = loc("backward/-/view_110":775:0)
#loc449 = loc("backward/-/mul_77":779:0)
#loc450 = loc("backward/-/mul_78":780:0)
#loc451 = loc("backward/-/sum_5":781:0)
#loc452 = loc("backward/3/mul_79":782:0)
#loc454 = loc("backward/3/sum_6":783:0)
#loc455 = loc("backward/3/mul_80":784:0)
#loc456 = loc("backward/-/sub_18":785:0)
#loc457 = loc("backward/3/sub_19":786:0)
#loc458 = loc("backward/-/div_2":787:0)
#loc459 = loc("backward/3/mul_81":788:0)
#loc460 = loc("backward/3/mul_82":789:0)
#loc461 = loc("backward/3/sum_7":790:0)
#loc462 = loc("backward/-/sum_8":791:0)
#loc463 = loc("backward/3/view_111":792:0)
#loc467 = loc("backward/3/sum_9":798:0)
#loc468 = loc("backward/3/view_112":799:0)
#loc469 = loc("backward/3/view_113":800:0)
#loc470 = loc("backward/3/mul_83":802:0)
#loc471 = loc("backward/3/mul_84":803:0)
#loc472 = loc("backward/3/add_58":805:0)
#loc473 = loc("backward/3/tanh":807:0)
#loc474 = loc("backward/3/mul_87":808:0)
#loc475 = loc("backward/3/add_59":809:0)
#loc476 = loc("backward/3/mul_88":810:0)
#loc477 = loc("backward/3/mul_89":811:0)
#loc478 = loc("backward/3/add_60":814:0)
#loc479 = loc("backward/3/mul_91":815:0)
#loc480 = loc("backward/3/mul_92":816:0)
#loc481 = loc("backward/3/mul_93":817:0)
#loc482 = loc("backward/3/add_61":818:0)
#loc483 = loc("backward/3/mul_94":819:0)
#loc484 = loc("backward/3/view_114":820:0)
#loc488 = loc("backward/3/sum_10":826:0)
#loc489 = loc("backward/3/view_115":827:0)
#loc490 = loc("backward/3/view_116":828:0)
#loc491 = loc("backward/3/mul_96":832:0)
#loc492 = loc("backward/3/mul_97":833:0)
#loc493 = loc("backward/3/sum_11":834:0)
#loc494 = loc("backward/3/mul_98":835:0)
#loc496 = loc("backward/3/sum_12":836:0)
#loc497 = loc("backward/3/mul_99":837:0)
#loc498 = loc("backward/3/sub_22":838:0)
#loc499 = loc("backward/3/sub_23":839:0)
#loc500 = loc("backward/3/div_3":840:0)
#loc501 = loc("backward/3/mul_100":841:0)
#loc502 = loc("backward/3/mul_101":842:0)
#loc503 = loc("backward/3/sum_13":843:0)
#loc504 = loc("backward/3/sum_14":844:0)
#loc505 = loc("backward/3/add_62":845:0)
#loc506 = loc("backward/3/view_117":846:0)
#loc510 = loc("backward/3/sum_15":852:0)
#loc511 = loc("backward/3/view_118":853:0)
#loc520 = loc("backward/3/view_123":865:0)
#loc521 = loc("backward/3/mul_102":866:0)
#loc522 = loc("backward/3/sum_16":867:0)
#loc523 = loc("backward/3/mul_103":868:0)
#loc524 = loc("backward/3/sub_24":869:0)
#loc525 = loc("backward/3/mul_104":870:0)
#loc538 = loc("backward/3/view_130":887:0)
#loc542 = loc("backward/3/sum_17":893:0)
#loc543 = loc("backward/3/view_131":894:0)
#loc544 = loc("backward/3/view_132":895:0)
#loc546 = loc("backward/3/view_133":898:0)
#loc550 = loc("backward/3/sum_18":904:0)
#loc551 = loc("backward/3/view_134":905:0)
#loc552 = loc("backward/3/view_135":906:0)
#loc553 = loc("backward/3/mul_106":910:0)
#loc554 = loc("backward/3/mul_107":911:0)
#loc555 = loc("backward/3/sum_19":912:0)
#loc556 = loc("backward/3/mul_108":913:0)
#loc558 = loc("backward/3/sum_20":914:0)
#loc559 = loc("backward/3/mul_109":915:0)
#loc560 = loc("backward/3/sub_26":916:0)
#loc561 = loc("backward/3/sub_27":917:0)
#loc562 = loc("backward/3/div_4":918:0)
#loc563 = loc("backward/3/mul_110":919:0)
#loc564 = loc("backward/3/mul_111":920:0)
#loc565 = loc("backward/3/sum_21":921:0)
#loc566 = loc("backward/3/sum_22":922:0)
#loc567 = loc("backward/3/add_63":923:0)
#loc568 = loc("backward/3/view_136":924:0)
#loc572 = loc("backward/3/sum_23":930:0)
#loc573 = loc("backward/3/view_137":931:0)
#loc582 = loc("backward/3/view_142":943:0)
#loc583 = loc("backward/3/mul_112":944:0)
#loc584 = loc("backward/3/sum_24":945:0)
#loc585 = loc("backward/3/mul_113":946:0)
#loc586 = loc("backward/3/sub_28":947:0)
#loc587 = loc("backward/3/where_6":949:0)
#loc588 = loc("backward/3/mul_114":950:0)
#loc603 = loc("backward/3/view_149":968:0)
#loc607 = loc("backward/3/sum_25":974:0)
#loc608 = loc("backward/3/view_150":975:0)
#loc609 = loc("backward/3/view_151":976:0)
#loc610 = loc("backward/3/mul_116":980:0)
#loc611 = loc("backward/3/mul_117":981:0)
#loc612 = loc("backward/3/sum_26":982:0)
#loc613 = loc("backward/3/mul_118":983:0)
#loc615 = loc("backward/3/sum_27":984:0)
#loc616 = loc("backward/3/mul_119":985:0)
#loc617 = loc("backward/3/sub_30":986:0)
#loc618 = loc("backward/3/sub_31":987:0)
#loc619 = loc("backward/3/div_5":988:0)
#loc620 = loc("backward/3/mul_120":989:0)
#loc621 = loc("backward/3/mul_121":990:0)
#loc622 = loc("backward/3/sum_28":991:0)
#loc623 = loc("backward/3/sum_29":992:0)
#loc624 = loc("backward/3/add_64":993:0)
#loc625 = loc("backward/3/view_152":994:0)
#loc629 = loc("backward/3/sum_30":1000:0)
#loc630 = loc("backward/3/view_153":1001:0)
#loc631 = loc("backward/2/view_154":1002:0)
#loc632 = loc("backward/2/mul_122":1004:0)
#loc633 = loc("backward/2/mul_123":1005:0)
#loc634 = loc("backward/2/mul_124":1006:0)
#loc635 = loc("backward/2/add_65":1007:0)
#loc636 = loc("backward/2/mul_125":1008:0)
#loc637 = loc("backward/2/tanh_1":1009:0)
#loc638 = loc("backward/2/mul_126":1010:0)
#loc639 = loc("backward/2/add_66":1011:0)
#loc640 = loc("backward/2/mul_127":1012:0)
#loc641 = loc("backward/2/mul_128":1013:0)
#loc642 = loc("backward/2/sub_32":1014:0)
#loc643 = loc("backward/2/mul_129":1015:0)
#loc644 = loc("backward/2/add_67":1016:0)
#loc645 = loc("backward/2/mul_130":1017:0)
#loc646 = loc("backward/2/mul_131":1018:0)
#loc647 = loc("backward/2/mul_132":1019:0)
#loc648 = loc("backward/2/add_68":1020:0)
#loc649 = loc("backward/2/mul_133":1021:0)
#loc650 = loc("backward/2/view_155":1022:0)
#loc654 = loc("backward/2/sum_31":1028:0)
#loc655 = loc("backward/2/view_156":1029:0)
#loc656 = loc("backward/2/view_157":1030:0)
#loc657 = loc("backward/2/mul_135":1034:0)
#loc658 = loc("backward/2/mul_136":1035:0)
#loc659 = loc("backward/2/sum_32":1036:0)
#loc660 = loc("backward/2/mul_137":1037:0)
#loc662 = loc("backward/2/sum_33":1038:0)
#loc663 = loc("backward/2/mul_138":1039:0)
#loc664 = loc("backward/2/sub_34":1040:0)
#loc665 = loc("backward/2/sub_35":1041:0)
#loc666 = loc("backward/2/div_6":1042:0)
#loc667 = loc("backward/2/mul_139":1043:0)
#loc668 = loc("backward/2/mul_140":1044:0)
#loc669 = loc("backward/2/sum_34":1045:0)
#loc670 = loc("backward/2/sum_35":1046:0)
#loc671 = loc("backward/2/add_69":1047:0)
#loc672 = loc("backward/2/view_158":1048:0)
#loc676 = loc("backward/2/sum_36":1054:0)
#loc677 = loc("backward/2/view_159":1055:0)
#loc686 = loc("backward/2/view_164":1067:0)
#loc687 = loc("backward/2/mul_141":1068:0)
#loc688 = loc("backward/2/sum_37":1069:0)
#loc689 = loc("backward/2/mul_142":1070:0)
#loc690 = loc("backward/2/sub_36":1071:0)
#loc691 = loc("backward/2/mul_143":1072:0)
#loc704 = loc("backward/2/view_171":1089:0)
#loc708 = loc("backward/2/sum_38":1095:0)
#loc709 = loc("backward/2/view_172":1096:0)
#loc710 = loc("backward/2/view_173":1097:0)
#loc712 = loc("backward/2/view_174":1100:0)
#loc716 = loc("backward/2/sum_39":1106:0)
#loc717 = loc("backward/2/view_175":1107:0)
#loc718 = loc("backward/2/view_176":1108:0)
#loc719 = loc("backward/2/add_70":1109:0)
#loc720 = loc("backward/2/mul_145":1113:0)
#loc721 = loc("backward/2/mul_146":1114:0)
#loc722 = loc("backward/2/sum_40":1115:0)
#loc723 = loc("backward/2/mul_147":1116:0)
#loc725 = loc("backward/2/sum_41":1117:0)
#loc726 = loc("backward/2/mul_148":1118:0)
#loc727 = loc("backward/2/sub_38":1119:0)
#loc728 = loc("backward/2/sub_39":1120:0)
#loc729 = loc("backward/2/div_7":1121:0)
#loc730 = loc("backward/2/mul_149":1122:0)
#loc731 = loc("backward/2/mul_150":1123:0)
#loc732 = loc("backward/2/sum_42":1124:0)
#loc733 = loc("backward/2/sum_43":1125:0)
#loc734 = loc("backward/2/add_71":1126:0)
#loc735 = loc("backward/2/view_177":1127:0)
#loc739 = loc("backward/2/sum_44":1133:0)
#loc740 = loc("backward/2/view_178":1134:0)
#loc749 = loc("backward/2/view_183":1146:0)
#loc750 = loc("backward/2/mul_151":1147:0)
#loc751 = loc("backward/2/sum_45":1148:0)
#loc752 = loc("backward/2/mul_152":1149:0)
#loc753 = loc("backward/2/sub_40":1150:0)
#loc754 = loc("backward/2/where_7":1152:0)
#loc755 = loc("backward/2/mul_153":1153:0)
#loc770 = loc("backward/2/view_190":1171:0)
#loc774 = loc("backward/2/sum_46":1177:0)
#loc775 = loc("backward/2/view_191":1178:0)
#loc776 = loc("backward/2/view_192":1179:0)
#loc777 = loc("backward/2/mul_155":1183:0)
#loc778 = loc("backward/2/mul_156":1184:0)
#loc779 = loc("backward/2/sum_47":1185:0)
#loc780 = loc("backward/2/mul_157":1186:0)
#loc782 = loc("backward/2/sum_48":1187:0)
#loc783 = loc("backward/2/mul_158":1188:0)
#loc784 = loc("backward/2/sub_42":1189:0)
#loc785 = loc("backward/2/sub_43":1190:0)
#loc786 = loc("backward/2/div_8":1191:0)
#loc787 = loc("backward/2/mul_159":1192:0)
#loc788 = loc("backward/2/mul_160":1193:0)
#loc789 = loc("backward/2/sum_49":1194:0)
#loc790 = loc("backward/2/sum_50":1195:0)
#loc791 = loc("backward/2/add_72":1196:0)
#loc792 = loc("backward/2/sum_51":1197:0)
#loc793 = loc("backward/2/view_193":1198:0)
#loc794 = loc("backward/-/ge":1199:0)
#loc795 = loc("backward/-/lt":1200:0)
#loc796 = loc("backward/-/bitwise_and":1201:0)
#loc797 = loc("backward/-/ne_5":1202:0)
#loc798 = loc("backward/-/bitwise_and_1":1203:0)
#loc799 = loc("backward/-/unsqueeze_6":1204:0)
#loc800 = loc("backward/-/bitwise_not_2":1208:0)
#loc801 = loc("backward/2/where_8":1210:0)
#loc802 = loc("backward/2/index_put":1211:0)
#loc805 = loc("backward/2/add_73":1212:0)
#loc807 = loc("backward/2/mul_162":1215:0)
#loc808 = loc("backward/2/mul_163":1216:0)
#loc809 = loc("backward/2/sum_52":1217:0)
#loc810 = loc("backward/1/mul_164":1218:0)
#loc812 = loc("backward/1/sum_53":1219:0)
#loc813 = loc("backward/1/mul_165":1220:0)
#loc814 = loc("backward/2/sub_45":1221:0)
#loc815 = loc("backward/1/sub_46":1222:0)
#loc816 = loc("backward/-/div_9":1223:0)
#loc817 = loc("backward/1/mul_166":1224:0)
#loc818 = loc("backward/1/mul_167":1225:0)
#loc819 = loc("backward/1/sum_54":1226:0)
#loc820 = loc("backward/2/sum_55":1227:0)
#loc821 = loc("backward/1/view_194":1228:0)
#loc825 = loc("backward/1/sum_56":1234:0)
#loc826 = loc("backward/1/view_195":1235:0)
#loc827 = loc("backward/1/view_196":1236:0)
#loc828 = loc("backward/1/mul_168":1238:0)
#loc829 = loc("backward/1/mul_169":1239:0)
#loc830 = loc("backward/1/mul_170":1240:0)
#loc831 = loc("backward/1/add_74":1241:0)
#loc832 = loc("backward/1/mul_171":1242:0)
#loc833 = loc("backward/1/tanh_2":1243:0)
#loc834 = loc("backward/1/mul_172":1244:0)
#loc835 = loc("backward/1/add_75":1245:0)
#loc836 = loc("backward/1/mul_173":1246:0)
#loc837 = loc("backward/1/mul_174":1247:0)
#loc838 = loc("backward/1/sub_47":1248:0)
#loc839 = loc("backward/1/mul_175":1249:0)
#loc840 = loc("backward/1/add_76":1250:0)
#loc841 = loc("backward/1/mul_176":1251:0)
#loc842 = loc("backward/1/mul_177":1252:0)
#loc843 = loc("backward/1/mul_178":1253:0)
#loc844 = loc("backward/1/add_77":1254:0)
#loc845 = loc("backward/1/mul_179":1255:0)
#loc846 = loc("backward/1/view_197":1256:0)
#loc850 = loc("backward/1/sum_57":1262:0)
#loc851 = loc("backward/1/view_198":1263:0)
#loc852 = loc("backward/1/view_199":1264:0)
#loc853 = loc("backward/1/mul_181":1268:0)
#loc854 = loc("backward/1/mul_182":1269:0)
#loc855 = loc("backward/1/sum_58":1270:0)
#loc856 = loc("backward/1/mul_183":1271:0)
#loc858 = loc("backward/1/sum_59":1272:0)
#loc859 = loc("backward/1/mul_184":1273:0)
#loc860 = loc("backward/1/sub_49":1274:0)
#loc861 = loc("backward/1/sub_50":1275:0)
#loc862 = loc("backward/1/div_10":1276:0)
#loc863 = loc("backward/1/mul_185":1277:0)
#loc864 = loc("backward/1/mul_186":1278:0)
#loc865 = loc("backward/1/sum_60":1279:0)
#loc866 = loc("backward/1/sum_61":1280:0)
#loc867 = loc("backward/1/add_78":1281:0)
#loc868 = loc("backward/1/view_200":1282:0)
#loc872 = loc("backward/1/sum_62":1288:0)
#loc873 = loc("backward/1/view_201":1289:0)
#loc882 = loc("backward/1/view_206":1301:0)
#loc883 = loc("backward/1/mul_187":1302:0)
#loc884 = loc("backward/1/sum_63":1303:0)
#loc885 = loc("backward/1/mul_188":1304:0)
#loc886 = loc("backward/1/sub_51":1305:0)
#loc887 = loc("backward/1/mul_189":1306:0)
#loc902 = loc("backward/1/view_213":1324:0)
#loc906 = loc("backward/1/sum_64":1330:0)
#loc907 = loc("backward/1/view_214":1331:0)
#loc908 = loc("backward/1/view_215":1332:0)
#loc909 = loc("backward/1/mul_191":1336:0)
#loc910 = loc("backward/1/mul_192":1337:0)
#loc911 = loc("backward/1/sum_65":1338:0)
#loc912 = loc("backward/1/mul_193":1339:0)
#loc914 = loc("backward/1/sum_66":1340:0)
#loc915 = loc("backward/1/mul_194":1341:0)
#loc916 = loc("backward/1/sub_53":1342:0)
#loc917 = loc("backward/1/sub_54":1343:0)
#loc918 = loc("backward/1/div_11":1344:0)
#loc919 = loc("backward/1/mul_195":1345:0)
#loc920 = loc("backward/1/mul_196":1346:0)
#loc921 = loc("backward/1/sum_67":1347:0)
#loc922 = loc("backward/1/sum_68":1348:0)
#loc923 = loc("backward/1/add_79":1349:0)
#loc924 = loc("backward/1/view_216":1350:0)
#loc928 = loc("backward/1/sum_69":1356:0)
#loc929 = loc("backward/1/view_217":1357:0)
#loc930 = loc("backward/0/view_218":1358:0)
#loc931 = loc("backward/0/mul_197":1360:0)
#loc932 = loc("backward/0/mul_198":1361:0)
#loc933 = loc("backward/0/mul_199":1362:0)
#loc934 = loc("backward/0/add_80":1363:0)
#loc935 = loc("backward/0/mul_200":1364:0)
#loc936 = loc("backward/0/tanh_3":1365:0)
#loc937 = loc("backward/0/mul_201":1366:0)
#loc938 = loc("backward/0/add_81":1367:0)
#loc939 = loc("backward/0/mul_202":1368:0)
#loc940 = loc("backward/0/mul_203":1369:0)
#loc941 = loc("backward/0/sub_55":1370:0)
#loc942 = loc("backward/0/mul_204":1371:0)
#loc943 = loc("backward/0/add_82":1372:0)
#loc944 = loc("backward/0/mul_205":1373:0)
#loc945 = loc("backward/0/mul_206":1374:0)
#loc946 = loc("backward/0/mul_207":1375:0)
#loc947 = loc("backward/0/add_83":1376:0)
#loc948 = loc("backward/0/mul_208":1377:0)
#loc949 = loc("backward/0/view_219":1378:0)
#loc953 = loc("backward/0/sum_70":1384:0)
#loc954 = loc("backward/0/view_220":1385:0)
#loc955 = loc("backward/0/view_221":1386:0)
#loc956 = loc("backward/0/mul_210":1390:0)
#loc957 = loc("backward/0/mul_211":1391:0)
#loc958 = loc("backward/0/sum_71":1392:0)
#loc959 = loc("backward/0/mul_212":1393:0)
#loc961 = loc("backward/0/sum_72":1394:0)
#loc962 = loc("backward/0/mul_213":1395:0)
#loc963 = loc("backward/0/sub_57":1396:0)
#loc964 = loc("backward/0/sub_58":1397:0)
#loc965 = loc("backward/0/div_12":1398:0)
#loc966 = loc("backward/0/mul_214":1399:0)
#loc967 = loc("backward/0/mul_215":1400:0)
#loc968 = loc("backward/0/sum_73":1401:0)
#loc969 = loc("backward/0/sum_74":1402:0)
#loc970 = loc("backward/0/add_84":1403:0)
#loc971 = loc("backward/0/view_222":1404:0)
#loc975 = loc("backward/0/sum_75":1410:0)
#loc976 = loc("backward/0/view_223":1411:0)
#loc985 = loc("backward/0/view_228":1423:0)
#loc986 = loc("backward/0/mul_216":1424:0)
#loc987 = loc("backward/0/sum_76":1425:0)
#loc988 = loc("backward/0/mul_217":1426:0)
#loc989 = loc("backward/0/sub_59":1427:0)
#loc990 = loc("backward/0/mul_218":1428:0)
#loc1005 = loc("backward/0/view_235":1446:0)
#loc1009 = loc("backward/0/sum_77":1452:0)
#loc1010 = loc("backward/0/view_236":1453:0)
#loc1011 = loc("backward/0/view_237":1454:0)
#loc1012 = loc("backward/0/mul_220":1458:0)
#loc1013 = loc("backward/0/mul_221":1459:0)
#loc1014 = loc("backward/0/sum_78":1460:0)
#loc1015 = loc("backward/0/mul_222":1461:0)
#loc1017 = loc("backward/0/sum_79":1462:0)
#loc1018 = loc("backward/0/mul_223":1463:0)
#loc1019 = loc("backward/0/sub_61":1464:0)
#loc1020 = loc("backward/0/sub_62":1465:0)
#loc1021 = loc("backward/0/div_13":1466:0)
#loc1022 = loc("backward/0/mul_224":1467:0)
#loc1023 = loc("backward/0/mul_225":1468:0)
#loc1024 = loc("backward/0/sum_80":1469:0)
#loc1025 = loc("backward/0/sum_81":1470:0)
#loc1026 = loc("backward/0/add_85":1471:0)
#loc1027 = loc("backward/0/sum_82":1472:0)
#loc1028 = loc("backward/0/view_238":1473:0)
#loc1029 = loc("backward/0/add_86":1474:0)
#loc1030 = loc("backward/0/where_9":1486:0)
#loc1032 = loc("backward/0/index_put_1":1487:0)
#loc1035 = loc("backward/0/add_87":1488:0)
#loc1036 = loc("backward/-/ge_2":1489:0)
#loc1037 = loc("backward/-/lt_2":1490:0)
#loc1038 = loc("backward/-/bitwise_and_4":1491:0)
#loc1039 = loc("backward/-/ne_7":1492:0)
#loc1040 = loc("backward/-/bitwise_and_5":1493:0)
#loc1041 = loc("backward/-/unsqueeze_8":1494:0)
#loc1042 = loc("backward/-/bitwise_not_4":1498:0)
#loc1043 = loc("backward/0/where_10":1500:0)
#loc1046 = loc("optimizer/0/add_88":1504:0)
#loc1047 = loc("optimizer/0/mul_230":1507:0)
#loc1048 = loc("optimizer/0/add_89":1508:0)
#loc1049 = loc("optimizer/-/pow_1":1509:0)
#loc1050 = loc("optimizer/-/sub_63":1510:0)
#loc1051 = loc("optimizer/0/div_14":1511:0)
#loc1052 = loc("optimizer/-/pow_2":1512:0)
#loc1053 = loc("optimizer/-/sub_64":1513:0)
#loc1054 = loc("optimizer/0/div_15":1514:0)
#loc1055 = loc("optimizer/0/sqrt":1517:0)
#loc1056 = loc("optimizer/0/div_16":1519:0)
#loc1057 = loc("optimizer/0/sub_65":1520:0)
#loc1058 = loc("optimizer/-/mul_233":1521:0)
#loc1059 = loc("optimizer/0/mul_234":1522:0)
#loc1060 = loc("optimizer/0/add_91":1523:0)
#loc1061 = loc("optimizer/-/mul_235":1524:0)
#loc1062 = loc("optimizer/0/mul_236":1525:0)
#loc1063 = loc("optimizer/0/mul_237":1526:0)
#loc1064 = loc("optimizer/0/add_92":1527:0)
#loc1065 = loc("optimizer/0/div_17":1530:0)
#loc1067 = loc("optimizer/0/div_18":1533:0)
#loc1069 = loc("optimizer/-/mul_238":1534:0)
#loc1070 = loc("optimizer/0/mul_239":1535:0)
#loc1071 = loc("optimizer/0/sqrt_1":1536:0)
#loc1072 = loc("optimizer/0/add_93":1537:0)
#loc1073 = loc("optimizer/0/div_19":1538:0)
#loc1074 = loc("optimizer/0/sub_68":1539:0)
#loc1075 = loc("optimizer/0/mul_240":1540:0)
#loc1076 = loc("optimizer/0/mul_241":1541:0)
#loc1077 = loc("optimizer/0/add_94":1542:0)
#loc1078 = loc("optimizer/0/mul_242":1543:0)
#loc1079 = loc("optimizer/0/mul_243":1544:0)
#loc1080 = loc("optimizer/0/mul_244":1545:0)
#loc1081 = loc("optimizer/0/add_95":1546:0)
#loc1082 = loc("optimizer/0/div_20":1549:0)
#loc1084 = loc("optimizer/0/div_21":1552:0)
#loc1086 = loc("optimizer/0/mul_245":1553:0)
#loc1087 = loc("optimizer/0/mul_246":1554:0)
#loc1088 = loc("optimizer/0/sqrt_2":1555:0)
#loc1089 = loc("optimizer/0/add_96":1556:0)
#loc1090 = loc("optimizer/0/div_22":1557:0)
#loc1091 = loc("optimizer/0/sub_71":1558:0)
#loc1092 = loc("optimizer/0/mul_247":1559:0)
#loc1093 = loc("optimizer/0/mul_248":1560:0)
#loc1094 = loc("optimizer/0/add_97":1561:0)
#loc1095 = loc("optimizer/0/mul_249":1562:0)
#loc1096 = loc("optimizer/0/mul_250":1563:0)
#loc1097 = loc("optimizer/0/mul_251":1564:0)
#loc1098 = loc("optimizer/0/add_98":1565:0)
#loc1099 = loc("optimizer/0/div_23":1568:0)
#loc1101 = loc("optimizer/0/div_24":1571:0)
#loc1103 = loc("optimizer/0/mul_252":1572:0)
#loc1104 = loc("optimizer/0/mul_253":1573:0)
#loc1105 = loc("optimizer/0/sqrt_3":1574:0)
#loc1106 = loc("optimizer/0/add_99":1575:0)
#loc1107 = loc("optimizer/0/div_25":1576:0)
#loc1108 = loc("optimizer/0/sub_74":1577:0)
#loc1109 = loc("optimizer/0/mul_254":1578:0)
#loc1110 = loc("optimizer/0/mul_255":1579:0)
#loc1112 = loc("optimizer/0/add_100":1580:0)
#loc1113 = loc("optimizer/0/mul_256":1581:0)
#loc1114 = loc("optimizer/0/mul_257":1582:0)
#loc1115 = loc("optimizer/0/mul_258":1583:0)
#loc1116 = loc("optimizer/0/add_101":1584:0)
#loc1117 = loc("optimizer/0/div_26":1587:0)
#loc1119 = loc("optimizer/0/div_27":1590:0)
#loc1121 = loc("optimizer/0/mul_259":1591:0)
#loc1122 = loc("optimizer/0/mul_260":1592:0)
#loc1123 = loc("optimizer/0/sqrt_4":1593:0)
#loc1124 = loc("optimizer/0/add_102":1594:0)
#loc1125 = loc("optimizer/0/div_28":1595:0)
#loc1126 = loc("optimizer/0/sub_77":1596:0)
#loc1127 = loc("optimizer/0/mul_261":1597:0)
#loc1128 = loc("optimizer/0/mul_262":1598:0)
#loc1129 = loc("optimizer/0/add_103":1599:0)
#loc1130 = loc("optimizer/0/mul_263":1600:0)
#loc1131 = loc("optimizer/0/mul_264":1601:0)
#loc1132 = loc("optimizer/0/mul_265":1602:0)
#loc1133 = loc("optimizer/0/add_104":1603:0)
#loc1134 = loc("optimizer/0/div_29":1606:0)
#loc1136 = loc("optimizer/0/div_30":1609:0)
#loc1138 = loc("optimizer/0/mul_266":1610:0)
#loc1139 = loc("optimizer/0/mul_267":1611:0)
#loc1140 = loc("optimizer/0/sqrt_5":1612:0)
#loc1141 = loc("optimizer/0/add_105":1613:0)
#loc1142 = loc("optimizer/0/div_31":1614:0)
#loc1143 = loc("optimizer/0/sub_80":1615:0)
#loc1144 = loc("optimizer/0/mul_268":1616:0)
#loc1145 = loc("optimizer/0/mul_269":1617:0)
#loc1147 = loc("optimizer/0/add_106":1618:0)
#loc1148 = loc("optimizer/0/mul_270":1619:0)
#loc1149 = loc("optimizer/0/mul_271":1620:0)
#loc1150 = loc("optimizer/0/mul_272":1621:0)
#loc1151 = loc("optimizer/0/add_107":1622:0)
#loc1152 = loc("optimizer/0/div_32":1625:0)
#loc1154 = loc("optimizer/0/div_33":1628:0)
#loc1156 = loc("optimizer/0/mul_273":1629:0)
#loc1157 = loc("optimizer/0/mul_274":1630:0)
#loc1158 = loc("optimizer/0/sqrt_6":1631:0)
#loc1159 = loc("optimizer/0/add_108":1632:0)
#loc1160 = loc("optimizer/0/div_34":1633:0)
#loc1161 = loc("optimizer/0/sub_83":1634:0)
#loc1162 = loc("optimizer/0/mul_275":1635:0)
#loc1163 = loc("optimizer/0/mul_276":1636:0)
#loc1164 = loc("optimizer/0/add_109":1637:0)
#loc1165 = loc("optimizer/0/mul_277":1638:0)
#loc1166 = loc("optimizer/0/mul_278":1639:0)
#loc1167 = loc("optimizer/0/mul_279":1640:0)
#loc1168 = loc("optimizer/0/add_110":1641:0)
#loc1169 = loc("optimizer/0/div_35":1644:0)
#loc1171 = loc("optimizer/0/div_36":1647:0)
#loc1173 = loc("optimizer/0/mul_280":1648:0)
#loc1174 = loc("optimizer/0/mul_281":1649:0)
#loc1175 = loc("optimizer/0/sqrt_7":1650:0)
#loc1176 = loc("optimizer/0/add_111":1651:0)
#loc1177 = loc("optimizer/0/div_37":1652:0)
#loc1178 = loc("optimizer/0/sub_86":1653:0)
#loc1179 = loc("optimizer/0/mul_282":1654:0)
#loc1180 = loc("optimizer/0/mul_283":1655:0)
#loc1181 = loc("optimizer/0/add_112":1656:0)
#loc1182 = loc("optimizer/0/mul_284":1657:0)
#loc1183 = loc("optimizer/0/mul_285":1658:0)
#loc1184 = loc("optimizer/0/mul_286":1659:0)
#loc1185 = loc("optimizer/0/add_113":1660:0)
#loc1186 = loc("optimizer/0/div_38":1663:0)
#loc1188 = loc("optimizer/0/div_39":1666:0)
#loc1190 = loc("optimizer/0/mul_287":1667:0)
#loc1191 = loc("optimizer/0/mul_288":1668:0)
#loc1192 = loc("optimizer/0/sqrt_8":1669:0)
#loc1193 = loc("optimizer/0/add_114":1670:0)
#loc1194 = loc("optimizer/0/div_40":1671:0)
#loc1195 = loc("optimizer/0/sub_89":1672:0)
#loc1196 = loc("optimizer/0/mul_289":1673:0)
#loc1197 = loc("optimizer/0/mul_290":1674:0)
#loc1198 = loc("optimizer/0/add_115":1675:0)
#loc1199 = loc("optimizer/0/mul_291":1676:0)
#loc1200 = loc("optimizer/0/mul_292":1677:0)
#loc1201 = loc("optimizer/0/mul_293":1678:0)
#loc1202 = loc("optimizer/0/add_116":1679:0)
#loc1203 = loc("optimizer/0/div_41":1682:0)
#loc1205 = loc("optimizer/0/div_42":1685:0)
#loc1207 = loc("optimizer/0/mul_294":1686:0)
#loc1208 = loc("optimizer/0/mul_295":1687:0)
#loc1209 = loc("optimizer/0/sqrt_9":1688:0)
#loc1210 = loc("optimizer/0/add_117":1689:0)
#loc1211 = loc("optimizer/0/div_43":1690:0)
#loc1212 = loc("optimizer/0/sub_92":1691:0)
#loc1213 = loc("optimizer/0/mul_296":1692:0)
#loc1214 = loc("optimizer/0/mul_297":1693:0)
#loc1216 = loc("optimizer/0/add_118":1694:0)
#loc1217 = loc("optimizer/0/mul_298":1695:0)
#loc1218 = loc("optimizer/0/mul_299":1696:0)
#loc1219 = loc("optimizer/0/mul_300":1697:0)
#loc1220 = loc("optimizer/0/add_119":1698:0)
#loc1221 = loc("optimizer/0/div_44":1701:0)
#loc1223 = loc("optimizer/0/div_45":1704:0)
#loc1225 = loc("optimizer/0/mul_301":1705:0)
#loc1226 = loc("optimizer/0/mul_302":1706:0)
#loc1227 = loc("optimizer/0/sqrt_10":1707:0)
#loc1228 = loc("optimizer/0/add_120":1708:0)
#loc1229 = loc("optimizer/0/div_46":1709:0)
#loc1230 = loc("optimizer/0/sub_95":1710:0)
#loc1231 = loc("optimizer/0/mul_303":1711:0)
#loc1232 = loc("optimizer/0/mul_304":1712:0)
#loc1233 = loc("optimizer/0/add_121":1713:0)
#loc1234 = loc("optimizer/0/mul_305":1714:0)
#loc1235 = loc("optimizer/0/mul_306":1715:0)
#loc1236 = loc("optimizer/0/mul_307":1716:0)
#loc1237 = loc("optimizer/0/add_122":1717:0)
#loc1238 = loc("optimizer/0/div_47":1720:0)
#loc1240 = loc("optimizer/0/div_48":1723:0)
#loc1242 = loc("optimizer/0/mul_308":1724:0)
#loc1243 = loc("optimizer/0/mul_309":1725:0)
#loc1244 = loc("optimizer/0/sqrt_11":1726:0)
#loc1245 = loc("optimizer/0/add_123":1727:0)
#loc1246 = loc("optimizer/0/div_49":1728:0)
#loc1247 = loc("optimizer/0/sub_98":1729:0)
#loc1248 = loc("optimizer/0/mul_310":1730:0)
#loc1249 = loc("optimizer/0/mul_311":1731:0)
#loc1251 = loc("optimizer/0/add_124":1732:0)
#loc1252 = loc("optimizer/0/mul_312":1733:0)
#loc1253 = loc("optimizer/0/mul_313":1734:0)
#loc1254 = loc("optimizer/0/mul_314":1735:0)
#loc1255 = loc("optimizer/0/add_125":1736:0)
#loc1256 = loc("optimizer/0/div_50":1739:0)
#loc1258 = loc("optimizer/0/div_51":1742:0)
#loc1260 = loc("optimizer/0/mul_315":1743:0)
#loc1261 = loc("optimizer/0/mul_316":1744:0)
#loc1262 = loc("optimizer/0/sqrt_12":1745:0)
#loc1263 = loc("optimizer/0/add_126":1746:0)
#loc1264 = loc("optimizer/0/div_52":1747:0)
#loc1265 = loc("optimizer/0/sub_101":1748:0)
#loc1266 = loc("optimizer/0/mul_317":1749:0)
#loc1267 = loc("optimizer/1/mul_318":1750:0)
#loc1268 = loc("optimizer/0/add_127":1751:0)
#loc1269 = loc("optimizer/0/mul_319":1752:0)
#loc1270 = loc("optimizer/1/mul_320":1753:0)
#loc1271 = loc("optimizer/1/mul_321":1754:0)
#loc1272 = loc("optimizer/0/add_128":1755:0)
#loc1273 = loc("optimizer/0/div_53":1758:0)
#loc1275 = loc("optimizer/0/div_54":1761:0)
#loc1277 = loc("optimizer/0/mul_322":1762:0)
#loc1278 = loc("optimizer/0/mul_323":1763:0)
#loc1279 = loc("optimizer/0/sqrt_13":1764:0)
#loc1280 = loc("optimizer/0/add_129":1765:0)
#loc1281 = loc("optimizer/0/div_55":1766:0)
#loc1282 = loc("optimizer/0/sub_104":1767:0)
#loc1283 = loc("optimizer/1/mul_324":1768:0)
#loc1284 = loc("optimizer/1/mul_325":1769:0)
#loc1285 = loc("optimizer/1/add_130":1770:0)
#loc1286 = loc("optimizer/1/mul_326":1771:0)
#loc1287 = loc("optimizer/1/mul_327":1772:0)
#loc1288 = loc("optimizer/1/mul_328":1773:0)
#loc1289 = loc("optimizer/1/add_131":1774:0)
#loc1290 = loc("optimizer/1/div_56":1777:0)
#loc1292 = loc("optimizer/1/div_57":1780:0)
#loc1294 = loc("optimizer/1/mul_329":1781:0)
#loc1295 = loc("optimizer/1/mul_330":1782:0)
#loc1296 = loc("optimizer/1/sqrt_14":1783:0)
#loc1297 = loc("optimizer/1/add_132":1784:0)
#loc1298 = loc("optimizer/1/div_58":1785:0)
#loc1299 = loc("optimizer/1/sub_107":1786:0)
#loc1300 = loc("optimizer/1/mul_331":1787:0)
#loc1301 = loc("optimizer/1/mul_332":1788:0)
#loc1302 = loc("optimizer/1/add_133":1789:0)
#loc1303 = loc("optimizer/1/mul_333":1790:0)
#loc1304 = loc("optimizer/1/mul_334":1791:0)
#loc1305 = loc("optimizer/1/mul_335":1792:0)
#loc1306 = loc("optimizer/1/add_134":1793:0)
#loc1307 = loc("optimizer/1/div_59":1796:0)
#loc1309 = loc("optimizer/1/div_60":1799:0)
#loc1311 = loc("optimizer/1/mul_336":1800:0)
#loc1312 = loc("optimizer/1/mul_337":1801:0)
#loc1313 = loc("optimizer/1/sqrt_15":1802:0)
#loc1314 = loc("optimizer/1/add_135":1803:0)
#loc1315 = loc("optimizer/1/div_61":1804:0)
#loc1316 = loc("optimizer/1/sub_110":1805:0)
#loc1317 = loc("optimizer/1/mul_338":1806:0)
#loc1318 = loc("optimizer/1/mul_339":1807:0)
#loc1320 = loc("optimizer/1/add_136":1808:0)
#loc1321 = loc("optimizer/1/mul_340":1809:0)
#loc1322 = loc("optimizer/1/mul_341":1810:0)
#loc1323 = loc("optimizer/1/mul_342":1811:0)
#loc1324 = loc("optimizer/1/add_137":1812:0)
#loc1325 = loc("optimizer/1/div_62":1815:0)
#loc1327 = loc("optimizer/1/div_63":1818:0)
#loc1329 = loc("optimizer/1/mul_343":1819:0)
#loc1330 = loc("optimizer/1/mul_344":1820:0)
#loc1331 = loc("optimizer/1/sqrt_16":1821:0)
#loc1332 = loc("optimizer/1/add_138":1822:0)
#loc1333 = loc("optimizer/1/div_64":1823:0)
#loc1334 = loc("optimizer/1/sub_113":1824:0)
#loc1335 = loc("optimizer/1/mul_345":1825:0)
#loc1336 = loc("optimizer/1/mul_346":1826:0)
#loc1337 = loc("optimizer/1/add_139":1827:0)
#loc1338 = loc("optimizer/1/mul_347":1828:0)
#loc1339 = loc("optimizer/1/mul_348":1829:0)
#loc1340 = loc("optimizer/1/mul_349":1830:0)
#loc1341 = loc("optimizer/1/add_140":1831:0)
#loc1342 = loc("optimizer/1/div_65":1834:0)
#loc1344 = loc("optimizer/1/div_66":1837:0)
#loc1346 = loc("optimizer/1/mul_350":1838:0)
#loc1347 = loc("optimizer/1/mul_351":1839:0)
#loc1348 = loc("optimizer/1/sqrt_17":1840:0)
#loc1349 = loc("optimizer/1/add_141":1841:0)
#loc1350 = loc("optimizer/1/div_67":1842:0)
#loc1351 = loc("optimizer/1/sub_116":1843:0)
#loc1352 = loc("optimizer/1/mul_352":1844:0)
#loc1353 = loc("optimizer/1/mul_353":1845:0)
#loc1355 = loc("optimizer/1/add_142":1846:0)
#loc1356 = loc("optimizer/1/mul_354":1847:0)
#loc1357 = loc("optimizer/1/mul_355":1848:0)
#loc1358 = loc("optimizer/1/mul_356":1849:0)
#loc1359 = loc("optimizer/1/add_143":1850:0)
#loc1360 = loc("optimizer/1/div_68":1853:0)
#loc1362 = loc("optimizer/1/div_69":1856:0)
#loc1364 = loc("optimizer/1/mul_357":1857:0)
#loc1365 = loc("optimizer/1/mul_358":1858:0)
#loc1366 = loc("optimizer/1/sqrt_18":1859:0)
#loc1367 = loc("optimizer/1/add_144":1860:0)
#loc1368 = loc("optimizer/1/div_70":1861:0)
#loc1369 = loc("optimizer/1/sub_119":1862:0)
#loc1370 = loc("optimizer/1/mul_359":1863:0)
#loc1371 = loc("optimizer/1/mul_360":1864:0)
#loc1372 = loc("optimizer/1/add_145":1865:0)
#loc1373 = loc("optimizer/1/mul_361":1866:0)
#loc1374 = loc("optimizer/1/mul_362":1867:0)
#loc1375 = loc("optimizer/1/mul_363":1868:0)
#loc1376 = loc("optimizer/1/add_146":1869:0)
#loc1377 = loc("optimizer/1/div_71":1872:0)
#loc1379 = loc("optimizer/1/div_72":1875:0)
#loc1381 = loc("optimizer/1/mul_364":1876:0)
#loc1382 = loc("optimizer/1/mul_365":1877:0)
#loc1383 = loc("optimizer/1/sqrt_19":1878:0)
#loc1384 = loc("optimizer/1/add_147":1879:0)
#loc1385 = loc("optimizer/1/div_73":1880:0)
#loc1386 = loc("optimizer/1/sub_122":1881:0)
#loc1387 = loc("optimizer/1/mul_366":1882:0)
#loc1388 = loc("optimizer/1/mul_367":1883:0)
#loc1389 = loc("optimizer/1/add_148":1884:0)
#loc1390 = loc("optimizer/1/mul_368":1885:0)
#loc1391 = loc("optimizer/1/mul_369":1886:0)
#loc1392 = loc("optimizer/1/mul_370":1887:0)
#loc1393 = loc("optimizer/1/add_149":1888:0)
#loc1394 = loc("optimizer/1/div_74":1891:0)
#loc1396 = loc("optimizer/1/div_75":1894:0)
#loc1398 = loc("optimizer/1/mul_371":1895:0)
#loc1399 = loc("optimizer/1/mul_372":1896:0)
#loc1400 = loc("optimizer/1/sqrt_20":1897:0)
#loc1401 = loc("optimizer/1/add_150":1898:0)
#loc1402 = loc("optimizer/1/div_76":1899:0)
#loc1403 = loc("optimizer/1/sub_125":1900:0)
#loc1404 = loc("optimizer/1/mul_373":1901:0)
#loc1405 = loc("optimizer/1/mul_374":1902:0)
#loc1406 = loc("optimizer/1/add_151":1903:0)
#loc1407 = loc("optimizer/1/mul_375":1904:0)
#loc1408 = loc("optimizer/1/mul_376":1905:0)
#loc1409 = loc("optimizer/1/mul_377":1906:0)
#loc1410 = loc("optimizer/1/add_152":1907:0)
#loc1411 = loc("optimizer/1/div_77":1910:0)
#loc1413 = loc("optimizer/1/div_78":1913:0)
#loc1415 = loc("optimizer/1/mul_378":1914:0)
#loc1416 = loc("optimizer/1/mul_379":1915:0)
#loc1417 = loc("optimizer/1/sqrt_21":1916:0)
#loc1418 = loc("optimizer/1/add_153":1917:0)
#loc1419 = loc("optimizer/1/div_79":1918:0)
#loc1420 = loc("optimizer/1/sub_128":1919:0)
#loc1421 = loc("optimizer/1/mul_380":1920:0)
#loc1422 = loc("optimizer/1/mul_381":1921:0)
#loc1424 = loc("optimizer/1/add_154":1922:0)
#loc1425 = loc("optimizer/1/mul_382":1923:0)
#loc1426 = loc("optimizer/1/mul_383":1924:0)
#loc1427 = loc("optimizer/1/mul_384":1925:0)
#loc1428 = loc("optimizer/1/add_155":1926:0)
#loc1429 = loc("optimizer/1/div_80":1929:0)
#loc1431 = loc("optimizer/1/div_81":1932:0)
#loc1433 = loc("optimizer/1/mul_385":1933:0)
#loc1434 = loc("optimizer/1/mul_386":1934:0)
#loc1435 = loc("optimizer/1/sqrt_22":1935:0)
#loc1436 = loc("optimizer/1/add_156":1936:0)
#loc1437 = loc("optimizer/1/div_82":1937:0)
#loc1438 = loc("optimizer/1/sub_131":1938:0)
#loc1439 = loc("optimizer/1/mul_387":1939:0)
#loc1440 = loc("optimizer/1/mul_388":1940:0)
#loc1441 = loc("optimizer/1/add_157":1941:0)
#loc1442 = loc("optimizer/1/mul_389":1942:0)
#loc1443 = loc("optimizer/1/mul_390":1943:0)
#loc1444 = loc("optimizer/1/mul_391":1944:0)
#loc1445 = loc("optimizer/1/add_158":1945:0)
#loc1446 = loc("optimizer/1/div_83":1948:0)
#loc1448 = loc("optimizer/1/div_84":1951:0)
#loc1450 = loc("optimizer/1/mul_392":1952:0)
#loc1451 = loc("optimizer/1/mul_393":1953:0)
#loc1452 = loc("optimizer/1/sqrt_23":1954:0)
#loc1453 = loc("optimizer/1/add_159":1955:0)
#loc1454 = loc("optimizer/1/div_85":1956:0)
#loc1455 = loc("optimizer/1/sub_134":1957:0)
#loc1456 = loc("optimizer/1/mul_394":1958:0)
#loc1457 = loc("optimizer/1/mul_395":1959:0)
#loc1459 = loc("optimizer/1/add_160":1960:0)
#loc1460 = loc("optimizer/1/mul_396":1961:0)
#loc1461 = loc("optimizer/1/mul_397":1962:0)
#loc1462 = loc("optimizer/1/mul_398":1963:0)
#loc1463 = loc("optimizer/1/add_161":1964:0)
#loc1464 = loc("optimizer/1/div_86":1967:0)
#loc1466 = loc("optimizer/1/div_87":1970:0)
#loc1468 = loc("optimizer/1/mul_399":1971:0)
#loc1469 = loc("optimizer/1/mul_400":1972:0)
#loc1470 = loc("optimizer/1/sqrt_24":1973:0)
#loc1471 = loc("optimizer/1/add_162":1974:0)
#loc1472 = loc("optimizer/1/div_88":1975:0)
#loc1473 = loc("optimizer/1/sub_137":1976:0)
#loc1474 = loc("optimizer/1/mul_401":1977:0)
#loc1475 = loc("optimizer/1/mul_402":1978:0)
#loc1476 = loc("optimizer/1/add_163":1979:0)
#loc1477 = loc("optimizer/1/mul_403":1980:0)
#loc1478 = loc("optimizer/1/mul_404":1981:0)
#loc1479 = loc("optimizer/1/mul_405":1982:0)
#loc1480 = loc("optimizer/1/add_164":1983:0)
#loc1481 = loc("optimizer/1/div_89":1986:0)
#loc1483 = loc("optimizer/1/div_90":1989:0)
#loc1485 = loc("optimizer/1/mul_406":1990:0)
#loc1486 = loc("optimizer/1/mul_407":1991:0)
#loc1487 = loc("optimizer/1/sqrt_25":1992:0)
#loc1488 = loc("optimizer/1/add_165":1993:0)
#loc1489 = loc("optimizer/1/div_91":1994:0)
#loc1490 = loc("optimizer/1/sub_140":1995:0)
#loc1491 = loc("optimizer/-/mul_408":1996:0)
#loc1492 = loc("optimizer/1/mul_409":1997:0)
#loc1493 = loc("optimizer/1/add_166":1998:0)
#loc1494 = loc("optimizer/-/mul_410":1999:0)
#loc1495 = loc("optimizer/1/mul_411":2000:0)
#loc1496 = loc("optimizer/1/mul_412":2001:0)
#loc1497 = loc("optimizer/1/add_167":2002:0)
#loc1498 = loc("optimizer/1/div_92":2005:0)
#loc1500 = loc("optimizer/1/div_93":2008:0)
#loc1502 = loc("optimizer/-/mul_413":2009:0)
#loc1503 = loc("optimizer/1/mul_414":2010:0)
#loc1504 = loc("optimizer/1/sqrt_26":2011:0)
#loc1505 = loc("optimizer/1/add_168":2012:0)
#loc1506 = loc("optimizer/1/div_94":2013:0)
#loc1507 = loc("optimizer/1/sub_143":2014:0)
#loc1508 = loc("optimizer/-/mul_415":2015:0)
#loc1509 = loc("optimizer/2/mul_416":2016:0)
#loc1510 = loc("optimizer/2/add_169":2017:0)
#loc1511 = loc("optimizer/-/mul_417":2018:0)
#loc1512 = loc("optimizer/2/mul_418":2019:0)
#loc1513 = loc("optimizer/2/mul_419":2020:0)
#loc1514 = loc("optimizer/2/add_170":2021:0)
#loc1515 = loc("optimizer/2/div_95":2024:0)
#loc1517 = loc("optimizer/2/div_96":2027:0)
#loc1519 = loc("optimizer/-/mul_420":2028:0)
#loc1520 = loc("optimizer/2/mul_421":2029:0)
#loc1521 = loc("optimizer/2/sqrt_27":2030:0)
#loc1522 = loc("optimizer/2/add_171":2031:0)
#loc1523 = loc("optimizer/2/div_97":2032:0)
#loc1524 = loc("optimizer/2/sub_146":2033:0)
#loc1525 = loc("optimizer/2/mul_422":2034:0)
#loc1526 = loc("optimizer/2/mul_423":2035:0)
#loc1527 = loc("optimizer/2/add_172":2036:0)
#loc1528 = loc("optimizer/2/mul_424":2037:0)
#loc1529 = loc("optimizer/2/mul_425":2038:0)
#loc1530 = loc("optimizer/2/mul_426":2039:0)
#loc1531 = loc("optimizer/2/add_173":2040:0)
#loc1532 = loc("optimizer/2/div_98":2043:0)
#loc1534 = loc("optimizer/2/div_99":2046:0)
#loc1536 = loc("optimizer/2/mul_427":2047:0)
#loc1537 = loc("optimizer/2/mul_428":2048:0)
#loc1538 = loc("optimizer/2/sqrt_28":2049:0)
#loc1539 = loc("optimizer/2/add_174":2050:0)
#loc1540 = loc("optimizer/2/div_100":2051:0)
#loc1541 = loc("optimizer/2/sub_149":2052:0)
#loc1542 = loc("optimizer/2/mul_429":2053:0)
#loc1543 = loc("optimizer/2/mul_430":2054:0)
#loc1544 = loc("optimizer/2/add_175":2055:0)
#loc1545 = loc("optimizer/2/mul_431":2056:0)
#loc1546 = loc("optimizer/2/mul_432":2057:0)
#loc1547 = loc("optimizer/2/mul_433":2058:0)
#loc1548 = loc("optimizer/2/add_176":2059:0)
#loc1549 = loc("optimizer/2/div_101":2062:0)
#loc1551 = loc("optimizer/2/div_102":2065:0)
#loc1553 = loc("optimizer/2/mul_434":2066:0)
#loc1554 = loc("optimizer/2/mul_435":2067:0)
#loc1555 = loc("optimizer/2/sqrt_29":2068:0)
#loc1556 = loc("optimizer/2/add_177":2069:0)
#loc1557 = loc("optimizer/2/div_103":2070:0)
#loc1558 = loc("optimizer/2/sub_152":2071:0)
#loc1559 = loc("optimizer/2/mul_436":2072:0)
#loc1560 = loc("optimizer/2/mul_437":2073:0)
#loc1562 = loc("optimizer/2/add_178":2074:0)
#loc1563 = loc("optimizer/2/mul_438":2075:0)
#loc1564 = loc("optimizer/2/mul_439":2076:0)
#loc1565 = loc("optimizer/2/mul_440":2077:0)
#loc1566 = loc("optimizer/2/add_179":2078:0)
#loc1567 = loc("optimizer/2/div_104":2081:0)
#loc1569 = loc("optimizer/2/div_105":2084:0)
#loc1571 = loc("optimizer/2/mul_441":2085:0)
#loc1572 = loc("optimizer/2/mul_442":2086:0)
#loc1573 = loc("optimizer/2/sqrt_30":2087:0)
#loc1574 = loc("optimizer/2/add_180":2088:0)
#loc1575 = loc("optimizer/2/div_106":2089:0)
#loc1576 = loc("optimizer/2/sub_155":2090:0)
#loc1577 = loc("optimizer/2/mul_443":2091:0)
#loc1578 = loc("optimizer/2/mul_444":2092:0)
#loc1579 = loc("optimizer/2/add_181":2093:0)
#loc1580 = loc("optimizer/2/mul_445":2094:0)
#loc1581 = loc("optimizer/2/mul_446":2095:0)
#loc1582 = loc("optimizer/2/mul_447":2096:0)
#loc1583 = loc("optimizer/2/add_182":2097:0)
#loc1584 = loc("optimizer/2/div_107":2100:0)
#loc1586 = loc("optimizer/2/div_108":2103:0)
#loc1588 = loc("optimizer/2/mul_448":2104:0)
#loc1589 = loc("optimizer/2/mul_449":2105:0)
#loc1590 = loc("optimizer/2/sqrt_31":2106:0)
#loc1591 = loc("optimizer/2/add_183":2107:0)
#loc1592 = loc("optimizer/2/div_109":2108:0)
#loc1593 = loc("optimizer/2/sub_158":2109:0)
#loc1594 = loc("optimizer/2/mul_450":2110:0)
#loc1595 = loc("optimizer/2/mul_451":2111:0)
#loc1597 = loc("optimizer/2/add_184":2112:0)
#loc1598 = loc("optimizer/2/mul_452":2113:0)
#loc1599 = loc("optimizer/2/mul_453":2114:0)
#loc1600 = loc("optimizer/2/mul_454":2115:0)
#loc1601 = loc("optimizer/2/add_185":2116:0)
#loc1602 = loc("optimizer/2/div_110":2119:0)
#loc1604 = loc("optimizer/2/div_111":2122:0)
#loc1606 = loc("optimizer/2/mul_455":2123:0)
#loc1607 = loc("optimizer/2/mul_456":2124:0)
#loc1608 = loc("optimizer/2/sqrt_32":2125:0)
#loc1609 = loc("optimizer/2/add_186":2126:0)
#loc1610 = loc("optimizer/2/div_112":2127:0)
#loc1611 = loc("optimizer/2/sub_161":2128:0)
#loc1612 = loc("optimizer/2/mul_457":2129:0)
#loc1613 = loc("optimizer/2/mul_458":2130:0)
#loc1614 = loc("optimizer/2/add_187":2131:0)
#loc1615 = loc("optimizer/2/mul_459":2132:0)
#loc1616 = loc("optimizer/2/mul_460":2133:0)
#loc1617 = loc("optimizer/2/mul_461":2134:0)
#loc1618 = loc("optimizer/2/add_188":2135:0)
#loc1619 = loc("optimizer/2/div_113":2138:0)
#loc1621 = loc("optimizer/2/div_114":2141:0)
#loc1623 = loc("optimizer/2/mul_462":2142:0)
#loc1624 = loc("optimizer/2/mul_463":2143:0)
#loc1625 = loc("optimizer/2/sqrt_33":2144:0)
#loc1626 = loc("optimizer/2/add_189":2145:0)
#loc1627 = loc("optimizer/2/div_115":2146:0)
#loc1628 = loc("optimizer/2/sub_164":2147:0)
#loc1629 = loc("optimizer/2/mul_464":2148:0)
#loc1630 = loc("optimizer/2/mul_465":2149:0)
#loc1631 = loc("optimizer/2/add_190":2150:0)
#loc1632 = loc("optimizer/2/mul_466":2151:0)
#loc1633 = loc("optimizer/2/mul_467":2152:0)
#loc1634 = loc("optimizer/2/mul_468":2153:0)
#loc1635 = loc("optimizer/2/add_191":2154:0)
#loc1636 = loc("optimizer/2/div_116":2157:0)
#loc1638 = loc("optimizer/2/div_117":2160:0)
#loc1640 = loc("optimizer/2/mul_469":2161:0)
#loc1641 = loc("optimizer/2/mul_470":2162:0)
#loc1642 = loc("optimizer/2/sqrt_34":2163:0)
#loc1643 = loc("optimizer/2/add_192":2164:0)
#loc1644 = loc("optimizer/2/div_118":2165:0)
#loc1645 = loc("optimizer/2/sub_167":2166:0)
#loc1646 = loc("optimizer/2/mul_471":2167:0)
#loc1647 = loc("optimizer/2/mul_472":2168:0)
#loc1648 = loc("optimizer/2/add_193":2169:0)
#loc1649 = loc("optimizer/2/mul_473":2170:0)
#loc1650 = loc("optimizer/2/mul_474":2171:0)
#loc1651 = loc("optimizer/2/mul_475":2172:0)
#loc1652 = loc("optimizer/2/add_194":2173:0)
#loc1653 = loc("optimizer/2/div_119":2176:0)
#loc1655 = loc("optimizer/2/div_120":2179:0)
#loc1657 = loc("optimizer/2/mul_476":2180:0)
#loc1658 = loc("optimizer/2/mul_477":2181:0)
#loc1659 = loc("optimizer/2/sqrt_35":2182:0)
#loc1660 = loc("optimizer/2/add_195":2183:0)
#loc1661 = loc("optimizer/2/div_121":2184:0)
#loc1662 = loc("optimizer/2/sub_170":2185:0)
#loc1663 = loc("optimizer/2/mul_478":2186:0)
#loc1664 = loc("optimizer/2/mul_479":2187:0)
#loc1666 = loc("optimizer/2/add_196":2188:0)
#loc1667 = loc("optimizer/2/mul_480":2189:0)
#loc1668 = loc("optimizer/2/mul_481":2190:0)
#loc1669 = loc("optimizer/2/mul_482":2191:0)
#loc1670 = loc("optimizer/2/add_197":2192:0)
#loc1671 = loc("optimizer/2/div_122":2195:0)
#loc1673 = loc("optimizer/2/div_123":2198:0)
#loc1675 = loc("optimizer/2/mul_483":2199:0)
#loc1676 = loc("optimizer/2/mul_484":2200:0)
#loc1677 = loc("optimizer/2/sqrt_36":2201:0)
#loc1678 = loc("optimizer/2/add_198":2202:0)
#loc1679 = loc("optimizer/2/div_124":2203:0)
#loc1680 = loc("optimizer/2/sub_173":2204:0)
#loc1681 = loc("optimizer/2/mul_485":2205:0)
#loc1682 = loc("optimizer/2/mul_486":2206:0)
#loc1683 = loc("optimizer/2/add_199":2207:0)
#loc1684 = loc("optimizer/2/mul_487":2208:0)
#loc1685 = loc("optimizer/2/mul_488":2209:0)
#loc1686 = loc("optimizer/2/mul_489":2210:0)
#loc1687 = loc("optimizer/2/add_200":2211:0)
#loc1688 = loc("optimizer/2/div_125":2214:0)
#loc1690 = loc("optimizer/2/div_126":2217:0)
#loc1692 = loc("optimizer/2/mul_490":2218:0)
#loc1693 = loc("optimizer/2/mul_491":2219:0)
#loc1694 = loc("optimizer/2/sqrt_37":2220:0)
#loc1695 = loc("optimizer/2/add_201":2221:0)
#loc1696 = loc("optimizer/2/div_127":2222:0)
#loc1697 = loc("optimizer/2/sub_176":2223:0)
#loc1698 = loc("optimizer/2/mul_492":2224:0)
#loc1699 = loc("optimizer/2/mul_493":2225:0)
#loc1701 = loc("optimizer/2/add_202":2226:0)
#loc1702 = loc("optimizer/2/mul_494":2227:0)
#loc1703 = loc("optimizer/2/mul_495":2228:0)
#loc1704 = loc("optimizer/2/mul_496":2229:0)
#loc1705 = loc("optimizer/2/add_203":2230:0)
#loc1706 = loc("optimizer/2/div_128":2233:0)
#loc1708 = loc("optimizer/2/div_129":2236:0)
#loc1710 = loc("optimizer/2/mul_497":2237:0)
#loc1711 = loc("optimizer/2/mul_498":2238:0)
#loc1712 = loc("optimizer/2/sqrt_38":2239:0)
#loc1713 = loc("optimizer/2/add_204":2240:0)
#loc1714 = loc("optimizer/2/div_130":2241:0)
#loc1715 = loc("optimizer/2/sub_179":2242:0)
#loc1716 = loc("optimizer/2/mul_499":2243:0)
#loc1717 = loc("optimizer/2/mul_500":2244:0)
#loc1718 = loc("optimizer/2/add_205":2245:0)
#loc1719 = loc("optimizer/2/mul_501":2246:0)
#loc1720 = loc("optimizer/2/mul_502":2247:0)
#loc1721 = loc("optimizer/2/mul_503":2248:0)
#loc1722 = loc("optimizer/2/add_206":2249:0)
#loc1723 = loc("optimizer/2/div_131":2252:0)
#loc1725 = loc("optimizer/2/div_132":2255:0)
#loc1727 = loc("optimizer/2/mul_504":2256:0)
#loc1728 = loc("optimizer/2/mul_505":2257:0)
#loc1729 = loc("optimizer/2/sqrt_39":2258:0)
#loc1730 = loc("optimizer/2/add_207":2259:0)
#loc1731 = loc("optimizer/2/div_133":2260:0)
#loc1732 = loc("optimizer/2/sub_182":2261:0)
#loc1733 = loc("optimizer/2/mul_506":2262:0)
#loc1734 = loc("optimizer/2/mul_507":2263:0)
#loc1736 = loc("optimizer/2/add_208":2264:0)
#loc1737 = loc("optimizer/2/mul_508":2265:0)
#loc1738 = loc("optimizer/2/mul_509":2266:0)
#loc1739 = loc("optimizer/2/mul_510":2267:0)
#loc1740 = loc("optimizer/2/add_209":2268:0)
#loc1741 = loc("optimizer/2/div_134":2271:0)
#loc1743 = loc("optimizer/2/div_135":2274:0)
#loc1745 = loc("optimizer/2/mul_511":2275:0)
#loc1746 = loc("optimizer/2/mul_512":2276:0)
#loc1747 = loc("optimizer/2/sqrt_40":2277:0)
#loc1748 = loc("optimizer/2/add_210":2278:0)
#loc1749 = loc("optimizer/2/div_136":2279:0)
#loc1750 = loc("optimizer/2/sub_185":2280:0)
#loc1751 = loc("optimizer/2/mul_513":2281:0)
#loc1752 = loc("optimizer/2/mul_514":2282:0)
#loc1753 = loc("optimizer/2/add_211":2283:0)
#loc1754 = loc("optimizer/2/mul_515":2284:0)
#loc1755 = loc("optimizer/2/mul_516":2285:0)
#loc1756 = loc("optimizer/2/mul_517":2286:0)
#loc1757 = loc("optimizer/2/add_212":2287:0)
#loc1758 = loc("optimizer/2/div_137":2290:0)
#loc1760 = loc("optimizer/2/div_138":2293:0)
#loc1762 = loc("optimizer/2/mul_518":2294:0)
#loc1763 = loc("optimizer/2/mul_519":2295:0)
#loc1764 = loc("optimizer/2/sqrt_41":2296:0)
#loc1765 = loc("optimizer/2/add_213":2297:0)
#loc1766 = loc("optimizer/2/div_139":2298:0)
#loc1767 = loc("optimizer/2/sub_188":2299:0)
#loc1768 = loc("optimizer/2/mul_520":2300:0)
#loc1769 = loc("optimizer/2/mul_521":2301:0)
#loc1770 = loc("optimizer/2/add_214":2302:0)
#loc1771 = loc("optimizer/2/mul_522":2303:0)
#loc1772 = loc("optimizer/2/mul_523":2304:0)
#loc1773 = loc("optimizer/2/mul_524":2305:0)
#loc1774 = loc("optimizer/2/add_215":2306:0)
#loc1775 = loc("optimizer/2/div_140":2309:0)
#loc1777 = loc("optimizer/2/div_141":2312:0)
#loc1779 = loc("optimizer/2/mul_525":2313:0)
#loc1780 = loc("optimizer/2/mul_526":2314:0)
#loc1781 = loc("optimizer/2/sqrt_42":2315:0)
#loc1782 = loc("optimizer/2/add_216":2316:0)
#loc1783 = loc("optimizer/2/div_142":2317:0)
#loc1784 = loc("optimizer/2/sub_191":2318:0)
#loc1785 = loc("optimizer/2/mul_527":2319:0)
#loc1786 = loc("optimizer/2/mul_528":2320:0)
#loc1787 = loc("optimizer/2/add_217":2321:0)
#loc1788 = loc("optimizer/2/mul_529":2322:0)
#loc1789 = loc("optimizer/2/mul_530":2323:0)
#loc1790 = loc("optimizer/2/mul_531":2324:0)
#loc1791 = loc("optimizer/2/add_218":2325:0)
#loc1792 = loc("optimizer/2/div_143":2328:0)
#loc1794 = loc("optimizer/2/div_144":2331:0)
#loc1796 = loc("optimizer/2/mul_532":2332:0)
#loc1797 = loc("optimizer/2/mul_533":2333:0)
#loc1798 = loc("optimizer/2/sqrt_43":2334:0)
#loc1799 = loc("optimizer/2/add_219":2335:0)
#loc1800 = loc("optimizer/2/div_145":2336:0)
#loc1801 = loc("optimizer/2/sub_194":2337:0)
#loc1802 = loc("optimizer/2/mul_534":2338:0)
#loc1803 = loc("optimizer/2/mul_535":2339:0)
#loc1805 = loc("optimizer/2/add_220":2340:0)
#loc1806 = loc("optimizer/2/mul_536":2341:0)
#loc1807 = loc("optimizer/2/mul_537":2342:0)
#loc1808 = loc("optimizer/2/mul_538":2343:0)
#loc1809 = loc("optimizer/2/add_221":2344:0)
#loc1810 = loc("optimizer/2/div_146":2347:0)
#loc1812 = loc("optimizer/2/div_147":2350:0)
#loc1814 = loc("optimizer/2/mul_539":2351:0)
#loc1815 = loc("optimizer/2/mul_540":2352:0)
#loc1816 = loc("optimizer/2/sqrt_44":2353:0)
#loc1817 = loc("optimizer/2/add_222":2354:0)
#loc1818 = loc("optimizer/2/div_148":2355:0)
#loc1819 = loc("optimizer/2/sub_197":2356:0)
#loc1820 = loc("optimizer/2/mul_541":2357:0)
#loc1821 = loc("optimizer/2/mul_542":2358:0)
#loc1822 = loc("optimizer/2/add_223":2359:0)
#loc1823 = loc("optimizer/2/mul_543":2360:0)
#loc1824 = loc("optimizer/2/mul_544":2361:0)
#loc1825 = loc("optimizer/2/mul_545":2362:0)
#loc1826 = loc("optimizer/2/add_224":2363:0)
#loc1827 = loc("optimizer/2/div_149":2366:0)
#loc1829 = loc("optimizer/2/div_150":2369:0)
#loc1831 = loc("optimizer/2/mul_546":2370:0)
#loc1832 = loc("optimizer/2/mul_547":2371:0)
#loc1833 = loc("optimizer/2/sqrt_45":2372:0)
#loc1834 = loc("optimizer/2/add_225":2373:0)
#loc1835 = loc("optimizer/2/div_151":2374:0)
#loc1836 = loc("optimizer/2/sub_200":2375:0)
#loc1837 = loc("optimizer/2/mul_548":2376:0)
#loc1838 = loc("optimizer/2/mul_549":2377:0)
#loc1840 = loc("optimizer/2/add_226":2378:0)
#loc1841 = loc("optimizer/2/mul_550":2379:0)
#loc1842 = loc("optimizer/2/mul_551":2380:0)
#loc1843 = loc("optimizer/2/mul_552":2381:0)
#loc1844 = loc("optimizer/2/add_227":2382:0)
#loc1845 = loc("optimizer/2/div_152":2385:0)
#loc1847 = loc("optimizer/2/div_153":2388:0)
#loc1849 = loc("optimizer/2/mul_553":2389:0)
#loc1850 = loc("optimizer/2/mul_554":2390:0)
#loc1851 = loc("optimizer/2/sqrt_46":2391:0)
#loc1852 = loc("optimizer/2/add_228":2392:0)
#loc1853 = loc("optimizer/2/div_154":2393:0)
#loc1854 = loc("optimizer/2/sub_203":2394:0)
#loc1855 = loc("optimizer/2/mul_555":2395:0)
#loc1856 = loc("optimizer/3/mul_556":2396:0)
#loc1857 = loc("optimizer/2/add_229":2397:0)
#loc1858 = loc("optimizer/2/mul_557":2398:0)
#loc1859 = loc("optimizer/3/mul_558":2399:0)
#loc1860 = loc("optimizer/3/mul_559":2400:0)
#loc1861 = loc("optimizer/2/add_230":2401:0)
#loc1862 = loc("optimizer/2/div_155":2404:0)
#loc1864 = loc("optimizer/2/div_156":2407:0)
#loc1866 = loc("optimizer/2/mul_560":2408:0)
#loc1867 = loc("optimizer/2/mul_561":2409:0)
#loc1868 = loc("optimizer/2/sqrt_47":2410:0)
#loc1869 = loc("optimizer/2/add_231":2411:0)
#loc1870 = loc("optimizer/2/div_157":2412:0)
#loc1871 = loc("optimizer/2/sub_206":2413:0)
#loc1872 = loc("optimizer/3/mul_562":2414:0)
#loc1873 = loc("optimizer/3/mul_563":2415:0)
#loc1874 = loc("optimizer/3/add_232":2416:0)
#loc1875 = loc("optimizer/3/mul_564":2417:0)
#loc1876 = loc("optimizer/3/mul_565":2418:0)
#loc1877 = loc("optimizer/3/mul_566":2419:0)
#loc1878 = loc("optimizer/3/add_233":2420:0)
#loc1879 = loc("optimizer/3/div_158":2423:0)
#loc1881 = loc("optimizer/3/div_159":2426:0)
#loc1883 = loc("optimizer/3/mul_567":2427:0)
#loc1884 = loc("optimizer/3/mul_568":2428:0)
#loc1885 = loc("optimizer/3/sqrt_48":2429:0)
#loc1886 = loc("optimizer/3/add_234":2430:0)
#loc1887 = loc("optimizer/3/div_160":2431:0)
#loc1888 = loc("optimizer/3/sub_209":2432:0)
#loc1889 = loc("optimizer/3/mul_569":2433:0)
#loc1890 = loc("optimizer/3/mul_570":2434:0)
#loc1891 = loc("optimizer/3/add_235":2435:0)
#loc1892 = loc("optimizer/3/mul_571":2436:0)
#loc1893 = loc("optimizer/3/mul_572":2437:0)
#loc1894 = loc("optimizer/3/mul_573":2438:0)
#loc1895 = loc("optimizer/3/add_236":2439:0)
#loc1896 = loc("optimizer/3/div_161":2442:0)
#loc1898 = loc("optimizer/3/div_162":2445:0)
#loc1900 = loc("optimizer/3/mul_574":2446:0)
#loc1901 = loc("optimizer/3/mul_575":2447:0)
#loc1902 = loc("optimizer/3/sqrt_49":2448:0)
#loc1903 = loc("optimizer/3/add_237":2449:0)
#loc1904 = loc("optimizer/3/div_163":2450:0)
#loc1905 = loc("optimizer/3/sub_212":2451:0)
#loc1906 = loc("optimizer/3/mul_576":2452:0)
#loc1907 = loc("optimizer/3/mul_577":2453:0)
#loc1909 = loc("optimizer/3/add_238":2454:0)
#loc1910 = loc("optimizer/3/mul_578":2455:0)
#loc1911 = loc("optimizer/3/mul_579":2456:0)
#loc1912 = loc("optimizer/3/mul_580":2457:0)
#loc1913 = loc("optimizer/3/add_239":2458:0)
#loc1914 = loc("optimizer/3/div_164":2461:0)
#loc1916 = loc("optimizer/3/div_165":2464:0)
#loc1918 = loc("optimizer/3/mul_581":2465:0)
#loc1919 = loc("optimizer/3/mul_582":2466:0)
#loc1920 = loc("optimizer/3/sqrt_50":2467:0)
#loc1921 = loc("optimizer/3/add_240":2468:0)
#loc1922 = loc("optimizer/3/div_166":2469:0)
#loc1923 = loc("optimizer/3/sub_215":2470:0)
#loc1924 = loc("optimizer/3/mul_583":2471:0)
#loc1925 = loc("optimizer/3/mul_584":2472:0)
#loc1926 = loc("optimizer/3/add_241":2473:0)
#loc1927 = loc("optimizer/3/mul_585":2474:0)
#loc1928 = loc("optimizer/3/mul_586":2475:0)
#loc1929 = loc("optimizer/3/mul_587":2476:0)
#loc1930 = loc("optimizer/3/add_242":2477:0)
#loc1931 = loc("optimizer/3/div_167":2480:0)
#loc1933 = loc("optimizer/3/div_168":2483:0)
#loc1935 = loc("optimizer/3/mul_588":2484:0)
#loc1936 = loc("optimizer/3/mul_589":2485:0)
#loc1937 = loc("optimizer/3/sqrt_51":2486:0)
#loc1938 = loc("optimizer/3/add_243":2487:0)
#loc1939 = loc("optimizer/3/div_169":2488:0)
#loc1940 = loc("optimizer/3/sub_218":2489:0)
#loc1941 = loc("optimizer/3/mul_590":2490:0)
#loc1942 = loc("optimizer/3/mul_591":2491:0)
#loc1944 = loc("optimizer/3/add_244":2492:0)
#loc1945 = loc("optimizer/3/mul_592":2493:0)
#loc1946 = loc("optimizer/3/mul_593":2494:0)
#loc1947 = loc("optimizer/3/mul_594":2495:0)
#loc1948 = loc("optimizer/3/add_245":2496:0)
#loc1949 = loc("optimizer/3/div_170":2499:0)
#loc1951 = loc("optimizer/3/div_171":2502:0)
#loc1953 = loc("optimizer/3/mul_595":2503:0)
#loc1954 = loc("optimizer/3/mul_596":2504:0)
#loc1955 = loc("optimizer/3/sqrt_52":2505:0)
#loc1956 = loc("optimizer/3/add_246":2506:0)
#loc1957 = loc("optimizer/3/div_172":2507:0)
#loc1958 = loc("optimizer/3/sub_221":2508:0)
#loc1959 = loc("optimizer/3/mul_597":2509:0)
#loc1960 = loc("optimizer/3/mul_598":2510:0)
#loc1961 = loc("optimizer/3/add_247":2511:0)
#loc1962 = loc("optimizer/3/mul_599":2512:0)
#loc1963 = loc("optimizer/3/mul_600":2513:0)
#loc1964 = loc("optimizer/3/mul_601":2514:0)
#loc1965 = loc("optimizer/3/add_248":2515:0)
#loc1966 = loc("optimizer/3/div_173":2518:0)
#loc1968 = loc("optimizer/3/div_174":2521:0)
#loc1970 = loc("optimizer/3/mul_602":2522:0)
#loc1971 = loc("optimizer/3/mul_603":2523:0)
#loc1972 = loc("optimizer/3/sqrt_53":2524:0)
#loc1973 = loc("optimizer/3/add_249":2525:0)
#loc1974 = loc("optimizer/3/div_175":2526:0)
#loc1975 = loc("optimizer/3/sub_224":2527:0)
#loc1976 = loc("optimizer/3/mul_604":2528:0)
#loc1977 = loc("optimizer/3/mul_605":2529:0)
#loc1978 = loc("optimizer/3/add_250":2530:0)
#loc1979 = loc("optimizer/3/mul_606":2531:0)
#loc1980 = loc("optimizer/3/mul_607":2532:0)
#loc1981 = loc("optimizer/3/mul_608":2533:0)
#loc1982 = loc("optimizer/3/add_251":2534:0)
#loc1983 = loc("optimizer/3/div_176":2537:0)
#loc1985 = loc("optimizer/3/div_177":2540:0)
#loc1987 = loc("optimizer/3/mul_609":2541:0)
#loc1988 = loc("optimizer/3/mul_610":2542:0)
#loc1989 = loc("optimizer/3/sqrt_54":2543:0)
#loc1990 = loc("optimizer/3/add_252":2544:0)
#loc1991 = loc("optimizer/3/div_178":2545:0)
#loc1992 = loc("optimizer/3/sub_227":2546:0)
#loc1993 = loc("optimizer/3/mul_611":2547:0)
#loc1994 = loc("optimizer/3/mul_612":2548:0)
#loc1995 = loc("optimizer/3/add_253":2549:0)
#loc1996 = loc("optimizer/3/mul_613":2550:0)
#loc1997 = loc("optimizer/3/mul_614":2551:0)
#loc1998 = loc("optimizer/3/mul_615":2552:0)
#loc1999 = loc("optimizer/3/add_254":2553:0)
#loc2000 = loc("optimizer/3/div_179":2556:0)
#loc2002 = loc("optimizer/3/div_180":2559:0)
#loc2004 = loc("optimizer/3/mul_616":2560:0)
#loc2005 = loc("optimizer/3/mul_617":2561:0)
#loc2006 = loc("optimizer/3/sqrt_55":2562:0)
#loc2007 = loc("optimizer/3/add_255":2563:0)
#loc2008 = loc("optimizer/3/div_181":2564:0)
#loc2009 = loc("optimizer/3/sub_230":2565:0)
#loc2010 = loc("optimizer/3/mul_618":2566:0)
#loc2011 = loc("optimizer/3/mul_619":2567:0)
#loc2013 = loc("optimizer/3/add_256":2568:0)
#loc2014 = loc("optimizer/3/mul_620":2569:0)
#loc2015 = loc("optimizer/3/mul_621":2570:0)
#loc2016 = loc("optimizer/3/mul_622":2571:0)
#loc2017 = loc("optimizer/3/add_257":2572:0)
#loc2018 = loc("optimizer/3/div_182":2575:0)
#loc2020 = loc("optimizer/3/div_183":2578:0)
#loc2022 = loc("optimizer/3/mul_623":2579:0)
#loc2023 = loc("optimizer/3/mul_624":2580:0)
#loc2024 = loc("optimizer/3/sqrt_56":2581:0)
#loc2025 = loc("optimizer/3/add_258":2582:0)
#loc2026 = loc("optimizer/3/div_184":2583:0)
#loc2027 = loc("optimizer/3/sub_233":2584:0)
#loc2028 = loc("optimizer/3/mul_625":2585:0)
#loc2029 = loc("optimizer/3/mul_626":2586:0)
#loc2030 = loc("optimizer/3/add_259":2587:0)
#loc2031 = loc("optimizer/3/mul_627":2588:0)
#loc2032 = loc("optimizer/3/mul_628":2589:0)
#loc2033 = loc("optimizer/3/mul_629":2590:0)
#loc2034 = loc("optimizer/3/add_260":2591:0)
#loc2035 = loc("optimizer/3/div_185":2594:0)
#loc2037 = loc("optimizer/3/div_186":2597:0)
#loc2039 = loc("optimizer/3/mul_630":2598:0)
#loc2040 = loc("optimizer/3/mul_631":2599:0)
#loc2041 = loc("optimizer/3/sqrt_57":2600:0)
#loc2042 = loc("optimizer/3/add_261":2601:0)
#loc2043 = loc("optimizer/3/div_187":2602:0)
#loc2044 = loc("optimizer/3/sub_236":2603:0)
#loc2045 = loc("optimizer/3/mul_632":2604:0)
#loc2046 = loc("optimizer/3/mul_633":2605:0)
#loc2048 = loc("optimizer/3/add_262":2606:0)
#loc2049 = loc("optimizer/3/mul_634":2607:0)
#loc2050 = loc("optimizer/3/mul_635":2608:0)
#loc2051 = loc("optimizer/3/mul_636":2609:0)
#loc2052 = loc("optimizer/3/add_263":2610:0)
#loc2053 = loc("optimizer/3/div_188":2613:0)
#loc2055 = loc("optimizer/3/div_189":2616:0)
#loc2057 = loc("optimizer/3/mul_637":2617:0)
#loc2058 = loc("optimizer/3/mul_638":2618:0)
#loc2059 = loc("optimizer/3/sqrt_58":2619:0)
#loc2060 = loc("optimizer/3/add_264":2620:0)
#loc2061 = loc("optimizer/3/div_190":2621:0)
#loc2062 = loc("optimizer/3/sub_239":2622:0)
#loc2063 = loc("optimizer/3/mul_639":2623:0)
#loc2064 = loc("optimizer/3/mul_640":2624:0)
#loc2065 = loc("optimizer/3/add_265":2625:0)
#loc2066 = loc("optimizer/3/mul_641":2626:0)
#loc2067 = loc("optimizer/3/mul_642":2627:0)
#loc2068 = loc("optimizer/3/mul_643":2628:0)
#loc2069 = loc("optimizer/3/add_266":2629:0)
#loc2070 = loc("optimizer/3/div_191":2632:0)
#loc2072 = loc("optimizer/3/div_192":2635:0)
#loc2074 = loc("optimizer/3/mul_644":2636:0)
#loc2075 = loc("optimizer/3/mul_645":2637:0)
#loc2076 = loc("optimizer/3/sqrt_59":2638:0)
#loc2077 = loc("optimizer/3/add_267":2639:0)
#loc2078 = loc("optimizer/3/div_193":2640:0)
#loc2079 = loc("optimizer/3/sub_242":2641:0)
#loc2080 = loc("optimizer/3/mul_646":2642:0)
#loc2081 = loc("optimizer/3/mul_647":2643:0)
#loc2083 = loc("optimizer/3/add_268":2644:0)
#loc2084 = loc("optimizer/3/mul_648":2645:0)
#loc2085 = loc("optimizer/3/mul_649":2646:0)
#loc2086 = loc("optimizer/3/mul_650":2647:0)
#loc2087 = loc("optimizer/3/add_269":2648:0)
#loc2088 = loc("optimizer/3/div_194":2651:0)
#loc2090 = loc("optimizer/3/div_195":2654:0)
#loc2092 = loc("optimizer/3/mul_651":2655:0)
#loc2093 = loc("optimizer/3/mul_652":2656:0)
#loc2094 = loc("optimizer/3/sqrt_60":2657:0)
#loc2095 = loc("optimizer/3/add_270":2658:0)
#loc2096 = loc("optimizer/3/div_196":2659:0)
#loc2097 = loc("optimizer/3/sub_245":2660:0)
#loc2098 = loc("optimizer/3/mul_653":2661:0)
#loc2099 = loc("optimizer/3/mul_654":2662:0)
#loc2100 = loc("optimizer/3/add_271":2663:0)
#loc2101 = loc("optimizer/3/mul_655":2664:0)
#loc2102 = loc("optimizer/3/mul_656":2665:0)
#loc2103 = loc("optimizer/3/mul_657":2666:0)
#loc2104 = loc("optimizer/3/add_272":2667:0)
#loc2105 = loc("optimizer/3/div_197":2670:0)
#loc2107 = loc("optimizer/3/div_198":2673:0)
#loc2109 = loc("optimizer/3/mul_658":2674:0)
#loc2110 = loc("optimizer/3/mul_659":2675:0)
#loc2111 = loc("optimizer/3/sqrt_61":2676:0)
#loc2112 = loc("optimizer/3/add_273":2677:0)
#loc2113 = loc("optimizer/3/div_199":2678:0)
#loc2114 = loc("optimizer/3/sub_248":2679:0)
#loc2115 = loc("optimizer/3/mul_660":2680:0)
#loc2116 = loc("optimizer/3/mul_661":2681:0)
#loc2117 = loc("optimizer/3/add_274":2682:0)
#loc2118 = loc("optimizer/3/mul_662":2683:0)
#loc2119 = loc("optimizer/3/mul_663":2684:0)
#loc2120 = loc("optimizer/3/mul_664":2685:0)
#loc2121 = loc("optimizer/3/add_275":2686:0)
#loc2122 = loc("optimizer/3/div_200":2689:0)
#loc2124 = loc("optimizer/3/div_201":2692:0)
#loc2126 = loc("optimizer/3/mul_665":2693:0)
#loc2127 = loc("optimizer/3/mul_666":2694:0)
#loc2128 = loc("optimizer/3/sqrt_62":2695:0)
#loc2129 = loc("optimizer/3/add_276":2696:0)
#loc2130 = loc("optimizer/3/div_202":2697:0)
#loc2131 = loc("optimizer/3/sub_251":2698:0)
#loc2132 = loc("optimizer/3/mul_667":2699:0)
#loc2133 = loc("optimizer/3/mul_668":2700:0)
#loc2134 = loc("optimizer/3/add_277":2701:0)
#loc2135 = loc("optimizer/3/mul_669":2702:0)
#loc2136 = loc("optimizer/3/mul_670":2703:0)
#loc2137 = loc("optimizer/3/mul_671":2704:0)
#loc2138 = loc("optimizer/3/add_278":2705:0)
#loc2139 = loc("optimizer/3/div_203":2708:0)
#loc2141 = loc("optimizer/3/div_204":2711:0)
#loc2143 = loc("optimizer/3/mul_672":2712:0)
#loc2144 = loc("optimizer/3/mul_673":2713:0)
#loc2145 = loc("optimizer/3/sqrt_63":2714:0)
#loc2146 = loc("optimizer/3/add_279":2715:0)
#loc2147 = loc("optimizer/3/div_205":2716:0)
#loc2148 = loc("optimizer/3/sub_254":2717:0)
#loc2149 = loc("optimizer/3/mul_674":2718:0)
#loc2150 = loc("optimizer/3/mul_675":2719:0)
#loc2152 = loc("optimizer/3/add_280":2720:0)
#loc2153 = loc("optimizer/3/mul_676":2721:0)
#loc2154 = loc("optimizer/3/mul_677":2722:0)
#loc2155 = loc("optimizer/3/mul_678":2723:0)
#loc2156 = loc("optimizer/3/add_281":2724:0)
#loc2157 = loc("optimizer/3/div_206":2727:0)
#loc2159 = loc("optimizer/3/div_207":2730:0)
#loc2161 = loc("optimizer/3/mul_679":2731:0)
#loc2162 = loc("optimizer/3/mul_680":2732:0)
#loc2163 = loc("optimizer/3/sqrt_64":2733:0)
#loc2164 = loc("optimizer/3/add_282":2734:0)
#loc2165 = loc("optimizer/3/div_208":2735:0)
#loc2166 = loc("optimizer/3/sub_257":2736:0)
#loc2167 = loc("optimizer/3/mul_681":2737:0)
#loc2168 = loc("optimizer/3/mul_682":2738:0)
#loc2169 = loc("optimizer/3/add_283":2739:0)
#loc2170 = loc("optimizer/3/mul_683":2740:0)
#loc2171 = loc("optimizer/3/mul_684":2741:0)
#loc2172 = loc("optimizer/3/mul_685":2742:0)
#loc2173 = loc("optimizer/3/add_284":2743:0)
#loc2174 = loc("optimizer/3/div_209":2746:0)
#loc2176 = loc("optimizer/3/div_210":2749:0)
#loc2178 = loc("optimizer/3/mul_686":2750:0)
#loc2179 = loc("optimizer/3/mul_687":2751:0)
#loc2180 = loc("optimizer/3/sqrt_65":2752:0)
#loc2181 = loc("optimizer/3/add_285":2753:0)
#loc2182 = loc("optimizer/3/div_211":2754:0)
#loc2183 = loc("optimizer/3/sub_260":2755:0)
#loc2184 = loc("optimizer/3/mul_688":2756:0)
#loc2185 = loc("optimizer/3/mul_689":2757:0)
#loc2187 = loc("optimizer/3/add_286":2758:0)
#loc2188 = loc("optimizer/3/mul_690":2759:0)
#loc2189 = loc("optimizer/3/mul_691":2760:0)
#loc2190 = loc("optimizer/3/mul_692":2761:0)
#loc2191 = loc("optimizer/3/add_287":2762:0)
#loc2192 = loc("optimizer/3/div_212":2765:0)
#loc2194 = loc("optimizer/3/div_213":2768:0)
#loc2196 = loc("optimizer/3/mul_693":2769:0)
#loc2197 = loc("optimizer/3/mul_694":2770:0)
#loc2198 = loc("optimizer/3/sqrt_66":2771:0)
#loc2199 = loc("optimizer/3/add_288":2772:0)
#loc2200 = loc("optimizer/3/div_214":2773:0)
#loc2201 = loc("optimizer/3/sub_263":2774:0)
#loc2202 = loc("optimizer/3/mul_695":2775:0)
#loc2203 = loc("optimizer/3/mul_696":2776:0)
#loc2204 = loc("optimizer/3/add_289":2777:0)
#loc2205 = loc("optimizer/3/mul_697":2778:0)
#loc2206 = loc("optimizer/3/mul_698":2779:0)
#loc2207 = loc("optimizer/3/mul_699":2780:0)
#loc2208 = loc("optimizer/3/add_290":2781:0)
#loc2209 = loc("optimizer/3/div_215":2784:0)
#loc2211 = loc("optimizer/3/div_216":2787:0)
#loc2213 = loc("optimizer/3/mul_700":2788:0)
#loc2214 = loc("optimizer/3/mul_701":2789:0)
#loc2215 = loc("optimizer/3/sqrt_67":2790:0)
#loc2216 = loc("optimizer/3/add_291":2791:0)
#loc2217 = loc("optimizer/3/div_217":2792:0)
#loc2218 = loc("optimizer/3/sub_266":2793:0)
#loc2219 = loc("optimizer/-/mul_702":2794:0)
#loc2220 = loc("optimizer/3/mul_703":2795:0)
#loc2221 = loc("optimizer/3/add_292":2796:0)
#loc2222 = loc("optimizer/-/mul_704":2797:0)
#loc2223 = loc("optimizer/3/mul_705":2798:0)
#loc2224 = loc("optimizer/3/mul_706":2799:0)
#loc2225 = loc("optimizer/3/add_293":2800:0)
#loc2226 = loc("optimizer/3/div_218":2803:0)
#loc2228 = loc("optimizer/3/div_219":2806:0)
#loc2230 = loc("optimizer/-/mul_707":2807:0)
#loc2231 = loc("optimizer/3/mul_708":2808:0)
#loc2232 = loc("optimizer/3/sqrt_68":2809:0)
#loc2233 = loc("optimizer/3/add_294":2810:0)
#loc2234 = loc("optimizer/3/div_220":2811:0)
#loc2235 = loc("optimizer/3/sub_269":2812:0)
#loc2236 = loc("optimizer/-/mul_709":2813:0)
#loc2237 = loc("optimizer/-/mul_710":2814:0)
#loc2238 = loc("optimizer/-/add_295":2815:0)
#loc2239 = loc("optimizer/-/mul_711":2816:0)
#loc2240 = loc("optimizer/-/mul_712":2817:0)
#loc2241 = loc("optimizer/-/mul_713":2818:0)
#loc2242 = loc("optimizer/-/add_296":2819:0)
#loc2243 = loc("optimizer/-/div_221":2822:0)
#loc2245 = loc("optimizer/-/div_222":2825:0)
#loc2247 = loc("optimizer/-/mul_714":2826:0)
#loc2248 = loc("optimizer/-/mul_715":2827:0)
#loc2249 = loc("optimizer/-/sqrt_69":2828:0)
#loc2250 = loc("optimizer/-/add_297":2829:0)
#loc2251 = loc("optimizer/-/div_223":2830:0)
#loc2252 = loc("optimizer/-/sub_272":2831:0)
#loc = loc(unknown)
#loc34 = loc("forward/0/view":227:0)
#loc35 = loc("forward/0/mm":228:0)
#loc40 = loc("forward/0/view_1":233:0)
#loc41 = loc("forward/0/getitem_2":235:0)
#loc42 = loc("forward/0/view_2":238:0)
#loc43 = loc("forward/0/permute_1":239:0)
#loc44 = loc("forward/0/view_3":240:0)
#loc45 = loc("forward/0/view_4":242:0)
#loc46 = loc("forward/0/permute_3":243:0)
#loc47 = loc("forward/0/permute_4":244:0)
#loc48 = loc("forward/0/view_5":247:0)
#loc49 = loc("forward/0/view_6":250:0)
#loc50 = loc("forward/0/bmm":251:0)
#loc54 = loc("forward/0/view_8":256:0)
#loc55 = loc("forward/0/view_9":259:0)
#loc56 = loc("forward/0/bmm_1":260:0)
#loc57 = loc("forward/0/view_10":261:0)
#loc58 = loc("forward/0/permute_5":262:0)
#loc60 = loc("forward/0/view_12":266:0)
#loc61 = loc("forward/0/mm_1":267:0)
#loc76 = loc("forward/0/view_14":284:0)
#loc77 = loc("forward/0/mm_2":285:0)
#loc85 = loc("forward/0/view_16":293:0)
#loc86 = loc("forward/0/mm_3":294:0)
#loc101 = loc("forward/1/view_18":311:0)
#loc102 = loc("forward/1/mm_4":312:0)
#loc107 = loc("forward/1/view_19":317:0)
#loc108 = loc("forward/1/getitem_9":319:0)
#loc109 = loc("forward/1/view_20":322:0)
#loc110 = loc("forward/1/permute_10":323:0)
#loc111 = loc("forward/1/view_21":324:0)
#loc112 = loc("forward/1/view_22":326:0)
#loc113 = loc("forward/1/permute_12":327:0)
#loc114 = loc("forward/1/permute_13":328:0)
#loc115 = loc("forward/1/view_23":331:0)
#loc116 = loc("forward/1/view_24":334:0)
#loc117 = loc("forward/1/bmm_2":335:0)
#loc121 = loc("forward/1/view_26":340:0)
#loc122 = loc("forward/1/view_27":343:0)
#loc123 = loc("forward/1/bmm_3":344:0)
#loc124 = loc("forward/1/view_28":345:0)
#loc125 = loc("forward/1/permute_14":346:0)
#loc127 = loc("forward/1/view_30":350:0)
#loc128 = loc("forward/1/mm_5":351:0)
#loc143 = loc("forward/1/view_32":368:0)
#loc144 = loc("forward/1/mm_6":369:0)
#loc152 = loc("forward/1/view_34":377:0)
#loc153 = loc("forward/1/mm_7":378:0)
#loc177 = loc("forward/2/view_36":406:0)
#loc178 = loc("forward/2/mm_8":407:0)
#loc183 = loc("forward/2/view_37":412:0)
#loc184 = loc("forward/2/getitem_18":414:0)
#loc185 = loc("forward/2/view_38":417:0)
#loc186 = loc("forward/2/permute_19":418:0)
#loc187 = loc("forward/2/view_39":419:0)
#loc188 = loc("forward/2/view_40":421:0)
#loc189 = loc("forward/2/permute_21":422:0)
#loc190 = loc("forward/2/permute_22":423:0)
#loc191 = loc("forward/2/view_41":426:0)
#loc192 = loc("forward/2/view_42":429:0)
#loc193 = loc("forward/2/bmm_4":430:0)
#loc202 = loc("forward/2/view_44":447:0)
#loc203 = loc("forward/2/view_45":450:0)
#loc204 = loc("forward/2/bmm_5":451:0)
#loc205 = loc("forward/2/view_46":452:0)
#loc206 = loc("forward/2/permute_23":453:0)
#loc208 = loc("forward/2/view_48":457:0)
#loc209 = loc("forward/2/mm_9":458:0)
#loc224 = loc("forward/2/view_50":475:0)
#loc225 = loc("forward/2/mm_10":476:0)
#loc230 = loc("forward/2/view_51":481:0)
#loc231 = loc("forward/2/getitem_23":483:0)
#loc233 = loc("forward/2/view_52":486:0)
#loc234 = loc("forward/2/mm_11":487:0)
#loc239 = loc("forward/2/view_54":493:0)
#loc240 = loc("forward/2/permute_27":494:0)
#loc241 = loc("forward/2/view_55":495:0)
#loc242 = loc("forward/2/view_56":497:0)
#loc243 = loc("forward/2/permute_29":498:0)
#loc244 = loc("forward/2/permute_30":499:0)
#loc245 = loc("forward/2/view_57":502:0)
#loc246 = loc("forward/2/view_58":505:0)
#loc247 = loc("forward/2/bmm_6":506:0)
#loc251 = loc("forward/2/view_60":511:0)
#loc252 = loc("forward/2/view_61":514:0)
#loc253 = loc("forward/2/bmm_7":515:0)
#loc254 = loc("forward/2/view_62":516:0)
#loc255 = loc("forward/2/permute_31":517:0)
#loc257 = loc("forward/2/view_64":521:0)
#loc258 = loc("forward/2/mm_12":522:0)
#loc273 = loc("forward/2/view_66":539:0)
#loc274 = loc("forward/2/mm_13":540:0)
#loc282 = loc("forward/2/view_68":548:0)
#loc283 = loc("forward/2/mm_14":549:0)
#loc298 = loc("forward/3/view_70":566:0)
#loc299 = loc("forward/3/mm_15":567:0)
#loc304 = loc("forward/3/view_71":572:0)
#loc305 = loc("forward/3/getitem_29":574:0)
#loc306 = loc("forward/3/view_72":577:0)
#loc307 = loc("forward/3/permute_36":578:0)
#loc308 = loc("forward/3/view_73":579:0)
#loc309 = loc("forward/3/view_74":581:0)
#loc310 = loc("forward/3/permute_38":582:0)
#loc311 = loc("forward/3/permute_39":583:0)
#loc312 = loc("forward/3/view_75":586:0)
#loc313 = loc("forward/3/view_76":589:0)
#loc314 = loc("forward/3/bmm_8":590:0)
#loc320 = loc("forward/3/view_78":607:0)
#loc321 = loc("forward/3/view_79":610:0)
#loc322 = loc("forward/3/bmm_9":611:0)
#loc323 = loc("forward/3/view_80":612:0)
#loc324 = loc("forward/3/permute_40":613:0)
#loc326 = loc("forward/3/view_82":617:0)
#loc327 = loc("forward/3/mm_16":618:0)
#loc342 = loc("forward/3/mm_17":636:0)
#loc347 = loc("forward/3/view_85":641:0)
#loc348 = loc("forward/3/getitem_34":643:0)
#loc350 = loc("forward/3/view_86":646:0)
#loc351 = loc("forward/3/mm_18":647:0)
#loc356 = loc("forward/3/view_88":653:0)
#loc357 = loc("forward/3/permute_44":654:0)
#loc358 = loc("forward/3/view_89":655:0)
#loc359 = loc("forward/3/view_90":657:0)
#loc360 = loc("forward/3/permute_46":658:0)
#loc361 = loc("forward/3/permute_47":659:0)
#loc362 = loc("forward/3/view_91":662:0)
#loc363 = loc("forward/3/view_92":665:0)
#loc364 = loc("forward/3/bmm_10":666:0)
#loc368 = loc("forward/3/view_94":671:0)
#loc369 = loc("forward/3/view_95":674:0)
#loc370 = loc("forward/3/bmm_11":675:0)
#loc371 = loc("forward/3/view_96":676:0)
#loc372 = loc("forward/3/permute_48":677:0)
#loc374 = loc("forward/3/view_98":681:0)
#loc375 = loc("forward/3/mm_19":682:0)
#loc390 = loc("forward/3/view_100":699:0)
#loc391 = loc("forward/3/mm_20":700:0)
#loc399 = loc("forward/3/view_102":708:0)
#loc400 = loc("forward/3/mm_21":709:0)
#loc414 = loc("forward/-/permute_52":725:0)
#loc415 = loc("forward/-/view_104":726:0)
#loc416 = loc("forward/-/mm_22":727:0)
#loc445 = loc("backward/-/permute_53":770:0)
#loc446 = loc("backward/-/mm_23":771:0)
#loc447 = loc("backward/-/mm_24":774:0)
#loc464 = loc("backward/3/mm_25":794:0)
#loc465 = loc("backward/3/permute_58":795:0)
#loc466 = loc("backward/3/mm_26":796:0)
#loc485 = loc("backward/3/mm_27":822:0)
#loc486 = loc("backward/3/permute_62":823:0)
#loc487 = loc("backward/3/mm_28":824:0)
#loc507 = loc("backward/3/mm_29":848:0)
#loc508 = loc("backward/3/permute_66":849:0)
#loc509 = loc("backward/3/mm_30":850:0)
#loc512 = loc("backward/3/view_120":856:0)
#loc513 = loc("backward/3/permute_69":857:0)
#loc514 = loc("backward/3/view_121":859:0)
#loc515 = loc("backward/3/permute_70":860:0)
#loc516 = loc("backward/3/bmm_12":861:0)
#loc517 = loc("backward/3/permute_71":862:0)
#loc518 = loc("backward/3/bmm_13":863:0)
#loc519 = loc("backward/3/view_122":864:0)
#loc526 = loc("backward/3/view_124":871:0)
#loc527 = loc("backward/3/permute_72":872:0)
#loc528 = loc("backward/3/bmm_14":873:0)
#loc529 = loc("backward/3/permute_73":874:0)
#loc530 = loc("backward/3/bmm_15":875:0)
#loc531 = loc("backward/3/view_125":876:0)
#loc532 = loc("backward/3/view_126":877:0)
#loc533 = loc("backward/3/permute_75":879:0)
#loc534 = loc("backward/3/view_127":881:0)
#loc535 = loc("backward/3/permute_76":882:0)
#loc536 = loc("backward/3/view_128":883:0)
#loc537 = loc("backward/3/permute_77":884:0)
#loc539 = loc("backward/3/mm_31":889:0)
#loc540 = loc("backward/3/permute_79":890:0)
#loc541 = loc("backward/3/mm_32":891:0)
#loc545 = loc("backward/3/cat":897:0)
#loc547 = loc("backward/3/mm_33":900:0)
#loc548 = loc("backward/3/permute_83":901:0)
#loc549 = loc("backward/3/mm_34":902:0)
#loc569 = loc("backward/3/mm_35":926:0)
#loc570 = loc("backward/3/permute_87":927:0)
#loc571 = loc("backward/3/mm_36":928:0)
#loc574 = loc("backward/3/view_139":934:0)
#loc575 = loc("backward/3/permute_90":935:0)
#loc576 = loc("backward/3/view_140":937:0)
#loc577 = loc("backward/3/permute_91":938:0)
#loc578 = loc("backward/3/bmm_16":939:0)
#loc579 = loc("backward/3/permute_92":940:0)
#loc580 = loc("backward/3/bmm_17":941:0)
#loc581 = loc("backward/3/view_141":942:0)
#loc589 = loc("backward/3/view_143":951:0)
#loc590 = loc("backward/3/permute_93":952:0)
#loc591 = loc("backward/3/bmm_18":953:0)
#loc592 = loc("backward/3/permute_94":954:0)
#loc593 = loc("backward/3/bmm_19":955:0)
#loc594 = loc("backward/3/view_144":956:0)
#loc595 = loc("backward/3/view_145":957:0)
#loc596 = loc("backward/3/permute_96":959:0)
#loc597 = loc("backward/3/view_146":961:0)
#loc598 = loc("backward/3/permute_97":962:0)
#loc599 = loc("backward/3/view_147":963:0)
#loc600 = loc("backward/3/permute_98":964:0)
#loc601 = loc("backward/3/view_148":966:0)
#loc602 = loc("backward/3/cat_1":967:0)
#loc604 = loc("backward/3/mm_37":970:0)
#loc605 = loc("backward/3/permute_100":971:0)
#loc606 = loc("backward/3/mm_38":972:0)
#loc626 = loc("backward/2/mm_39":996:0)
#loc627 = loc("backward/3/permute_104":997:0)
#loc628 = loc("backward/2/mm_40":998:0)
#loc651 = loc("backward/2/mm_41":1024:0)
#loc652 = loc("backward/2/permute_108":1025:0)
#loc653 = loc("backward/2/mm_42":1026:0)
#loc673 = loc("backward/2/mm_43":1050:0)
#loc674 = loc("backward/2/permute_112":1051:0)
#loc675 = loc("backward/2/mm_44":1052:0)
#loc678 = loc("backward/2/view_161":1058:0)
#loc679 = loc("backward/2/permute_115":1059:0)
#loc680 = loc("backward/2/view_162":1061:0)
#loc681 = loc("backward/2/permute_116":1062:0)
#loc682 = loc("backward/2/bmm_20":1063:0)
#loc683 = loc("backward/2/permute_117":1064:0)
#loc684 = loc("backward/2/bmm_21":1065:0)
#loc685 = loc("backward/2/view_163":1066:0)
#loc692 = loc("backward/2/view_165":1073:0)
#loc693 = loc("backward/2/permute_118":1074:0)
#loc694 = loc("backward/2/bmm_22":1075:0)
#loc695 = loc("backward/2/permute_119":1076:0)
#loc696 = loc("backward/2/bmm_23":1077:0)
#loc697 = loc("backward/2/view_166":1078:0)
#loc698 = loc("backward/2/view_167":1079:0)
#loc699 = loc("backward/2/permute_121":1081:0)
#loc700 = loc("backward/2/view_168":1083:0)
#loc701 = loc("backward/2/permute_122":1084:0)
#loc702 = loc("backward/2/view_169":1085:0)
#loc703 = loc("backward/2/permute_123":1086:0)
#loc705 = loc("backward/2/mm_45":1091:0)
#loc706 = loc("backward/2/permute_125":1092:0)
#loc707 = loc("backward/2/mm_46":1093:0)
#loc711 = loc("backward/2/cat_2":1099:0)
#loc713 = loc("backward/2/mm_47":1102:0)
#loc714 = loc("backward/2/permute_129":1103:0)
#loc715 = loc("backward/2/mm_48":1104:0)
#loc736 = loc("backward/2/mm_49":1129:0)
#loc737 = loc("backward/2/permute_133":1130:0)
#loc738 = loc("backward/2/mm_50":1131:0)
#loc741 = loc("backward/2/view_180":1137:0)
#loc742 = loc("backward/2/permute_136":1138:0)
#loc743 = loc("backward/2/view_181":1140:0)
#loc744 = loc("backward/2/permute_137":1141:0)
#loc745 = loc("backward/2/bmm_24":1142:0)
#loc746 = loc("backward/2/permute_138":1143:0)
#loc747 = loc("backward/2/bmm_25":1144:0)
#loc748 = loc("backward/2/view_182":1145:0)
#loc756 = loc("backward/2/view_184":1154:0)
#loc757 = loc("backward/2/permute_139":1155:0)
#loc758 = loc("backward/2/bmm_26":1156:0)
#loc759 = loc("backward/2/permute_140":1157:0)
#loc760 = loc("backward/2/bmm_27":1158:0)
#loc761 = loc("backward/2/view_185":1159:0)
#loc762 = loc("backward/2/view_186":1160:0)
#loc763 = loc("backward/2/permute_142":1162:0)
#loc764 = loc("backward/2/view_187":1164:0)
#loc765 = loc("backward/2/permute_143":1165:0)
#loc766 = loc("backward/2/view_188":1166:0)
#loc767 = loc("backward/2/permute_144":1167:0)
#loc768 = loc("backward/2/view_189":1169:0)
#loc769 = loc("backward/2/cat_3":1170:0)
#loc771 = loc("backward/2/mm_51":1173:0)
#loc772 = loc("backward/2/permute_146":1174:0)
#loc773 = loc("backward/2/mm_52":1175:0)
#loc822 = loc("backward/1/mm_53":1230:0)
#loc823 = loc("backward/1/permute_150":1231:0)
#loc824 = loc("backward/1/mm_54":1232:0)
#loc847 = loc("backward/1/mm_55":1258:0)
#loc848 = loc("backward/1/permute_154":1259:0)
#loc849 = loc("backward/1/mm_56":1260:0)
#loc869 = loc("backward/1/mm_57":1284:0)
#loc870 = loc("backward/1/permute_158":1285:0)
#loc871 = loc("backward/1/mm_58":1286:0)
#loc874 = loc("backward/1/view_203":1292:0)
#loc875 = loc("backward/1/permute_161":1293:0)
#loc876 = loc("backward/1/view_204":1295:0)
#loc877 = loc("backward/1/permute_162":1296:0)
#loc878 = loc("backward/1/bmm_28":1297:0)
#loc879 = loc("backward/1/permute_163":1298:0)
#loc880 = loc("backward/1/bmm_29":1299:0)
#loc881 = loc("backward/1/view_205":1300:0)
#loc888 = loc("backward/1/view_207":1307:0)
#loc889 = loc("backward/1/permute_164":1308:0)
#loc890 = loc("backward/1/bmm_30":1309:0)
#loc891 = loc("backward/1/permute_165":1310:0)
#loc892 = loc("backward/1/bmm_31":1311:0)
#loc893 = loc("backward/1/view_208":1312:0)
#loc894 = loc("backward/1/view_209":1313:0)
#loc895 = loc("backward/1/permute_167":1315:0)
#loc896 = loc("backward/1/view_210":1317:0)
#loc897 = loc("backward/1/permute_168":1318:0)
#loc898 = loc("backward/1/view_211":1319:0)
#loc899 = loc("backward/1/permute_169":1320:0)
#loc900 = loc("backward/1/view_212":1322:0)
#loc901 = loc("backward/1/cat_4":1323:0)
#loc903 = loc("backward/1/mm_59":1326:0)
#loc904 = loc("backward/1/permute_171":1327:0)
#loc905 = loc("backward/1/mm_60":1328:0)
#loc925 = loc("backward/0/mm_61":1352:0)
#loc926 = loc("backward/1/permute_175":1353:0)
#loc927 = loc("backward/0/mm_62":1354:0)
#loc950 = loc("backward/0/mm_63":1380:0)
#loc951 = loc("backward/0/permute_179":1381:0)
#loc952 = loc("backward/0/mm_64":1382:0)
#loc972 = loc("backward/0/mm_65":1406:0)
#loc973 = loc("backward/0/permute_183":1407:0)
#loc974 = loc("backward/0/mm_66":1408:0)
#loc977 = loc("backward/0/view_225":1414:0)
#loc978 = loc("backward/0/permute_186":1415:0)
#loc979 = loc("backward/0/view_226":1417:0)
#loc980 = loc("backward/0/permute_187":1418:0)
#loc981 = loc("backward/0/bmm_32":1419:0)
#loc982 = loc("backward/0/permute_188":1420:0)
#loc983 = loc("backward/0/bmm_33":1421:0)
#loc984 = loc("backward/0/view_227":1422:0)
#loc991 = loc("backward/0/view_229":1429:0)
#loc992 = loc("backward/0/permute_189":1430:0)
#loc993 = loc("backward/0/bmm_34":1431:0)
#loc994 = loc("backward/0/permute_190":1432:0)
#loc995 = loc("backward/0/bmm_35":1433:0)
#loc996 = loc("backward/0/view_230":1434:0)
#loc997 = loc("backward/0/view_231":1435:0)
#loc998 = loc("backward/0/permute_192":1437:0)
#loc999 = loc("backward/0/view_232":1439:0)
#loc1000 = loc("backward/0/permute_193":1440:0)
#loc1001 = loc("backward/0/view_233":1441:0)
#loc1002 = loc("backward/0/permute_194":1442:0)
#loc1003 = loc("backward/0/view_234":1444:0)
#loc1004 = loc("backward/0/cat_5":1445:0)
#loc1006 = loc("backward/0/mm_67":1448:0)
#loc1007 = loc("backward/0/permute_196":1449:0)
#loc1008 = loc("backward/0/mm_68":1450:0)
#loc2253 = loc(callsite(#loc2 at #loc2))
#loc2254 = loc(callsite(#loc802 at #loc802))
#loc2257 = loc(callsite(#loc1032 at #loc1032))
#loc2260 = loc(callsite(#loc21 at #loc21))
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> ()>
#map16 = affine_map<(d0) -> ()>
#map17 = affine_map<() -> ()>
#map18 = affine_map<(d0, d1) -> ()>
#map19 = affine_map<(d0) -> (d0, 0)>
#map20 = affine_map<(d0, d1, d2) -> ()>
#map21 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @train_step(%arg0: tensor<64x32xf32> {memopt.name = "wte.weight", memopt.role = "parameter"}, %arg1: tensor<16x32xf32> {memopt.name = "wpe.weight", memopt.role = "parameter"}, %arg2: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.weight", memopt.role = "parameter"}, %arg3: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.bias", memopt.role = "parameter"}, %arg4: tensor<96x32xf32> {memopt.name = "encoder.layers.0.attn.c_attn.weight", memopt.role = "parameter"}, %arg5: tensor<96xf32> {memopt.name = "encoder.layers.0.attn.c_attn.bias", memopt.role = "parameter"}, %arg6: tensor<32x32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.weight", memopt.role = "parameter"}, %arg7: tensor<32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.bias", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.weight", memopt.role = "parameter"}, %arg9: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.bias", memopt.role = "parameter"}, %arg10: tensor<128x32xf32> {memopt.name = "encoder.layers.0.mlp.0.weight", memopt.role = "parameter"}, %arg11: tensor<128xf32> {memopt.name = "encoder.layers.0.mlp.0.bias", memopt.role = "parameter"}, %arg12: tensor<32x128xf32> {memopt.name = "encoder.layers.0.mlp.2.weight", memopt.role = "parameter"}, %arg13: tensor<32xf32> {memopt.name = "encoder.layers.0.mlp.2.bias", memopt.role = "parameter"}, %arg14: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.weight", memopt.role = "parameter"}, %arg15: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.bias", memopt.role = "parameter"}, %arg16: tensor<96x32xf32> {memopt.name = "encoder.layers.1.attn.c_attn.weight", memopt.role = "parameter"}, %arg17: tensor<96xf32> {memopt.name = "encoder.layers.1.attn.c_attn.bias", memopt.role = "parameter"}, %arg18: tensor<32x32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.weight", memopt.role = "parameter"}, %arg19: tensor<32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.bias", memopt.role = "parameter"}, %arg20: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.weight", memopt.role = "parameter"}, %arg21: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.bias", memopt.role = "parameter"}, %arg22: tensor<128x32xf32> {memopt.name = "encoder.layers.1.mlp.0.weight", memopt.role = "parameter"}, %arg23: tensor<128xf32> {memopt.name = "encoder.layers.1.mlp.0.bias", memopt.role = "parameter"}, %arg24: tensor<32x128xf32> {memopt.name = "encoder.layers.1.mlp.2.weight", memopt.role = "parameter"}, %arg25: tensor<32xf32> {memopt.name = "encoder.layers.1.mlp.2.bias", memopt.role = "parameter"}, %arg26: tensor<32xf32> {memopt.name = "encoder.ln_f.weight", memopt.role = "parameter"}, %arg27: tensor<32xf32> {memopt.name = "encoder.ln_f.bias", memopt.role = "parameter"}, %arg28: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.weight", memopt.role = "parameter"}, %arg29: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.bias", memopt.role = "parameter"}, %arg30: tensor<96x32xf32> {memopt.name = "decoder.layers.0.attn.c_attn.weight", memopt.role = "parameter"}, %arg31: tensor<96xf32> {memopt.name = "decoder.layers.0.attn.c_attn.bias", memopt.role = "parameter"}, %arg32: tensor<32x32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.weight", memopt.role = "parameter"}, %arg33: tensor<32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.bias", memopt.role = "parameter"}, %arg34: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.weight", memopt.role = "parameter"}, %arg35: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.bias", memopt.role = "parameter"}, %arg36: tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.weight", memopt.role = "parameter"}, %arg37: tensor<32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.bias", memopt.role = "parameter"}, %arg38: tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.weight", memopt.role = "parameter"}, %arg39: tensor<32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.bias", memopt.role = "parameter"}, %arg40: tensor<64x32xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.weight", memopt.role = "parameter"}, %arg41: tensor<64xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.bias", memopt.role = "parameter"}, %arg42: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.weight", memopt.role = "parameter"}, %arg43: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.bias", memopt.role = "parameter"}, %arg44: tensor<128x32xf32> {memopt.name = "decoder.layers.0.mlp.0.weight", memopt.role = "parameter"}, %arg45: tensor<128xf32> {memopt.name = "decoder.layers.0.mlp.0.bias", memopt.role = "parameter"}, %arg46: tensor<32x128xf32> {memopt.name = "decoder.layers.0.mlp.2.weight", memopt.role = "parameter"}, %arg47: tensor<32xf32> {memopt.name = "decoder.layers.0.mlp.2.bias", memopt.role = "parameter"}, %arg48: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.weight", memopt.role = "parameter"}, %arg49: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.bias", memopt.role = "parameter"}, %arg50: tensor<96x32xf32> {memopt.name = "decoder.layers.1.attn.c_attn.weight", memopt.role = "parameter"}, %arg51: tensor<96xf32> {memopt.name = "decoder.layers.1.attn.c_attn.bias", memopt.role = "parameter"}, %arg52: tensor<32x32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.weight", memopt.role = "parameter"}, %arg53: tensor<32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.bias", memopt.role = "parameter"}, %arg54: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.weight", memopt.role = "parameter"}, %arg55: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.bias", memopt.role = "parameter"}, %arg56: tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.weight", memopt.role = "parameter"}, %arg57: tensor<32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.bias", memopt.role = "parameter"}, %arg58: tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.weight", memopt.role = "parameter"}, %arg59: tensor<32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.bias", memopt.role = "parameter"}, %arg60: tensor<64x32xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.weight", memopt.role = "parameter"}, %arg61: tensor<64xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.bias", memopt.role = "parameter"}, %arg62: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.weight", memopt.role = "parameter"}, %arg63: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.bias", memopt.role = "parameter"}, %arg64: tensor<128x32xf32> {memopt.name = "decoder.layers.1.mlp.0.weight", memopt.role = "parameter"}, %arg65: tensor<128xf32> {memopt.name = "decoder.layers.1.mlp.0.bias", memopt.role = "parameter"}, %arg66: tensor<32x128xf32> {memopt.name = "decoder.layers.1.mlp.2.weight", memopt.role = "parameter"}, %arg67: tensor<32xf32> {memopt.name = "decoder.layers.1.mlp.2.bias", memopt.role = "parameter"}, %arg68: tensor<32xf32> {memopt.name = "decoder.ln_f.weight", memopt.role = "parameter"}, %arg69: tensor<32xf32> {memopt.name = "decoder.ln_f.bias", memopt.role = "parameter"}, %arg70: tensor<64x32xf32> {memopt.name = "wte.weight.exp_avg", memopt.role = "optimizer_state"}, %arg71: tensor<16x32xf32> {memopt.name = "wpe.weight.exp_avg", memopt.role = "optimizer_state"}, %arg72: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.weight.exp_avg", memopt.role = "optimizer_state"}, %arg73: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.bias.exp_avg", memopt.role = "optimizer_state"}, %arg74: tensor<96x32xf32> {memopt.name = "encoder.layers.0.attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg75: tensor<96xf32> {memopt.name = "encoder.layers.0.attn.c_attn.bias.exp_avg", memopt.role = "optimizer_state"}, %arg76: tensor<32x32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg77: tensor<32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg78: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg79: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg80: tensor<128x32xf32> {memopt.name = "encoder.layers.0.mlp.0.weight.exp_avg", memopt.role = "optimizer_state"}, %arg81: tensor<128xf32> {memopt.name = "encoder.layers.0.mlp.0.bias.exp_avg", memopt.role = "optimizer_state"}, %arg82: tensor<32x128xf32> {memopt.name = "encoder.layers.0.mlp.2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg83: tensor<32xf32> {memopt.name = "encoder.layers.0.mlp.2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg84: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.weight.exp_avg", memopt.role = "optimizer_state"}, %arg85: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.bias.exp_avg", memopt.role = "optimizer_state"}, %arg86: tensor<96x32xf32> {memopt.name = "encoder.layers.1.attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg87: tensor<96xf32> {memopt.name = "encoder.layers.1.attn.c_attn.bias.exp_avg", memopt.role = "optimizer_state"}, %arg88: tensor<32x32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg89: tensor<32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg90: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg91: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg92: tensor<128x32xf32> {memopt.name = "encoder.layers.1.mlp.0.weight.exp_avg", memopt.role = "optimizer_state"}, %arg93: tensor<128xf32> {memopt.name = "encoder.layers.1.mlp.0.bias.exp_avg", memopt.role = "optimizer_state"}, %arg94: tensor<32x128xf32> {memopt.name = "encoder.layers.1.mlp.2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg95: tensor<32xf32> {memopt.name = "encoder.layers.1.mlp.2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg96: tensor<32xf32> {memopt.name = "encoder.ln_f.weight.exp_avg", memopt.role = "optimizer_state"}, %arg97: tensor<32xf32> {memopt.name = "encoder.ln_f.bias.exp_avg", memopt.role = "optimizer_state"}, %arg98: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.weight.exp_avg", memopt.role = "optimizer_state"}, %arg99: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.bias.exp_avg", memopt.role = "optimizer_state"}, %arg100: tensor<96x32xf32> {memopt.name = "decoder.layers.0.attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg101: tensor<96xf32> {memopt.name = "decoder.layers.0.attn.c_attn.bias.exp_avg", memopt.role = "optimizer_state"}, %arg102: tensor<32x32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg103: tensor<32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg104: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg105: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg106: tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg107: tensor<32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg108: tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg109: tensor<32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg110: tensor<64x32xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg111: tensor<64xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg112: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.weight.exp_avg", memopt.role = "optimizer_state"}, %arg113: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.bias.exp_avg", memopt.role = "optimizer_state"}, %arg114: tensor<128x32xf32> {memopt.name = "decoder.layers.0.mlp.0.weight.exp_avg", memopt.role = "optimizer_state"}, %arg115: tensor<128xf32> {memopt.name = "decoder.layers.0.mlp.0.bias.exp_avg", memopt.role = "optimizer_state"}, %arg116: tensor<32x128xf32> {memopt.name = "decoder.layers.0.mlp.2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg117: tensor<32xf32> {memopt.name = "decoder.layers.0.mlp.2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg118: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.weight.exp_avg", memopt.role = "optimizer_state"}, %arg119: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.bias.exp_avg", memopt.role = "optimizer_state"}, %arg120: tensor<96x32xf32> {memopt.name = "decoder.layers.1.attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg121: tensor<96xf32> {memopt.name = "decoder.layers.1.attn.c_attn.bias.exp_avg", memopt.role = "optimizer_state"}, %arg122: tensor<32x32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg123: tensor<32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg124: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg125: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg126: tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg127: tensor<32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg128: tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg129: tensor<32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg130: tensor<64x32xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg131: tensor<64xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg132: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.weight.exp_avg", memopt.role = "optimizer_state"}, %arg133: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.bias.exp_avg", memopt.role = "optimizer_state"}, %arg134: tensor<128x32xf32> {memopt.name = "decoder.layers.1.mlp.0.weight.exp_avg", memopt.role = "optimizer_state"}, %arg135: tensor<128xf32> {memopt.name = "decoder.layers.1.mlp.0.bias.exp_avg", memopt.role = "optimizer_state"}, %arg136: tensor<32x128xf32> {memopt.name = "decoder.layers.1.mlp.2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg137: tensor<32xf32> {memopt.name = "decoder.layers.1.mlp.2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg138: tensor<32xf32> {memopt.name = "decoder.ln_f.weight.exp_avg", memopt.role = "optimizer_state"}, %arg139: tensor<32xf32> {memopt.name = "decoder.ln_f.bias.exp_avg", memopt.role = "optimizer_state"}, %arg140: tensor<64x32xf32> {memopt.name = "wte.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg141: tensor<16x32xf32> {memopt.name = "wpe.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg142: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg143: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg144: tensor<96x32xf32> {memopt.name = "encoder.layers.0.attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg145: tensor<96xf32> {memopt.name = "encoder.layers.0.attn.c_attn.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg146: tensor<32x32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg147: tensor<32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg148: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg149: tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg150: tensor<128x32xf32> {memopt.name = "encoder.layers.0.mlp.0.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg151: tensor<128xf32> {memopt.name = "encoder.layers.0.mlp.0.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg152: tensor<32x128xf32> {memopt.name = "encoder.layers.0.mlp.2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg153: tensor<32xf32> {memopt.name = "encoder.layers.0.mlp.2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg154: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg155: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg156: tensor<96x32xf32> {memopt.name = "encoder.layers.1.attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg157: tensor<96xf32> {memopt.name = "encoder.layers.1.attn.c_attn.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg158: tensor<32x32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg159: tensor<32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg160: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg161: tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg162: tensor<128x32xf32> {memopt.name = "encoder.layers.1.mlp.0.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg163: tensor<128xf32> {memopt.name = "encoder.layers.1.mlp.0.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg164: tensor<32x128xf32> {memopt.name = "encoder.layers.1.mlp.2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg165: tensor<32xf32> {memopt.name = "encoder.layers.1.mlp.2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg166: tensor<32xf32> {memopt.name = "encoder.ln_f.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg167: tensor<32xf32> {memopt.name = "encoder.ln_f.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg168: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg169: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg170: tensor<96x32xf32> {memopt.name = "decoder.layers.0.attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg171: tensor<96xf32> {memopt.name = "decoder.layers.0.attn.c_attn.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg172: tensor<32x32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg173: tensor<32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg174: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg175: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg176: tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg177: tensor<32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg178: tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg179: tensor<32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg180: tensor<64x32xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg181: tensor<64xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg182: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg183: tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg184: tensor<128x32xf32> {memopt.name = "decoder.layers.0.mlp.0.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg185: tensor<128xf32> {memopt.name = "decoder.layers.0.mlp.0.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg186: tensor<32x128xf32> {memopt.name = "decoder.layers.0.mlp.2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg187: tensor<32xf32> {memopt.name = "decoder.layers.0.mlp.2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg188: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg189: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg190: tensor<96x32xf32> {memopt.name = "decoder.layers.1.attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg191: tensor<96xf32> {memopt.name = "decoder.layers.1.attn.c_attn.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg192: tensor<32x32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg193: tensor<32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg194: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg195: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg196: tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg197: tensor<32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg198: tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg199: tensor<32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg200: tensor<64x32xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg201: tensor<64xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg202: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg203: tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg204: tensor<128x32xf32> {memopt.name = "decoder.layers.1.mlp.0.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg205: tensor<128xf32> {memopt.name = "decoder.layers.1.mlp.0.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg206: tensor<32x128xf32> {memopt.name = "decoder.layers.1.mlp.2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg207: tensor<32xf32> {memopt.name = "decoder.layers.1.mlp.2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg208: tensor<32xf32> {memopt.name = "decoder.ln_f.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg209: tensor<32xf32> {memopt.name = "decoder.ln_f.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg210: tensor<f32> {memopt.name = "step", memopt.role = "input"}, %arg211: tensor<2x16xi64> {memopt.name = "tokens", memopt.range = array<i64: 0, 64>, memopt.role = "input"}, %arg212: tensor<2x16xi64> {memopt.name = "targets", memopt.range = array<i64: 0, 64>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "wte.weight.new", memopt.role = "parameter"}, tensor<16x32xf32> {memopt.name = "wpe.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.bias.new", memopt.role = "parameter"}, tensor<96x32xf32> {memopt.name = "encoder.layers.0.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<96xf32> {memopt.name = "encoder.layers.0.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "encoder.layers.0.mlp.0.weight.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "encoder.layers.0.mlp.0.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "encoder.layers.0.mlp.2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.0.mlp.2.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.bias.new", memopt.role = "parameter"}, tensor<96x32xf32> {memopt.name = "encoder.layers.1.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<96xf32> {memopt.name = "encoder.layers.1.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "encoder.layers.1.mlp.0.weight.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "encoder.layers.1.mlp.0.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "encoder.layers.1.mlp.2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.layers.1.mlp.2.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.ln_f.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.ln_f.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.bias.new", memopt.role = "parameter"}, tensor<96x32xf32> {memopt.name = "decoder.layers.0.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<96xf32> {memopt.name = "decoder.layers.0.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.bias.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.weight.new", memopt.role = "parameter"}, tensor<64xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "decoder.layers.0.mlp.0.weight.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "decoder.layers.0.mlp.0.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "decoder.layers.0.mlp.2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.0.mlp.2.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.bias.new", memopt.role = "parameter"}, tensor<96x32xf32> {memopt.name = "decoder.layers.1.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<96xf32> {memopt.name = "decoder.layers.1.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.bias.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.weight.new", memopt.role = "parameter"}, tensor<64xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "decoder.layers.1.mlp.0.weight.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "decoder.layers.1.mlp.0.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "decoder.layers.1.mlp.2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.layers.1.mlp.2.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.ln_f.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.ln_f.bias.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "wte.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<16x32xf32> {memopt.name = "wpe.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "encoder.layers.0.attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "encoder.layers.0.attn.c_attn.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "encoder.layers.0.mlp.0.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "encoder.layers.0.mlp.0.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "encoder.layers.0.mlp.2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.mlp.2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "encoder.layers.1.attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "encoder.layers.1.attn.c_attn.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "encoder.layers.1.mlp.0.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "encoder.layers.1.mlp.0.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "encoder.layers.1.mlp.2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.mlp.2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.ln_f.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.ln_f.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "decoder.layers.0.attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "decoder.layers.0.attn.c_attn.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "decoder.layers.0.mlp.0.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "decoder.layers.0.mlp.0.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "decoder.layers.0.mlp.2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.mlp.2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "decoder.layers.1.attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "decoder.layers.1.attn.c_attn.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "decoder.layers.1.mlp.0.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "decoder.layers.1.mlp.0.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "decoder.layers.1.mlp.2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.mlp.2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.ln_f.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.ln_f.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "wte.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<16x32xf32> {memopt.name = "wpe.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_1.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "encoder.layers.0.attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "encoder.layers.0.attn.c_attn.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.attn.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.ln_2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "encoder.layers.0.mlp.0.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "encoder.layers.0.mlp.0.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "encoder.layers.0.mlp.2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.0.mlp.2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_1.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "encoder.layers.1.attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "encoder.layers.1.attn.c_attn.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.attn.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.ln_2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "encoder.layers.1.mlp.0.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "encoder.layers.1.mlp.0.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "encoder.layers.1.mlp.2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.layers.1.mlp.2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.ln_f.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.ln_f.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_1.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "decoder.layers.0.attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "decoder.layers.0.attn.c_attn.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.attn.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.cross.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.cross.q_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64xf32> {memopt.name = "decoder.layers.0.cross.kv_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.ln_3.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "decoder.layers.0.mlp.0.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "decoder.layers.0.mlp.0.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "decoder.layers.0.mlp.2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.0.mlp.2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_1.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "decoder.layers.1.attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96xf32> {memopt.name = "decoder.layers.1.attn.c_attn.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.attn.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.cross.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.cross.q_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64xf32> {memopt.name = "decoder.layers.1.cross.kv_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.ln_3.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "decoder.layers.1.mlp.0.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "decoder.layers.1.mlp.0.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "decoder.layers.1.mlp.2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.layers.1.mlp.2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.ln_f.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.ln_f.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}) {
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<32x64xf32> loc(#loc2)
    %c16 = arith.constant {memopt.phase = "backward"} 16 : index loc(#loc)
    %c64 = arith.constant {memopt.phase = "backward"} 64 : index loc(#loc)
    %cst_0 = arith.constant {memopt.phase = "backward"} 0.000000e+00 : f64 loc(#loc)
    %cst_1 = arith.constant {memopt.phase = "backward"} 0xFF800000 : f32 loc(#loc)
    %c3_i64 = arith.constant {memopt.phase = "backward"} 3 : i64 loc(#loc)
    %cst_2 = arith.constant {memopt.phase = "backward"} 4.471500e-02 : f32 loc(#loc)
    %cst_3 = arith.constant {memopt.phase = "backward"} 7.977240e-01 : f32 loc(#loc)
    %cst_4 = arith.constant {memopt.phase = "backward"} 1.000000e+00 : f32 loc(#loc)
    %cst_5 = arith.constant {memopt.phase = "backward"} 5.000000e-01 : f32 loc(#loc)
    %true = arith.constant {memopt.phase = "backward"} true loc(#loc)
    %cst_6 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 1.000000e-05 : f64 loc(#loc3)
    %cst_7 = arith.constant {memopt.layer = 3 : i64, memopt.phase = "backward"} 4.471500e-02 : f64 loc(#loc4)
    %cst_8 = arith.constant {memopt.layer = 3 : i64, memopt.phase = "backward"} 0.79788456080286541 : f64 loc(#loc5)
    %cst_9 = arith.constant {memopt.layer = 3 : i64, memopt.phase = "backward"} 1.341450e-01 : f64 loc(#loc6)
    %cst_10 = arith.constant {memopt.phase = "optimizer"} 9.000000e-01 : f64 loc(#loc7)
    %cst_11 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.099999999999999978 : f64 loc(#loc8)
    %cst_12 = arith.constant {memopt.phase = "optimizer"} 0.99899999999999999 : f64 loc(#loc9)
    %cst_13 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.0010000000000000009 : f64 loc(#loc10)
    %cst_14 = arith.constant {memopt.phase = "optimizer"} 9.999000e-01 : f64 loc(#loc11)
    %cst_15 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-03 : f64 loc(#loc12)
    %cst_16 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-08 : f64 loc(#loc13)
    %cst_17 = arith.constant {memopt.layer = 2 : i64, memopt.phase = "forward"} dense<true> : tensor<16x16xi1> loc(#loc14)
    %cst_18 = arith.constant {memopt.layer = 2 : i64, memopt.phase = "forward"} dense<0xFF800000> : tensor<f32> loc(#loc15)
    %cst_19 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<f32> loc(#loc16)
    %cst_20 = arith.constant {memopt.phase = "backward"} dense<1.000000e+00> : tensor<f32> loc(#loc17)
    %cst_21 = arith.constant {memopt.phase = "backward"} 3.200000e+01 : f64 loc(#loc)
    %cst_22 = arith.constant {memopt.phase = "backward"} 3.200000e+01 : f32 loc(#loc)
    %cst_23 = arith.constant {memopt.phase = "backward"} 2.500000e-01 : f32 loc(#loc)
    %c15_i64 = arith.constant {memopt.phase = "backward"} 15 : i64 loc(#loc18)
    %c-16_i64 = arith.constant {memopt.phase = "backward"} -16 : i64 loc(#loc18)
    %c63_i64 = arith.constant {memopt.phase = "backward"} 63 : i64 loc(#loc19)
    %c-64_i64 = arith.constant {memopt.phase = "backward"} -64 : i64 loc(#loc19)
    %c-100_i64 = arith.constant {memopt.phase = "forward"} -100 : i64 loc(#loc20)
    %c64_i64 = arith.constant {memopt.phase = "forward"} 64 : i64 loc(#loc)
    %c-1_i64 = arith.constant {memopt.phase = "forward"} -1 : i64 loc(#loc)
    %c16_i64 = arith.constant {memopt.phase = "forward"} 16 : i64 loc(#loc)
    %c32 = arith.constant {memopt.phase = "forward"} 32 : index loc(#loc)
    %c0_i64 = arith.constant {memopt.phase = "forward"} 0 : i64 loc(#loc)
    %cst_24 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32 loc(#loc)
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index loc(#loc)
    %cst_25 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<64x32xf32> loc(#loc)
    %cst_26 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<16x32xf32> loc(#loc21)
    %cst_27 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} -1.000000e+00 : f32 loc(#loc)
    %cst_28 = arith.constant {memopt.layer = 3 : i64, memopt.phase = "backward"} dense<1> : tensor<i64> loc(#loc22)
    %cst_29 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<i64> loc(#loc23)
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<16xi64> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %1871 = linalg.index 0 : index
      %1872 = arith.index_cast %1871 : index to i64
      linalg.yield %1872 : i64
    } -> tensor<16xi64> loc(#loc1)
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<16x32xf32> loc(#loc24)
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<16xi64>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1871 = arith.index_cast %in : i64 to index
      %1872 = linalg.index 1 : index
      %1873 = arith.cmpi slt, %1871, %c16 : index
      cf.assert %1873, "index must be smaller than dim size"
      %1874 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1874, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%1871, %1872] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32xf32> loc(#loc24)
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32> loc(#loc25)
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg211 : tensor<2x16xi64>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1871 = arith.index_cast %in : i64 to index
      %1872 = linalg.index 2 : index
      %1873 = arith.cmpi slt, %1871, %c64 : index
      cf.assert %1873, "index must be smaller than dim size"
      %1874 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1874, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%1871, %1872] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc25)
    %6 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %3 : tensor<2x16x32xf32>, tensor<16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc26)
    %7 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf64> loc(#loc27)
    %8 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc27)
    %9 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf64> loc(#loc27)
    %10 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_0 : f64) outs(%9 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64> loc(#loc27)
    %11 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc27)
    %12 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc27)
    %13 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc27)
    %14 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc27)
    %15 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc27)
    %16 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc27)
    %17 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32> loc(#loc27)
    %18 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc27)
    %19 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%17 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32> loc(#loc27)
    %20 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc27)
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc27)
    %22 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc3)
    %23 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc28)
    %24 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc29)
    %25 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc30)
    %26 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc31)
    %27 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %arg3 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc32)
    %28 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> loc(#loc33)
    %transposed = linalg.transpose ins(%arg4 : tensor<96x32xf32>) outs(%28 : tensor<32x96xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc33)
    %collapsed = tensor.collapse_shape %27 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc34)
    %29 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%28 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc35)
    %30 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x96xf32>) outs(%29 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc35)
    %31 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc36)
    %32 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x96xf32> loc(#loc37)
    %expanded = tensor.expand_shape %32 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc40)
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc41)
    %extracted_slice_30 = tensor.extract_slice %expanded[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc41)
    %extracted_slice_31 = tensor.extract_slice %expanded[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc41)
    %expanded_32 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc42)
    %33 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> loc(#loc43)
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc43)
    %expanded_34 = tensor.expand_shape %extracted_slice_30 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc44)
    %expanded_35 = tensor.expand_shape %extracted_slice_31 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc45)
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc46)
    %transposed_37 = linalg.transpose ins(%expanded_34 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc47)
    %collapsed_38 = tensor.collapse_shape %transposed_33 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc48)
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc49)
    %34 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> loc(#loc50)
    %35 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%34 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc50)
    %36 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_38, %collapsed_39 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc50)
    %expanded_40 = tensor.expand_shape %36 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc51)
    %37 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc52)
    %38 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xi64> loc(#loc53)
    %39 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%38 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64> loc(#loc53)
    %40 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> loc(#loc53)
    %41 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_1 : f32) outs(%40 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32> loc(#loc53)
    %42:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%37 : tensor<2x2x16x16xf32>) outs(%41, %39 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_406: i64):
      %1871 = linalg.index 3 : index
      %1872 = arith.index_cast %1871 : index to i64
      %1873 = arith.maximumf %in, %out : f32
      %1874 = arith.cmpf ogt, %in, %out : f32
      %1875 = arith.select %1874, %1872, %out_406 : i64
      linalg.yield %1873, %1875 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc53)
    %expanded_41 = tensor.expand_shape %42#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc53)
    %43 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_41 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc53)
    %44 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.exp %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc53)
    %45 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32> loc(#loc53)
    %46 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%45 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32> loc(#loc53)
    %47 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc53)
    %48 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %47 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc53)
    %collapsed_42 = tensor.collapse_shape %48 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc54)
    %collapsed_43 = tensor.collapse_shape %transposed_36 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc55)
    %49 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_42, %collapsed_43 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc56)
    %expanded_44 = tensor.expand_shape %49 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc57)
    %50 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> loc(#loc58)
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc58)
    %51 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> loc(#loc59)
    %transposed_46 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc59)
    %collapsed_47 = tensor.collapse_shape %transposed_45 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc60)
    %52 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc61)
    %53 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_47, %transposed_46 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc61)
    %54 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc62)
    %55 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%53, %54 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc63)
    %expanded_48 = tensor.expand_shape %55 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc66)
    %56 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_48 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc67)
    %57 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc68)
    %58 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc68)
    %59 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc68)
    %60 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %59 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc68)
    %61 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %60 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc68)
    %62 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc68)
    %63 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc68)
    %64 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc68)
    %65 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%56 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc68)
    %66 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc68)
    %67 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc69)
    %68 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc70)
    %69 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %66 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc71)
    %70 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %68 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc72)
    %71 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc73)
    %72 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %arg9 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc74)
    %73 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x128xf32> loc(#loc75)
    %transposed_49 = linalg.transpose ins(%arg10 : tensor<128x32xf32>) outs(%73 : tensor<32x128xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc75)
    %collapsed_50 = tensor.collapse_shape %72 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc76)
    %74 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%73 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc77)
    %75 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_50, %transposed_49 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc77)
    %76 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32> loc(#loc78)
    %77 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%75, %76 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc79)
    %expanded_51 = tensor.expand_shape %77 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc82)
    %78 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> loc(#loc83)
    %79 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.fpowi %in, %c3_i64 : f32, i64
      %1872 = arith.mulf %1871, %cst_2 : f32
      %1873 = arith.addf %in, %1872 : f32
      %1874 = arith.mulf %1873, %cst_3 : f32
      %1875 = math.tanh %1874 : f32
      %1876 = arith.addf %1875, %cst_4 : f32
      %1877 = arith.mulf %1876, %cst_5 : f32
      %1878 = arith.mulf %in, %1877 : f32
      linalg.yield %1878 : f32
    } -> tensor<2x16x128xf32> loc(#loc83)
    %80 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128x32xf32> loc(#loc84)
    %transposed_52 = linalg.transpose ins(%arg12 : tensor<32x128xf32>) outs(%80 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc84)
    %collapsed_53 = tensor.collapse_shape %79 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc85)
    %81 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_53, %transposed_52 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc86)
    %82 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc87)
    %83 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%81, %82 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc88)
    %expanded_54 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc91)
    %84 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %expanded_54 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc92)
    %85 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc93)
    %86 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc93)
    %87 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc93)
    %88 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %87 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc93)
    %89 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %88 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc93)
    %90 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc93)
    %91 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc93)
    %92 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc93)
    %93 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc93)
    %94 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc93)
    %95 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc94)
    %96 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc95)
    %97 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %94 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc96)
    %98 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %96 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc97)
    %99 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc98)
    %100 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc99)
    %transposed_55 = linalg.transpose ins(%arg16 : tensor<96x32xf32>) outs(%28 : tensor<32x96xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc100)
    %collapsed_56 = tensor.collapse_shape %100 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc101)
    %101 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_56, %transposed_55 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%29 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc102)
    %102 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc103)
    %103 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%101, %102 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x96xf32> loc(#loc104)
    %expanded_57 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc107)
    %extracted_slice_58 = tensor.extract_slice %expanded_57[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc108)
    %extracted_slice_59 = tensor.extract_slice %expanded_57[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc108)
    %extracted_slice_60 = tensor.extract_slice %expanded_57[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc108)
    %expanded_61 = tensor.expand_shape %extracted_slice_58 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc109)
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc110)
    %expanded_63 = tensor.expand_shape %extracted_slice_59 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc111)
    %expanded_64 = tensor.expand_shape %extracted_slice_60 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc112)
    %transposed_65 = linalg.transpose ins(%expanded_64 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc113)
    %transposed_66 = linalg.transpose ins(%expanded_63 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc114)
    %collapsed_67 = tensor.collapse_shape %transposed_62 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc115)
    %collapsed_68 = tensor.collapse_shape %transposed_66 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc116)
    %104 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_67, %collapsed_68 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc117)
    %expanded_69 = tensor.expand_shape %104 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc118)
    %105 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc119)
    %106:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%105 : tensor<2x2x16x16xf32>) outs(%41, %39 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_406: i64):
      %1871 = linalg.index 3 : index
      %1872 = arith.index_cast %1871 : index to i64
      %1873 = arith.maximumf %in, %out : f32
      %1874 = arith.cmpf ogt, %in, %out : f32
      %1875 = arith.select %1874, %1872, %out_406 : i64
      linalg.yield %1873, %1875 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc120)
    %expanded_70 = tensor.expand_shape %106#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc120)
    %107 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_70 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc120)
    %108 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.exp %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc120)
    %109 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%108 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc120)
    %110 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %109 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc120)
    %collapsed_71 = tensor.collapse_shape %110 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc121)
    %collapsed_72 = tensor.collapse_shape %transposed_65 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc122)
    %111 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_71, %collapsed_72 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc123)
    %expanded_73 = tensor.expand_shape %111 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc124)
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc125)
    %transposed_75 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc126)
    %collapsed_76 = tensor.collapse_shape %transposed_74 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc127)
    %112 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_76, %transposed_75 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc128)
    %113 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc129)
    %114 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%112, %113 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc130)
    %expanded_77 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc133)
    %115 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %expanded_77 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc134)
    %116 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc135)
    %117 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc135)
    %118 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc135)
    %119 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %118 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc135)
    %120 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %119 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc135)
    %121 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc135)
    %122 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc135)
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc135)
    %124 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc135)
    %125 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc135)
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc136)
    %127 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc137)
    %128 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %125 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc138)
    %129 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %127 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc139)
    %130 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc140)
    %131 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg21 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc141)
    %transposed_78 = linalg.transpose ins(%arg22 : tensor<128x32xf32>) outs(%73 : tensor<32x128xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc142)
    %collapsed_79 = tensor.collapse_shape %131 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc143)
    %132 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_79, %transposed_78 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc144)
    %133 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32> loc(#loc145)
    %134 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%132, %133 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc146)
    %expanded_80 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc149)
    %135 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.fpowi %in, %c3_i64 : f32, i64
      %1872 = arith.mulf %1871, %cst_2 : f32
      %1873 = arith.addf %in, %1872 : f32
      %1874 = arith.mulf %1873, %cst_3 : f32
      %1875 = math.tanh %1874 : f32
      %1876 = arith.addf %1875, %cst_4 : f32
      %1877 = arith.mulf %1876, %cst_5 : f32
      %1878 = arith.mulf %in, %1877 : f32
      linalg.yield %1878 : f32
    } -> tensor<2x16x128xf32> loc(#loc150)
    %transposed_81 = linalg.transpose ins(%arg24 : tensor<32x128xf32>) outs(%80 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc151)
    %collapsed_82 = tensor.collapse_shape %135 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc152)
    %136 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_82, %transposed_81 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc153)
    %137 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc154)
    %138 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%136, %137 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc155)
    %expanded_83 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc158)
    %139 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %expanded_83 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc159)
    %140 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc160)
    %141 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc160)
    %142 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc160)
    %143 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %142 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc160)
    %144 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %143 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc160)
    %145 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%144 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc160)
    %146 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc160)
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc160)
    %148 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc160)
    %149 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc160)
    %150 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc161)
    %151 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc162)
    %152 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %149 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc163)
    %153 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %151 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc164)
    %154 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc165)
    %155 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %arg27 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc166)
    %156 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg211 : tensor<2x16xi64>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1871 = arith.index_cast %in : i64 to index
      %1872 = linalg.index 2 : index
      %1873 = arith.cmpi slt, %1871, %c64 : index
      cf.assert %1873, "index must be smaller than dim size"
      %1874 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1874, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%1871, %1872] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc167)
    %157 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %3 : tensor<2x16x32xf32>, tensor<16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc168)
    %158 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc169)
    %159 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc169)
    %160 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc169)
    %161 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %160 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc169)
    %162 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %161 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc169)
    %163 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc169)
    %164 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc169)
    %165 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc169)
    %166 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc169)
    %167 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc169)
    %168 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc170)
    %169 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc171)
    %170 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %167 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc172)
    %171 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %169 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc173)
    %172 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %arg28 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc174)
    %173 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %arg29 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc175)
    %transposed_84 = linalg.transpose ins(%arg30 : tensor<96x32xf32>) outs(%28 : tensor<32x96xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc176)
    %collapsed_85 = tensor.collapse_shape %173 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc177)
    %174 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_85, %transposed_84 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%29 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc178)
    %175 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc179)
    %176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%174, %175 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x96xf32> loc(#loc180)
    %expanded_86 = tensor.expand_shape %176 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc183)
    %extracted_slice_87 = tensor.extract_slice %expanded_86[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc184)
    %extracted_slice_88 = tensor.extract_slice %expanded_86[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc184)
    %extracted_slice_89 = tensor.extract_slice %expanded_86[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc184)
    %expanded_90 = tensor.expand_shape %extracted_slice_87 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc185)
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc186)
    %expanded_92 = tensor.expand_shape %extracted_slice_88 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc187)
    %expanded_93 = tensor.expand_shape %extracted_slice_89 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc188)
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc189)
    %transposed_95 = linalg.transpose ins(%expanded_92 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc190)
    %collapsed_96 = tensor.collapse_shape %transposed_91 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc191)
    %collapsed_97 = tensor.collapse_shape %transposed_95 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc192)
    %177 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_96, %collapsed_97 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc193)
    %expanded_98 = tensor.expand_shape %177 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc194)
    %178 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_98 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc195)
    %expanded_99 = tensor.expand_shape %1 [[0, 1]] output_shape [1, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<16xi64> into tensor<1x16xi64> loc(#loc196)
    %expanded_100 = tensor.expand_shape %1 [[0, 1]] output_shape [16, 1] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<16xi64> into tensor<16x1xi64> loc(#loc197)
    %179 = tensor.empty() {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<16x16xi64> loc(#loc198)
    %180 = linalg.generic {indexing_maps = [#map12, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_99, %expanded_100 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%179 : tensor<16x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_406: i64, %out: i64):
      %1871 = arith.subi %in, %in_406 : i64
      linalg.yield %1871 : i64
    } -> tensor<16x16xi64> loc(#loc198)
    %181 = tensor.empty() {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<16x16xi1> loc(#loc199)
    %182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<16x16xi64>) outs(%181 : tensor<16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1871 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %1871 : i1
    } -> tensor<16x16xi1> loc(#loc199)
    %183 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%182, %cst_17 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%181 : tensor<16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_406: i1, %out: i1):
      %1871 = arith.andi %in, %in_406 : i1
      linalg.yield %1871 : i1
    } -> tensor<16x16xi1> loc(#loc14)
    %184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%183 : tensor<16x16xi1>) outs(%181 : tensor<16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %1871 = arith.xori %in, %true : i1
      linalg.yield %1871 : i1
    } -> tensor<16x16xi1> loc(#loc200)
    %185 = linalg.generic {indexing_maps = [#map14, #map15, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %cst_18, %178 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_406: f32, %in_407: f32, %out: f32):
      %1871 = arith.select %in, %in_406, %in_407 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc15)
    %186:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%185 : tensor<2x2x16x16xf32>) outs(%41, %39 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_406: i64):
      %1871 = linalg.index 3 : index
      %1872 = arith.index_cast %1871 : index to i64
      %1873 = arith.maximumf %in, %out : f32
      %1874 = arith.cmpf ogt, %in, %out : f32
      %1875 = arith.select %1874, %1872, %out_406 : i64
      linalg.yield %1873, %1875 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc201)
    %expanded_101 = tensor.expand_shape %186#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc201)
    %187 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_101 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc201)
    %188 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.exp %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc201)
    %189 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%188 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc201)
    %190 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %189 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc201)
    %collapsed_102 = tensor.collapse_shape %190 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc202)
    %collapsed_103 = tensor.collapse_shape %transposed_94 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc203)
    %191 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_102, %collapsed_103 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc204)
    %expanded_104 = tensor.expand_shape %191 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc205)
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc206)
    %transposed_106 = linalg.transpose ins(%arg32 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc207)
    %collapsed_107 = tensor.collapse_shape %transposed_105 [[0, 1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc208)
    %192 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_107, %transposed_106 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc209)
    %193 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc210)
    %194 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%192, %193 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc211)
    %expanded_108 = tensor.expand_shape %194 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc214)
    %195 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %expanded_108 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc215)
    %196 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc216)
    %197 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%196 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc216)
    %198 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc216)
    %199 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %198 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc216)
    %200 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %199 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc216)
    %201 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc216)
    %202 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc216)
    %203 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc216)
    %204 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%195 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc216)
    %205 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc216)
    %206 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc217)
    %207 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc218)
    %208 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %205 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc219)
    %209 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %207 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc220)
    %210 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %arg34 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc221)
    %211 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %arg35 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc222)
    %212 = tensor.empty() {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x64xf32> loc(#loc223)
    %transposed_109 = linalg.transpose ins(%arg40 : tensor<64x32xf32>) outs(%212 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc223)
    %collapsed_110 = tensor.collapse_shape %155 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc224)
    %213 = linalg.fill {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%212 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc225)
    %214 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_110, %transposed_109 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%213 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc225)
    %215 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<64xf32>) outs(%212 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32> loc(#loc226)
    %216 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%214, %215 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%212 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x64xf32> loc(#loc227)
    %expanded_111 = tensor.expand_shape %216 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc230)
    %extracted_slice_112 = tensor.extract_slice %expanded_111[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> to tensor<2x16x32xf32> loc(#loc231)
    %extracted_slice_113 = tensor.extract_slice %expanded_111[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> to tensor<2x16x32xf32> loc(#loc231)
    %transposed_114 = linalg.transpose ins(%arg38 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc232)
    %collapsed_115 = tensor.collapse_shape %211 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc233)
    %217 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_115, %transposed_114 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc234)
    %218 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc235)
    %219 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%217, %218 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc236)
    %expanded_116 = tensor.expand_shape %219 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc239)
    %transposed_117 = linalg.transpose ins(%expanded_116 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc240)
    %expanded_118 = tensor.expand_shape %extracted_slice_112 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc241)
    %expanded_119 = tensor.expand_shape %extracted_slice_113 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc242)
    %transposed_120 = linalg.transpose ins(%expanded_119 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc243)
    %transposed_121 = linalg.transpose ins(%expanded_118 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc244)
    %collapsed_122 = tensor.collapse_shape %transposed_117 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc245)
    %collapsed_123 = tensor.collapse_shape %transposed_121 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc246)
    %220 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_122, %collapsed_123 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc247)
    %expanded_124 = tensor.expand_shape %220 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc248)
    %221 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_124 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc249)
    %222:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%221 : tensor<2x2x16x16xf32>) outs(%41, %39 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_406: i64):
      %1871 = linalg.index 3 : index
      %1872 = arith.index_cast %1871 : index to i64
      %1873 = arith.maximumf %in, %out : f32
      %1874 = arith.cmpf ogt, %in, %out : f32
      %1875 = arith.select %1874, %1872, %out_406 : i64
      linalg.yield %1873, %1875 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc250)
    %expanded_125 = tensor.expand_shape %222#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc250)
    %223 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_125 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc250)
    %224 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.exp %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc250)
    %225 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%224 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc250)
    %226 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %225 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc250)
    %collapsed_126 = tensor.collapse_shape %226 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc251)
    %collapsed_127 = tensor.collapse_shape %transposed_120 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc252)
    %227 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_126, %collapsed_127 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc253)
    %expanded_128 = tensor.expand_shape %227 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc254)
    %transposed_129 = linalg.transpose ins(%expanded_128 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc255)
    %transposed_130 = linalg.transpose ins(%arg36 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc256)
    %collapsed_131 = tensor.collapse_shape %transposed_129 [[0, 1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc257)
    %228 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_131, %transposed_130 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc258)
    %229 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc259)
    %230 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%228, %229 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc260)
    %expanded_132 = tensor.expand_shape %230 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc263)
    %231 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %expanded_132 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc264)
    %232 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc265)
    %233 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%232 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc265)
    %234 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc265)
    %235 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %234 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc265)
    %236 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %235 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc265)
    %237 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%236 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc265)
    %238 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc265)
    %239 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc265)
    %240 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%231 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc265)
    %241 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc265)
    %242 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc266)
    %243 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc267)
    %244 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %241 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc268)
    %245 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %243 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc269)
    %246 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %arg42 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc270)
    %247 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %arg43 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc271)
    %transposed_133 = linalg.transpose ins(%arg44 : tensor<128x32xf32>) outs(%73 : tensor<32x128xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc272)
    %collapsed_134 = tensor.collapse_shape %247 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc273)
    %248 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_134, %transposed_133 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc274)
    %249 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32> loc(#loc275)
    %250 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%248, %249 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc276)
    %expanded_135 = tensor.expand_shape %250 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc279)
    %251 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.fpowi %in, %c3_i64 : f32, i64
      %1872 = arith.mulf %1871, %cst_2 : f32
      %1873 = arith.addf %in, %1872 : f32
      %1874 = arith.mulf %1873, %cst_3 : f32
      %1875 = math.tanh %1874 : f32
      %1876 = arith.addf %1875, %cst_4 : f32
      %1877 = arith.mulf %1876, %cst_5 : f32
      %1878 = arith.mulf %in, %1877 : f32
      linalg.yield %1878 : f32
    } -> tensor<2x16x128xf32> loc(#loc280)
    %transposed_136 = linalg.transpose ins(%arg46 : tensor<32x128xf32>) outs(%80 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc281)
    %collapsed_137 = tensor.collapse_shape %251 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc282)
    %252 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_137, %transposed_136 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc283)
    %253 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc284)
    %254 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%252, %253 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc285)
    %expanded_138 = tensor.expand_shape %254 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc288)
    %255 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %expanded_138 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc289)
    %256 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc290)
    %257 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%256 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc290)
    %258 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc290)
    %259 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %258 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc290)
    %260 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %259 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc290)
    %261 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%260 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc290)
    %262 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc290)
    %263 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc290)
    %264 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%255 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc290)
    %265 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc290)
    %266 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc291)
    %267 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc292)
    %268 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %265 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc293)
    %269 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %267 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc294)
    %270 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %arg48 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc295)
    %271 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %arg49 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc296)
    %transposed_139 = linalg.transpose ins(%arg50 : tensor<96x32xf32>) outs(%28 : tensor<32x96xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc297)
    %collapsed_140 = tensor.collapse_shape %271 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc298)
    %272 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_140, %transposed_139 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%29 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc299)
    %273 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg51 : tensor<96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc300)
    %274 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%272, %273 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x96xf32> loc(#loc301)
    %expanded_141 = tensor.expand_shape %274 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc304)
    %extracted_slice_142 = tensor.extract_slice %expanded_141[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc305)
    %extracted_slice_143 = tensor.extract_slice %expanded_141[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc305)
    %extracted_slice_144 = tensor.extract_slice %expanded_141[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc305)
    %expanded_145 = tensor.expand_shape %extracted_slice_142 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc306)
    %transposed_146 = linalg.transpose ins(%expanded_145 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc307)
    %expanded_147 = tensor.expand_shape %extracted_slice_143 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc308)
    %expanded_148 = tensor.expand_shape %extracted_slice_144 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc309)
    %transposed_149 = linalg.transpose ins(%expanded_148 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc310)
    %transposed_150 = linalg.transpose ins(%expanded_147 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc311)
    %collapsed_151 = tensor.collapse_shape %transposed_146 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc312)
    %collapsed_152 = tensor.collapse_shape %transposed_150 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc313)
    %275 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_151, %collapsed_152 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc314)
    %expanded_153 = tensor.expand_shape %275 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc315)
    %276 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc316)
    %277 = linalg.generic {indexing_maps = [#map14, #map15, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %cst_18, %276 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_406: f32, %in_407: f32, %out: f32):
      %1871 = arith.select %in, %in_406, %in_407 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc317)
    %278:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%277 : tensor<2x2x16x16xf32>) outs(%41, %39 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_406: i64):
      %1871 = linalg.index 3 : index
      %1872 = arith.index_cast %1871 : index to i64
      %1873 = arith.maximumf %in, %out : f32
      %1874 = arith.cmpf ogt, %in, %out : f32
      %1875 = arith.select %1874, %1872, %out_406 : i64
      linalg.yield %1873, %1875 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc319)
    %expanded_154 = tensor.expand_shape %278#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc319)
    %279 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %expanded_154 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc319)
    %280 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.exp %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc319)
    %281 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%280 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc319)
    %282 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %281 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc319)
    %collapsed_155 = tensor.collapse_shape %282 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc320)
    %collapsed_156 = tensor.collapse_shape %transposed_149 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc321)
    %283 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_155, %collapsed_156 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc322)
    %expanded_157 = tensor.expand_shape %283 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc323)
    %transposed_158 = linalg.transpose ins(%expanded_157 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc324)
    %transposed_159 = linalg.transpose ins(%arg52 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc325)
    %collapsed_160 = tensor.collapse_shape %transposed_158 [[0, 1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc326)
    %284 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_160, %transposed_159 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc327)
    %285 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc328)
    %286 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%284, %285 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc329)
    %expanded_161 = tensor.expand_shape %286 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc332)
    %287 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %expanded_161 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc333)
    %288 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc334)
    %289 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%288 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc334)
    %290 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc334)
    %291 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %290 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc334)
    %292 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %291 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc334)
    %293 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%292 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc334)
    %294 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc334)
    %295 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc334)
    %296 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%287 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc334)
    %297 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc334)
    %298 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc335)
    %299 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc336)
    %300 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %297 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc337)
    %301 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %299 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc338)
    %302 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %arg54 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc339)
    %303 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %arg55 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc340)
    %transposed_162 = linalg.transpose ins(%arg60 : tensor<64x32xf32>) outs(%212 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc341)
    %304 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_110, %transposed_162 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%213 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc342)
    %305 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<64xf32>) outs(%212 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32> loc(#loc343)
    %306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%304, %305 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%212 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x64xf32> loc(#loc344)
    %expanded_163 = tensor.expand_shape %306 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc347)
    %extracted_slice_164 = tensor.extract_slice %expanded_163[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> to tensor<2x16x32xf32> loc(#loc348)
    %extracted_slice_165 = tensor.extract_slice %expanded_163[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> to tensor<2x16x32xf32> loc(#loc348)
    %transposed_166 = linalg.transpose ins(%arg58 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc349)
    %collapsed_167 = tensor.collapse_shape %303 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc350)
    %307 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_167, %transposed_166 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc351)
    %308 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg59 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc352)
    %309 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%307, %308 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc353)
    %expanded_168 = tensor.expand_shape %309 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc356)
    %transposed_169 = linalg.transpose ins(%expanded_168 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc357)
    %expanded_170 = tensor.expand_shape %extracted_slice_164 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc358)
    %expanded_171 = tensor.expand_shape %extracted_slice_165 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc359)
    %transposed_172 = linalg.transpose ins(%expanded_171 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc360)
    %transposed_173 = linalg.transpose ins(%expanded_170 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc361)
    %collapsed_174 = tensor.collapse_shape %transposed_169 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc362)
    %collapsed_175 = tensor.collapse_shape %transposed_173 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc363)
    %310 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_174, %collapsed_175 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc364)
    %expanded_176 = tensor.expand_shape %310 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc365)
    %311 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_176 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc366)
    %312:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%311 : tensor<2x2x16x16xf32>) outs(%41, %39 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_406: i64):
      %1871 = linalg.index 3 : index
      %1872 = arith.index_cast %1871 : index to i64
      %1873 = arith.maximumf %in, %out : f32
      %1874 = arith.cmpf ogt, %in, %out : f32
      %1875 = arith.select %1874, %1872, %out_406 : i64
      linalg.yield %1873, %1875 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc367)
    %expanded_177 = tensor.expand_shape %312#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc367)
    %313 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %expanded_177 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc367)
    %314 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.exp %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc367)
    %315 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%314 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc367)
    %316 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %315 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc367)
    %collapsed_178 = tensor.collapse_shape %316 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc368)
    %collapsed_179 = tensor.collapse_shape %transposed_172 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc369)
    %317 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_178, %collapsed_179 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc370)
    %expanded_180 = tensor.expand_shape %317 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc371)
    %transposed_181 = linalg.transpose ins(%expanded_180 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc372)
    %transposed_182 = linalg.transpose ins(%arg56 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc373)
    %collapsed_183 = tensor.collapse_shape %transposed_181 [[0, 1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc374)
    %318 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_183, %transposed_182 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc375)
    %319 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc376)
    %320 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%318, %319 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc377)
    %expanded_184 = tensor.expand_shape %320 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc380)
    %321 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %expanded_184 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc381)
    %322 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc382)
    %323 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%322 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc382)
    %324 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc382)
    %325 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %324 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc382)
    %326 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %325 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc382)
    %327 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%326 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc382)
    %328 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc382)
    %329 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc382)
    %330 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%321 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc382)
    %331 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc382)
    %332 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc383)
    %333 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc384)
    %334 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %331 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc385)
    %335 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %333 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc386)
    %336 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %arg62 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc387)
    %337 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %arg63 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc388)
    %transposed_185 = linalg.transpose ins(%arg64 : tensor<128x32xf32>) outs(%73 : tensor<32x128xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc389)
    %collapsed_186 = tensor.collapse_shape %337 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc390)
    %338 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_186, %transposed_185 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc391)
    %339 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg65 : tensor<128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32> loc(#loc392)
    %340 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%338, %339 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc393)
    %expanded_187 = tensor.expand_shape %340 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc396)
    %341 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.fpowi %in, %c3_i64 : f32, i64
      %1872 = arith.mulf %1871, %cst_2 : f32
      %1873 = arith.addf %in, %1872 : f32
      %1874 = arith.mulf %1873, %cst_3 : f32
      %1875 = math.tanh %1874 : f32
      %1876 = arith.addf %1875, %cst_4 : f32
      %1877 = arith.mulf %1876, %cst_5 : f32
      %1878 = arith.mulf %in, %1877 : f32
      linalg.yield %1878 : f32
    } -> tensor<2x16x128xf32> loc(#loc397)
    %transposed_188 = linalg.transpose ins(%arg66 : tensor<32x128xf32>) outs(%80 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc398)
    %collapsed_189 = tensor.collapse_shape %341 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc399)
    %342 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_189, %transposed_188 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc400)
    %343 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc401)
    %344 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%342, %343 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc402)
    %expanded_190 = tensor.expand_shape %344 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc405)
    %345 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %expanded_190 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc406)
    %346 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %1871 = arith.extf %in : f32 to f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc407)
    %347 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%346 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc407)
    %348 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc407)
    %349 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %348 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.subf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc407)
    %350 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %349 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_406: f64, %out: f64):
      %1871 = arith.mulf %in, %in_406 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x32xf64> loc(#loc407)
    %351 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%350 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.addf %in, %out : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc407)
    %352 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %1871 = arith.divf %in, %cst_21 : f64
      linalg.yield %1871 : f64
    } -> tensor<2x16x1xf64> loc(#loc407)
    %353 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %1871 = arith.truncf %in : f64 to f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc407)
    %354 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%345 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc407)
    %355 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc407)
    %356 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_6 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x1xf32> loc(#loc408)
    %357 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.rsqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc409)
    %358 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %355 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc410)
    %359 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %357 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc411)
    %360 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %arg68 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc412)
    %361 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %arg69 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc413)
    %transposed_191 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%212 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.phase = "forward"} loc(#loc414)
    %collapsed_192 = tensor.collapse_shape %361 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc415)
    %362 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_192, %transposed_191 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%213 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc416)
    %collapsed_193 = tensor.collapse_shape %arg212 [[0, 1]] {memopt.phase = "forward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc417)
    %363 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi64> loc(#loc418)
    %364 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%363 : tensor<32xi64>) -> tensor<32xi64> loc(#loc418)
    %365 = tensor.empty() {memopt.phase = "forward"} : tensor<32xf32> loc(#loc418)
    %366 = linalg.fill {memopt.phase = "forward"} ins(%cst_1 : f32) outs(%365 : tensor<32xf32>) -> tensor<32xf32> loc(#loc418)
    %367:2 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%362 : tensor<32x64xf32>) outs(%366, %364 : tensor<32xf32>, tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_406: i64):
      %1871 = linalg.index 1 : index
      %1872 = arith.index_cast %1871 : index to i64
      %1873 = arith.maximumf %in, %out : f32
      %1874 = arith.cmpf ogt, %in, %out : f32
      %1875 = arith.select %1874, %1872, %out_406 : i64
      linalg.yield %1873, %1875 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>) loc(#loc418)
    %expanded_194 = tensor.expand_shape %367#0 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xf32> into tensor<32x1xf32> loc(#loc418)
    %368 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%362, %expanded_194 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%212 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x64xf32> loc(#loc420)
    %369 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%368 : tensor<32x64xf32>) outs(%212 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.exp %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x64xf32> loc(#loc421)
    %370 = tensor.empty() {memopt.phase = "forward"} : tensor<32x1xf32> loc(#loc422)
    %371 = linalg.fill {memopt.phase = "forward"} ins(%cst_24 : f32) outs(%370 : tensor<32x1xf32>) -> tensor<32x1xf32> loc(#loc422)
    %372 = linalg.generic {indexing_maps = [#map2, #map13], iterator_types = ["parallel", "reduction"]} ins(%369 : tensor<32x64xf32>) outs(%371 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32x1xf32> loc(#loc422)
    %373 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<32x1xf32>) outs(%370 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.log %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x1xf32> loc(#loc423)
    %374 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%368, %373 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%212 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x64xf32> loc(#loc424)
    %375 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi1> loc(#loc20)
    %376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_193 : tensor<32xi64>) outs(%375 : tensor<32xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1871 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1871 : i1
    } -> tensor<32xi1> loc(#loc20)
    %377 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%376, %collapsed_193, %cst_29 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%363 : tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_406: i64, %in_407: i64, %out: i64):
      %1871 = arith.select %in, %in_406, %in_407 : i64
      linalg.yield %1871 : i64
    } -> tensor<32xi64> loc(#loc23)
    %expanded_195 = tensor.expand_shape %377 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc425)
    %378 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_195 : tensor<32x1xi64>) outs(%371 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1871 = linalg.index 0 : index
      %1872 = arith.index_cast %in : i64 to index
      %1873 = arith.cmpi slt, %1872, %c64 : index
      cf.assert %1873, "index must be smaller than dim size"
      %1874 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1874, "index must be larger or equal to 0"
      %extracted = tensor.extract %374[%1871, %1872] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32> loc(#loc426)
    %collapsed_196 = tensor.collapse_shape %378 [[0, 1]] {memopt.phase = "forward"} : tensor<32x1xf32> into tensor<32xf32> loc(#loc427)
    %379 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_196 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.negf %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc428)
    %380 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%376, %379, %cst_19 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_406: f32, %in_407: f32, %out: f32):
      %1871 = arith.select %in, %in_406, %in_407 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc16)
    %381 = tensor.empty() {memopt.phase = "forward"} : tensor<i64> loc(#loc430)
    %382 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%381 : tensor<i64>) -> tensor<i64> loc(#loc430)
    %383 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%376 : tensor<32xi1>) outs(%382 : tensor<i64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %1871 = arith.extui %in : i1 to i64
      %1872 = arith.addi %1871, %out : i64
      linalg.yield %1872 : i64
    } -> tensor<i64> loc(#loc430)
    %384 = tensor.empty() {memopt.phase = "forward"} : tensor<f32> loc(#loc432)
    %385 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%383 : tensor<i64>) outs(%384 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1871 = arith.sitofp %in : i64 to f32
      linalg.yield %1871 : f32
    } -> tensor<f32> loc(#loc432)
    %386 = linalg.fill {memopt.phase = "forward"} ins(%cst_24 : f32) outs(%384 : tensor<f32>) -> tensor<f32> loc(#loc433)
    %387 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%380 : tensor<32xf32>) outs(%386 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<f32> loc(#loc433)
    %388 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%387, %385 : tensor<f32>, tensor<f32>) outs(%384 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<f32> loc(#loc434)
    %389 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_20, %385 : tensor<f32>, tensor<f32>) outs(%384 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<f32> loc(#loc17)
    %expanded_197 = tensor.expand_shape %collapsed_193 [[0, 1]] output_shape [32, 1] {memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc435)
    %390 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi1> loc(#loc436)
    %391 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_197 : tensor<32x1xi64>) outs(%390 : tensor<32x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1871 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1871 : i1
    } -> tensor<32x1xi1> loc(#loc436)
    %392 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi64> loc(#loc437)
    %393 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%391, %expanded_197, %cst_29 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%392 : tensor<32x1xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_406: i64, %in_407: i64, %out: i64):
      %1871 = arith.select %in, %in_406, %in_407 : i64
      linalg.yield %1871 : i64
    } -> tensor<32x1xi64> loc(#loc437)
    %394 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%392 : tensor<32x1xi64>) -> tensor<32x1xi64> loc(#loc2)
    %395 = linalg.fill {memopt.phase = "backward"} ins(%cst_24 : f32) outs(%365 : tensor<32xf32>) -> tensor<32xf32> loc(#loc2)
    %396:3 = linalg.generic {indexing_maps = [#map19, #map19, #map], iterator_types = ["parallel"]} outs(%394, %394, %395 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i64, %out_406: i64, %out_407: f32):
      %1871 = linalg.index 0 : index
      %1872 = arith.remsi %1871, %c32 : index
      %extracted = tensor.extract %393[%1872, %c0] : tensor<32x1xi64>
      %1873 = arith.index_cast %1872 : index to i64
      linalg.yield %1873, %extracted, %cst_27 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) loc(#loc2)
    %397 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2xi64> loc(#loc2)
    %398 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%397 : tensor<32x2xi64>) -> tensor<32x2xi64> loc(#loc2)
    %inserted_slice = tensor.insert_slice %396#0 into %398[0, 0] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %inserted_slice_198 = tensor.insert_slice %396#1 into %inserted_slice[0, 1] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %399 = scf.for %arg213 = %c0 to %c32 step %c1 iter_args(%arg214 = %cst) -> (tensor<32x64xf32>) {
      %extracted = tensor.extract %inserted_slice_198[%arg213, %c0] : tensor<32x2xi64>
      %1871 = arith.index_cast %extracted : i64 to index
      %extracted_406 = tensor.extract %inserted_slice_198[%arg213, %c1] : tensor<32x2xi64>
      %1872 = arith.index_cast %extracted_406 : i64 to index
      %extracted_slice_407 = tensor.extract_slice %396#2[%arg213] [1] [1] : tensor<32xf32> to tensor<f32>
      %inserted_slice_408 = tensor.insert_slice %extracted_slice_407 into %arg214[%1871, %1872] [1, 1] [1, 1] : tensor<f32> into tensor<32x64xf32>
      scf.yield %inserted_slice_408 : tensor<32x64xf32>
    } {memopt.phase = "backward"} loc(#loc2253)
    %400 = linalg.generic {indexing_maps = [#map2, #map18, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%391, %389, %cst_19 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%370 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_406: f32, %in_407: f32, %out: f32):
      %1871 = arith.select %in, %in_406, %in_407 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x1xf32> loc(#loc438)
    %401 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%399, %400 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%212 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x64xf32> loc(#loc440)
    %402 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%374 : tensor<32x64xf32>) outs(%212 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.exp %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x64xf32> loc(#loc441)
    %403 = linalg.generic {indexing_maps = [#map2, #map13], iterator_types = ["parallel", "reduction"]} ins(%401 : tensor<32x64xf32>) outs(%371 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32x1xf32> loc(#loc442)
    %404 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%402, %403 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%212 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x64xf32> loc(#loc443)
    %405 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%401, %404 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%212 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x64xf32> loc(#loc444)
    %406 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32> loc(#loc445)
    %transposed_199 = linalg.transpose ins(%405 : tensor<32x64xf32>) outs(%406 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.phase = "backward"} loc(#loc445)
    %407 = linalg.fill {memopt.phase = "backward"} ins(%cst_24 : f32) outs(%406 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc446)
    %408 = linalg.matmul {memopt.phase = "backward"} ins(%transposed_199, %collapsed_192 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%407 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc446)
    %409 = linalg.matmul {memopt.phase = "backward"} ins(%405, %arg0 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc447)
    %expanded_200 = tensor.expand_shape %409 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc448)
    %410 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_200, %arg68 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc449)
    %411 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc450)
    %412 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%410 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc451)
    %413 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410, %359 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc452)
    %414 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%413 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc454)
    %415 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %414 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc455)
    %416 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %412 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc456)
    %417 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %415 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc457)
    %418 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc458)
    %419 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418, %417 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc459)
    %420 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_200, %359 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc460)
    %421 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%420 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc461)
    %422 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_200 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc462)
    %collapsed_201 = tensor.collapse_shape %419 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc463)
    %423 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_201, %arg66 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc464)
    %transposed_202 = linalg.transpose ins(%collapsed_201 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc465)
    %424 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_202, %collapsed_189 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc466)
    %425 = tensor.empty() {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x32xf32> loc(#loc467)
    %426 = linalg.fill {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%425 : tensor<1x32xf32>) -> tensor<1x32xf32> loc(#loc467)
    %427 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_201 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc467)
    %collapsed_203 = tensor.collapse_shape %427 [[0, 1]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc468)
    %expanded_204 = tensor.expand_shape %423 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc469)
    %428 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187, %expanded_187 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc470)
    %429 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %expanded_187 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc471)
    %430 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_7 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc4)
    %431 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187, %430 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc472)
    %432 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_8 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc5)
    %433 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.tanh %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc473)
    %434 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc474)
    %435 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %cst_4 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc475)
    %436 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc476)
    %437 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %433 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc477)
    %438 = linalg.generic {indexing_maps = [#map20, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28, %437 : tensor<i64>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_406: f32, %out: f32):
      %1871 = arith.sitofp %in : i64 to f32
      %1872 = arith.subf %1871, %in_406 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc22)
    %439 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_9 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc6)
    %440 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %cst_4 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc478)
    %441 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_8 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc479)
    %442 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %438 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc480)
    %443 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %441 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc481)
    %444 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436, %443 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc482)
    %445 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_204, %444 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc483)
    %collapsed_205 = tensor.collapse_shape %445 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc484)
    %446 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_205, %arg64 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc485)
    %transposed_206 = linalg.transpose ins(%collapsed_205 : tensor<32x128xf32>) outs(%80 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc486)
    %447 = linalg.fill {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%80 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc487)
    %448 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_206, %collapsed_186 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%447 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc487)
    %449 = tensor.empty() {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x128xf32> loc(#loc488)
    %450 = linalg.fill {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%449 : tensor<1x128xf32>) -> tensor<1x128xf32> loc(#loc488)
    %451 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_205 : tensor<32x128xf32>) outs(%450 : tensor<1x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x128xf32> loc(#loc488)
    %collapsed_207 = tensor.collapse_shape %451 [[0, 1]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x128xf32> into tensor<128xf32> loc(#loc489)
    %expanded_208 = tensor.expand_shape %446 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc490)
    %452 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_208, %arg62 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc491)
    %453 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc492)
    %454 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%452 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc493)
    %455 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452, %335 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc494)
    %456 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%455 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc496)
    %457 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %456 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc497)
    %458 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %454 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc498)
    %459 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %457 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc499)
    %460 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc500)
    %461 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %459 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc501)
    %462 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_208, %335 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc502)
    %463 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%462 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc503)
    %464 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_208 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc504)
    %465 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %461 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc505)
    %collapsed_209 = tensor.collapse_shape %465 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc506)
    %466 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_209, %arg56 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc507)
    %transposed_210 = linalg.transpose ins(%collapsed_209 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc508)
    %467 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_210, %collapsed_183 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc509)
    %468 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_209 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc510)
    %collapsed_211 = tensor.collapse_shape %468 [[0, 1]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc511)
    %expanded_212 = tensor.expand_shape %466 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc512)
    %transposed_213 = linalg.transpose ins(%expanded_212 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc513)
    %collapsed_214 = tensor.collapse_shape %transposed_213 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc514)
    %transposed_215 = linalg.transpose ins(%collapsed_178 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc515)
    %469 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_215, %collapsed_214 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc516)
    %transposed_216 = linalg.transpose ins(%collapsed_179 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc517)
    %470 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_214, %transposed_216 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc518)
    %expanded_217 = tensor.expand_shape %469 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc519)
    %expanded_218 = tensor.expand_shape %470 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc520)
    %471 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_218, %316 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc521)
    %472 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%471 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc522)
    %473 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %472 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc523)
    %474 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %473 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc524)
    %475 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc525)
    %collapsed_219 = tensor.collapse_shape %475 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc526)
    %transposed_220 = linalg.transpose ins(%collapsed_174 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc527)
    %476 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_220, %collapsed_219 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc528)
    %transposed_221 = linalg.transpose ins(%collapsed_175 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc529)
    %477 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_219, %transposed_221 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc530)
    %expanded_222 = tensor.expand_shape %476 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc531)
    %expanded_223 = tensor.expand_shape %477 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc532)
    %transposed_224 = linalg.transpose ins(%expanded_217 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc533)
    %collapsed_225 = tensor.collapse_shape %transposed_224 [[0], [1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc534)
    %transposed_226 = linalg.transpose ins(%expanded_222 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc535)
    %collapsed_227 = tensor.collapse_shape %transposed_226 [[0], [1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc536)
    %transposed_228 = linalg.transpose ins(%expanded_223 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc537)
    %collapsed_229 = tensor.collapse_shape %transposed_228 [[0, 1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc538)
    %478 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_229, %arg58 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc539)
    %transposed_230 = linalg.transpose ins(%collapsed_229 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc540)
    %479 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_230, %collapsed_167 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc541)
    %480 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_229 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc542)
    %collapsed_231 = tensor.collapse_shape %480 [[0, 1]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc543)
    %expanded_232 = tensor.expand_shape %478 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc544)
    %concat = tensor.concat dim(2) %collapsed_227, %collapsed_225 {memopt.layer = 3 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x64xf32> loc(#loc545)
    %collapsed_233 = tensor.collapse_shape %concat [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc546)
    %481 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_233, %arg60 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc547)
    %transposed_234 = linalg.transpose ins(%collapsed_233 : tensor<32x64xf32>) outs(%406 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc548)
    %482 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_234, %collapsed_110 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%407 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc549)
    %483 = tensor.empty() {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x64xf32> loc(#loc550)
    %484 = linalg.fill {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%483 : tensor<1x64xf32>) -> tensor<1x64xf32> loc(#loc550)
    %485 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_233 : tensor<32x64xf32>) outs(%484 : tensor<1x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x64xf32> loc(#loc550)
    %collapsed_235 = tensor.collapse_shape %485 [[0, 1]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x64xf32> into tensor<64xf32> loc(#loc551)
    %expanded_236 = tensor.expand_shape %481 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc552)
    %486 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_232, %arg54 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc553)
    %487 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc554)
    %488 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%486 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc555)
    %489 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %301 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc556)
    %490 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%489 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc558)
    %491 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %490 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc559)
    %492 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487, %488 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc560)
    %493 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %491 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc561)
    %494 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc562)
    %495 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494, %493 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc563)
    %496 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_232, %301 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc564)
    %497 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%496 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc565)
    %498 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_232 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc566)
    %499 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465, %495 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc567)
    %collapsed_237 = tensor.collapse_shape %499 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc568)
    %500 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_237, %arg52 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc569)
    %transposed_238 = linalg.transpose ins(%collapsed_237 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc570)
    %501 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_238, %collapsed_160 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc571)
    %502 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_237 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc572)
    %collapsed_239 = tensor.collapse_shape %502 [[0, 1]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc573)
    %expanded_240 = tensor.expand_shape %500 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc574)
    %transposed_241 = linalg.transpose ins(%expanded_240 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc575)
    %collapsed_242 = tensor.collapse_shape %transposed_241 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc576)
    %transposed_243 = linalg.transpose ins(%collapsed_155 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc577)
    %503 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_243, %collapsed_242 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc578)
    %transposed_244 = linalg.transpose ins(%collapsed_156 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc579)
    %504 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_242, %transposed_244 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc580)
    %expanded_245 = tensor.expand_shape %503 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc581)
    %expanded_246 = tensor.expand_shape %504 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc582)
    %505 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_246, %282 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc583)
    %506 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%505 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc584)
    %507 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %506 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc585)
    %508 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %507 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc586)
    %509 = linalg.generic {indexing_maps = [#map14, #map15, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %cst_19, %508 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_406: f32, %in_407: f32, %out: f32):
      %1871 = arith.select %in, %in_406, %in_407 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc587)
    %510 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc588)
    %collapsed_247 = tensor.collapse_shape %510 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc589)
    %transposed_248 = linalg.transpose ins(%collapsed_151 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc590)
    %511 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_248, %collapsed_247 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc591)
    %transposed_249 = linalg.transpose ins(%collapsed_152 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc592)
    %512 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_247, %transposed_249 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc593)
    %expanded_250 = tensor.expand_shape %511 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc594)
    %expanded_251 = tensor.expand_shape %512 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc595)
    %transposed_252 = linalg.transpose ins(%expanded_245 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc596)
    %collapsed_253 = tensor.collapse_shape %transposed_252 [[0], [1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc597)
    %transposed_254 = linalg.transpose ins(%expanded_250 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc598)
    %collapsed_255 = tensor.collapse_shape %transposed_254 [[0], [1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc599)
    %transposed_256 = linalg.transpose ins(%expanded_251 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc600)
    %collapsed_257 = tensor.collapse_shape %transposed_256 [[0], [1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc601)
    %concat_258 = tensor.concat dim(2) %collapsed_257, %collapsed_255, %collapsed_253 {memopt.layer = 3 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc602)
    %collapsed_259 = tensor.collapse_shape %concat_258 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc603)
    %513 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_259, %arg50 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc604)
    %514 = tensor.empty() {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<96x32xf32> loc(#loc605)
    %transposed_260 = linalg.transpose ins(%collapsed_259 : tensor<32x96xf32>) outs(%514 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc605)
    %515 = linalg.fill {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%514 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc606)
    %516 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_260, %collapsed_140 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%515 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc606)
    %517 = tensor.empty() {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x96xf32> loc(#loc607)
    %518 = linalg.fill {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%517 : tensor<1x96xf32>) -> tensor<1x96xf32> loc(#loc607)
    %519 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_259 : tensor<32x96xf32>) outs(%518 : tensor<1x96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x96xf32> loc(#loc607)
    %collapsed_261 = tensor.collapse_shape %519 [[0, 1]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc608)
    %expanded_262 = tensor.expand_shape %513 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc609)
    %520 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_262, %arg48 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc610)
    %521 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc611)
    %522 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%520 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc612)
    %523 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %269 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc613)
    %524 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%523 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc615)
    %525 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %524 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc616)
    %526 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %522 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc617)
    %527 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526, %525 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc618)
    %528 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc619)
    %529 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528, %527 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc620)
    %530 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_262, %269 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc621)
    %531 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%530 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc622)
    %532 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_262 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc623)
    %533 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %529 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc624)
    %collapsed_263 = tensor.collapse_shape %533 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc625)
    %534 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_263, %arg46 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc626)
    %transposed_264 = linalg.transpose ins(%collapsed_263 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc627)
    %535 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_264, %collapsed_137 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc628)
    %536 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_263 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc629)
    %collapsed_265 = tensor.collapse_shape %536 [[0, 1]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc630)
    %expanded_266 = tensor.expand_shape %534 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc631)
    %537 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135, %expanded_135 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc632)
    %538 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537, %expanded_135 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc633)
    %539 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_7 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc634)
    %540 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135, %539 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc635)
    %541 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_8 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc636)
    %542 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.tanh %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc637)
    %543 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc638)
    %544 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %cst_4 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc639)
    %545 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc640)
    %546 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %542 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc641)
    %547 = linalg.generic {indexing_maps = [#map20, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28, %546 : tensor<i64>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_406: f32, %out: f32):
      %1871 = arith.sitofp %in : i64 to f32
      %1872 = arith.subf %1871, %in_406 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc642)
    %548 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_9 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc643)
    %549 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %cst_4 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc644)
    %550 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_8 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc645)
    %551 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543, %547 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc646)
    %552 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551, %550 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc647)
    %553 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545, %552 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc648)
    %554 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_266, %553 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc649)
    %collapsed_267 = tensor.collapse_shape %554 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc650)
    %555 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_267, %arg44 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc651)
    %transposed_268 = linalg.transpose ins(%collapsed_267 : tensor<32x128xf32>) outs(%80 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc652)
    %556 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_268, %collapsed_134 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%447 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc653)
    %557 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_267 : tensor<32x128xf32>) outs(%450 : tensor<1x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x128xf32> loc(#loc654)
    %collapsed_269 = tensor.collapse_shape %557 [[0, 1]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x128xf32> into tensor<128xf32> loc(#loc655)
    %expanded_270 = tensor.expand_shape %555 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc656)
    %558 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_270, %arg42 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc657)
    %559 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc658)
    %560 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%558 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc659)
    %561 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558, %245 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc660)
    %562 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%561 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc662)
    %563 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %562 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc663)
    %564 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559, %560 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc664)
    %565 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %563 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc665)
    %566 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc666)
    %567 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %565 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc667)
    %568 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_270, %245 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc668)
    %569 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%568 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc669)
    %570 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_270 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc670)
    %571 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533, %567 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc671)
    %collapsed_271 = tensor.collapse_shape %571 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc672)
    %572 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_271, %arg36 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc673)
    %transposed_272 = linalg.transpose ins(%collapsed_271 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc674)
    %573 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_272, %collapsed_131 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc675)
    %574 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_271 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc676)
    %collapsed_273 = tensor.collapse_shape %574 [[0, 1]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc677)
    %expanded_274 = tensor.expand_shape %572 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc678)
    %transposed_275 = linalg.transpose ins(%expanded_274 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc679)
    %collapsed_276 = tensor.collapse_shape %transposed_275 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc680)
    %transposed_277 = linalg.transpose ins(%collapsed_126 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc681)
    %575 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_277, %collapsed_276 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc682)
    %transposed_278 = linalg.transpose ins(%collapsed_127 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc683)
    %576 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_276, %transposed_278 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc684)
    %expanded_279 = tensor.expand_shape %575 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc685)
    %expanded_280 = tensor.expand_shape %576 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc686)
    %577 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_280, %226 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc687)
    %578 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%577 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc688)
    %579 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %578 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc689)
    %580 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%577, %579 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc690)
    %581 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%580 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc691)
    %collapsed_281 = tensor.collapse_shape %581 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc692)
    %transposed_282 = linalg.transpose ins(%collapsed_122 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc693)
    %582 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_282, %collapsed_281 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc694)
    %transposed_283 = linalg.transpose ins(%collapsed_123 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc695)
    %583 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_281, %transposed_283 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc696)
    %expanded_284 = tensor.expand_shape %582 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc697)
    %expanded_285 = tensor.expand_shape %583 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc698)
    %transposed_286 = linalg.transpose ins(%expanded_279 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc699)
    %collapsed_287 = tensor.collapse_shape %transposed_286 [[0], [1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc700)
    %transposed_288 = linalg.transpose ins(%expanded_284 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc701)
    %collapsed_289 = tensor.collapse_shape %transposed_288 [[0], [1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc702)
    %transposed_290 = linalg.transpose ins(%expanded_285 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc703)
    %collapsed_291 = tensor.collapse_shape %transposed_290 [[0, 1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc704)
    %584 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_291, %arg38 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc705)
    %transposed_292 = linalg.transpose ins(%collapsed_291 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc706)
    %585 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_292, %collapsed_115 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc707)
    %586 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_291 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc708)
    %collapsed_293 = tensor.collapse_shape %586 [[0, 1]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc709)
    %expanded_294 = tensor.expand_shape %584 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc710)
    %concat_295 = tensor.concat dim(2) %collapsed_289, %collapsed_287 {memopt.layer = 2 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x64xf32> loc(#loc711)
    %collapsed_296 = tensor.collapse_shape %concat_295 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc712)
    %587 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_296, %arg40 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc713)
    %transposed_297 = linalg.transpose ins(%collapsed_296 : tensor<32x64xf32>) outs(%406 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc714)
    %588 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_297, %collapsed_110 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%407 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc715)
    %589 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_296 : tensor<32x64xf32>) outs(%484 : tensor<1x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x64xf32> loc(#loc716)
    %collapsed_298 = tensor.collapse_shape %589 [[0, 1]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x64xf32> into tensor<64xf32> loc(#loc717)
    %expanded_299 = tensor.expand_shape %587 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc718)
    %590 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_236, %expanded_299 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc719)
    %591 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_294, %arg34 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc720)
    %592 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc721)
    %593 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%591 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc722)
    %594 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591, %209 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc723)
    %595 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%594 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc725)
    %596 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %595 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc726)
    %597 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592, %593 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc727)
    %598 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %596 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc728)
    %599 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc729)
    %600 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599, %598 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc730)
    %601 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_294, %209 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc731)
    %602 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%601 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc732)
    %603 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_294 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc733)
    %604 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %600 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc734)
    %collapsed_300 = tensor.collapse_shape %604 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc735)
    %605 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_300, %arg32 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc736)
    %transposed_301 = linalg.transpose ins(%collapsed_300 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc737)
    %606 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_301, %collapsed_107 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc738)
    %607 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_300 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc739)
    %collapsed_302 = tensor.collapse_shape %607 [[0, 1]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc740)
    %expanded_303 = tensor.expand_shape %605 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc741)
    %transposed_304 = linalg.transpose ins(%expanded_303 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc742)
    %collapsed_305 = tensor.collapse_shape %transposed_304 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc743)
    %transposed_306 = linalg.transpose ins(%collapsed_102 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc744)
    %608 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_306, %collapsed_305 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc745)
    %transposed_307 = linalg.transpose ins(%collapsed_103 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc746)
    %609 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_305, %transposed_307 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc747)
    %expanded_308 = tensor.expand_shape %608 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc748)
    %expanded_309 = tensor.expand_shape %609 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc749)
    %610 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_309, %190 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc750)
    %611 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%610 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc751)
    %612 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %611 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc752)
    %613 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%610, %612 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc753)
    %614 = linalg.generic {indexing_maps = [#map14, #map15, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %cst_19, %613 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_406: f32, %in_407: f32, %out: f32):
      %1871 = arith.select %in, %in_406, %in_407 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc754)
    %615 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%614 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc755)
    %collapsed_310 = tensor.collapse_shape %615 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc756)
    %transposed_311 = linalg.transpose ins(%collapsed_96 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc757)
    %616 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_311, %collapsed_310 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc758)
    %transposed_312 = linalg.transpose ins(%collapsed_97 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc759)
    %617 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_310, %transposed_312 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc760)
    %expanded_313 = tensor.expand_shape %616 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc761)
    %expanded_314 = tensor.expand_shape %617 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc762)
    %transposed_315 = linalg.transpose ins(%expanded_308 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc763)
    %collapsed_316 = tensor.collapse_shape %transposed_315 [[0], [1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc764)
    %transposed_317 = linalg.transpose ins(%expanded_313 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc765)
    %collapsed_318 = tensor.collapse_shape %transposed_317 [[0], [1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc766)
    %transposed_319 = linalg.transpose ins(%expanded_314 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc767)
    %collapsed_320 = tensor.collapse_shape %transposed_319 [[0], [1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc768)
    %concat_321 = tensor.concat dim(2) %collapsed_320, %collapsed_318, %collapsed_316 {memopt.layer = 2 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc769)
    %collapsed_322 = tensor.collapse_shape %concat_321 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc770)
    %618 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_322, %arg30 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc771)
    %transposed_323 = linalg.transpose ins(%collapsed_322 : tensor<32x96xf32>) outs(%514 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc772)
    %619 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_323, %collapsed_85 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%515 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc773)
    %620 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_322 : tensor<32x96xf32>) outs(%518 : tensor<1x96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x96xf32> loc(#loc774)
    %collapsed_324 = tensor.collapse_shape %620 [[0, 1]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc775)
    %expanded_325 = tensor.expand_shape %618 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc776)
    %621 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_325, %arg28 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc777)
    %622 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc778)
    %623 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%621 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc779)
    %624 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621, %171 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc780)
    %625 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%624 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc782)
    %626 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %625 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc783)
    %627 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %623 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc784)
    %628 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627, %626 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc785)
    %629 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc786)
    %630 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629, %628 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc787)
    %631 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_325, %171 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc788)
    %632 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%631 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc789)
    %633 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_325 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc790)
    %634 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604, %630 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc791)
    %635 = tensor.empty() {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x16x32xf32> loc(#loc792)
    %636 = linalg.fill {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%635 : tensor<1x16x32xf32>) -> tensor<1x16x32xf32> loc(#loc792)
    %637 = linalg.generic {indexing_maps = [#map4, #map21], iterator_types = ["reduction", "parallel", "parallel"]} ins(%634 : tensor<2x16x32xf32>) outs(%636 : tensor<1x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x16x32xf32> loc(#loc792)
    %collapsed_326 = tensor.collapse_shape %637 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x16x32xf32> into tensor<16x32xf32> loc(#loc793)
    %638 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xi1> loc(#loc794)
    %639 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg211 : tensor<2x16xi64>) outs(%638 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1871 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1871 : i1
    } -> tensor<2x16xi1> loc(#loc794)
    %640 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg211 : tensor<2x16xi64>) outs(%638 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1871 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %1871 : i1
    } -> tensor<2x16xi1> loc(#loc795)
    %641 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%639, %640 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%638 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_406: i1, %out: i1):
      %1871 = arith.andi %in, %in_406 : i1
      linalg.yield %1871 : i1
    } -> tensor<2x16xi1> loc(#loc796)
    %642 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg211 : tensor<2x16xi64>) outs(%638 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1871 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1871 : i1
    } -> tensor<2x16xi1> loc(#loc797)
    %643 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%641, %642 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%638 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_406: i1, %out: i1):
      %1871 = arith.andi %in, %in_406 : i1
      linalg.yield %1871 : i1
    } -> tensor<2x16xi1> loc(#loc798)
    %expanded_327 = tensor.expand_shape %643 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xi1> into tensor<2x16x1xi1> loc(#loc799)
    %644 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xi64> loc(#loc19)
    %645 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg211 : tensor<2x16xi64>) outs(%644 : tensor<2x16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %1871 = arith.maxsi %in, %c-64_i64 : i64
      %1872 = arith.minsi %1871, %c63_i64 : i64
      linalg.yield %1872 : i64
    } -> tensor<2x16xi64> loc(#loc19)
    %646 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xi1> loc(#loc800)
    %647 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_327 : tensor<2x16x1xi1>) outs(%646 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %1871 = arith.xori %in, %true : i1
      linalg.yield %1871 : i1
    } -> tensor<2x16x1xi1> loc(#loc800)
    %648 = linalg.generic {indexing_maps = [#map6, #map20, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647, %cst_19, %634 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_406: f32, %in_407: f32, %out: f32):
      %1871 = arith.select %in, %in_406, %in_407 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc801)
    %collapsed_328 = tensor.collapse_shape %645 [[0, 1]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc802)
    %expanded_329 = tensor.expand_shape %collapsed_328 [[0, 1]] output_shape [32, 1] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc802)
    %collapsed_330 = tensor.collapse_shape %648 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc802)
    %expanded_331 = tensor.expand_shape %collapsed_330 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc802)
    %649 = scf.for %arg213 = %c0 to %c32 step %c1 iter_args(%arg214 = %cst_25) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %expanded_329[%arg213, %c0] : tensor<32x1xi64>
      %1871 = arith.index_cast %extracted : i64 to index
      %extracted_slice_406 = tensor.extract_slice %expanded_331[%arg213, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_407 = tensor.extract_slice %arg214[%1871, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<1x32xf32>
      %1872 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_406 : tensor<1x32xf32>) outs(%extracted_slice_407 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1873 = arith.addf %out, %in : f32
        linalg.yield %1873 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_408 = tensor.insert_slice %1872 into %arg214[%1871, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_408 : tensor<64x32xf32>
    } {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc2254)
    %650 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%408, %649 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc805)
    %651 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc807)
    %652 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc808)
    %653 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%651 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc809)
    %654 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651, %153 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc810)
    %655 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%654 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc812)
    %656 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %655 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc813)
    %657 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %653 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc814)
    %658 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%657, %656 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc815)
    %659 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc816)
    %660 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659, %658 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc817)
    %661 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590, %153 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc818)
    %662 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%661 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc819)
    %663 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%590 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc820)
    %collapsed_332 = tensor.collapse_shape %660 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc821)
    %664 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_332, %arg24 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc822)
    %transposed_333 = linalg.transpose ins(%collapsed_332 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc823)
    %665 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_333, %collapsed_82 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc824)
    %666 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_332 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc825)
    %collapsed_334 = tensor.collapse_shape %666 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc826)
    %expanded_335 = tensor.expand_shape %664 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc827)
    %667 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %expanded_80 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc828)
    %668 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667, %expanded_80 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc829)
    %669 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_7 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc830)
    %670 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %669 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc831)
    %671 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_8 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc832)
    %672 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%671 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.tanh %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc833)
    %673 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc834)
    %674 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%672 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %cst_4 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc835)
    %675 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%674 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc836)
    %676 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%672, %672 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc837)
    %677 = linalg.generic {indexing_maps = [#map20, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28, %676 : tensor<i64>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_406: f32, %out: f32):
      %1871 = arith.sitofp %in : i64 to f32
      %1872 = arith.subf %1871, %in_406 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc838)
    %678 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_9 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc839)
    %679 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %cst_4 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc840)
    %680 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%679 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_8 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc841)
    %681 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%673, %677 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc842)
    %682 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681, %680 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc843)
    %683 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%675, %682 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc844)
    %684 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_335, %683 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc845)
    %collapsed_336 = tensor.collapse_shape %684 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc846)
    %685 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_336, %arg22 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc847)
    %transposed_337 = linalg.transpose ins(%collapsed_336 : tensor<32x128xf32>) outs(%80 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc848)
    %686 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_337, %collapsed_79 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%447 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc849)
    %687 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_336 : tensor<32x128xf32>) outs(%450 : tensor<1x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x128xf32> loc(#loc850)
    %collapsed_338 = tensor.collapse_shape %687 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x128xf32> into tensor<128xf32> loc(#loc851)
    %expanded_339 = tensor.expand_shape %685 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc852)
    %688 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_339, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc853)
    %689 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc854)
    %690 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%688 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc855)
    %691 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688, %129 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc856)
    %692 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%691 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc858)
    %693 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %692 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc859)
    %694 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689, %690 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc860)
    %695 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694, %693 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc861)
    %696 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc862)
    %697 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696, %695 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc863)
    %698 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_339, %129 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc864)
    %699 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%698 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc865)
    %700 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_339 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc866)
    %701 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660, %697 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc867)
    %collapsed_340 = tensor.collapse_shape %701 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc868)
    %702 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_340, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc869)
    %transposed_341 = linalg.transpose ins(%collapsed_340 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc870)
    %703 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_341, %collapsed_76 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc871)
    %704 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_340 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc872)
    %collapsed_342 = tensor.collapse_shape %704 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc873)
    %expanded_343 = tensor.expand_shape %702 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc874)
    %transposed_344 = linalg.transpose ins(%expanded_343 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc875)
    %collapsed_345 = tensor.collapse_shape %transposed_344 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc876)
    %transposed_346 = linalg.transpose ins(%collapsed_71 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc877)
    %705 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_346, %collapsed_345 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc878)
    %transposed_347 = linalg.transpose ins(%collapsed_72 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc879)
    %706 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_345, %transposed_347 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc880)
    %expanded_348 = tensor.expand_shape %705 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc881)
    %expanded_349 = tensor.expand_shape %706 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc882)
    %707 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_349, %110 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc883)
    %708 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%707 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc884)
    %709 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %708 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc885)
    %710 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%707, %709 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc886)
    %711 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%710 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc887)
    %collapsed_350 = tensor.collapse_shape %711 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc888)
    %transposed_351 = linalg.transpose ins(%collapsed_67 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc889)
    %712 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_351, %collapsed_350 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc890)
    %transposed_352 = linalg.transpose ins(%collapsed_68 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc891)
    %713 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_350, %transposed_352 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc892)
    %expanded_353 = tensor.expand_shape %712 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc893)
    %expanded_354 = tensor.expand_shape %713 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc894)
    %transposed_355 = linalg.transpose ins(%expanded_348 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc895)
    %collapsed_356 = tensor.collapse_shape %transposed_355 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc896)
    %transposed_357 = linalg.transpose ins(%expanded_353 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc897)
    %collapsed_358 = tensor.collapse_shape %transposed_357 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc898)
    %transposed_359 = linalg.transpose ins(%expanded_354 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc899)
    %collapsed_360 = tensor.collapse_shape %transposed_359 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc900)
    %concat_361 = tensor.concat dim(2) %collapsed_360, %collapsed_358, %collapsed_356 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc901)
    %collapsed_362 = tensor.collapse_shape %concat_361 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc902)
    %714 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_362, %arg16 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc903)
    %transposed_363 = linalg.transpose ins(%collapsed_362 : tensor<32x96xf32>) outs(%514 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc904)
    %715 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_363, %collapsed_56 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%515 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc905)
    %716 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_362 : tensor<32x96xf32>) outs(%518 : tensor<1x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x96xf32> loc(#loc906)
    %collapsed_364 = tensor.collapse_shape %716 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc907)
    %expanded_365 = tensor.expand_shape %714 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc908)
    %717 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_365, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc909)
    %718 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc910)
    %719 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%717 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc911)
    %720 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717, %98 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc912)
    %721 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%720 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc914)
    %722 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %721 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc915)
    %723 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718, %719 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc916)
    %724 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723, %722 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc917)
    %725 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc918)
    %726 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725, %724 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc919)
    %727 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_365, %98 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc920)
    %728 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%727 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc921)
    %729 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_365 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc922)
    %730 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701, %726 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc923)
    %collapsed_366 = tensor.collapse_shape %730 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc924)
    %731 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_366, %arg12 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc925)
    %transposed_367 = linalg.transpose ins(%collapsed_366 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc926)
    %732 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_367, %collapsed_53 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%74 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc927)
    %733 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_366 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc928)
    %collapsed_368 = tensor.collapse_shape %733 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc929)
    %expanded_369 = tensor.expand_shape %731 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc930)
    %734 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %expanded_51 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc931)
    %735 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%734, %expanded_51 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc932)
    %736 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_7 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc933)
    %737 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %736 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc934)
    %738 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_8 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc935)
    %739 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%738 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.tanh %in : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc936)
    %740 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc937)
    %741 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%739 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %cst_4 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc938)
    %742 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc939)
    %743 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%739, %739 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc940)
    %744 = linalg.generic {indexing_maps = [#map20, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28, %743 : tensor<i64>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_406: f32, %out: f32):
      %1871 = arith.sitofp %in : i64 to f32
      %1872 = arith.subf %1871, %in_406 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc941)
    %745 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%734 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_9 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc942)
    %746 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%745 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %cst_4 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc943)
    %747 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%746 : tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_8 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<2x16x128xf32> loc(#loc944)
    %748 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%740, %744 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc945)
    %749 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748, %747 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc946)
    %750 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742, %749 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc947)
    %751 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_369, %750 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%78 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x128xf32> loc(#loc948)
    %collapsed_370 = tensor.collapse_shape %751 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc949)
    %752 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_370, %arg10 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc950)
    %transposed_371 = linalg.transpose ins(%collapsed_370 : tensor<32x128xf32>) outs(%80 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc951)
    %753 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_371, %collapsed_50 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%447 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc952)
    %754 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_370 : tensor<32x128xf32>) outs(%450 : tensor<1x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x128xf32> loc(#loc953)
    %collapsed_372 = tensor.collapse_shape %754 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x128xf32> into tensor<128xf32> loc(#loc954)
    %expanded_373 = tensor.expand_shape %752 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc955)
    %755 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_373, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc956)
    %756 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc957)
    %757 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%755 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc958)
    %758 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755, %70 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc959)
    %759 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%758 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc961)
    %760 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %759 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc962)
    %761 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%756, %757 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc963)
    %762 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761, %760 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc964)
    %763 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc965)
    %764 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763, %762 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc966)
    %765 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_373, %70 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc967)
    %766 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%765 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc968)
    %767 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_373 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc969)
    %768 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %764 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc970)
    %collapsed_374 = tensor.collapse_shape %768 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc971)
    %769 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_374, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc972)
    %transposed_375 = linalg.transpose ins(%collapsed_374 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc973)
    %770 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_375, %collapsed_47 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc974)
    %771 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_374 : tensor<32x32xf32>) outs(%426 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x32xf32> loc(#loc975)
    %collapsed_376 = tensor.collapse_shape %771 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc976)
    %expanded_377 = tensor.expand_shape %769 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc977)
    %transposed_378 = linalg.transpose ins(%expanded_377 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc978)
    %collapsed_379 = tensor.collapse_shape %transposed_378 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc979)
    %transposed_380 = linalg.transpose ins(%collapsed_42 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc980)
    %772 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_380, %collapsed_379 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc981)
    %transposed_381 = linalg.transpose ins(%collapsed_43 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc982)
    %773 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_379, %transposed_381 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc983)
    %expanded_382 = tensor.expand_shape %772 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc984)
    %expanded_383 = tensor.expand_shape %773 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc985)
    %774 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_383, %48 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc986)
    %775 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%774 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc987)
    %776 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %775 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc988)
    %777 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%774, %776 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc989)
    %778 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc990)
    %collapsed_384 = tensor.collapse_shape %778 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc991)
    %transposed_385 = linalg.transpose ins(%collapsed_38 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc992)
    %779 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_385, %collapsed_384 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc993)
    %transposed_386 = linalg.transpose ins(%collapsed_39 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc994)
    %780 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_384, %transposed_386 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc995)
    %expanded_387 = tensor.expand_shape %779 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc996)
    %expanded_388 = tensor.expand_shape %780 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc997)
    %transposed_389 = linalg.transpose ins(%expanded_382 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc998)
    %collapsed_390 = tensor.collapse_shape %transposed_389 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc999)
    %transposed_391 = linalg.transpose ins(%expanded_387 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc1000)
    %collapsed_392 = tensor.collapse_shape %transposed_391 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc1001)
    %transposed_393 = linalg.transpose ins(%expanded_388 : tensor<2x2x16x16xf32>) outs(%50 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc1002)
    %collapsed_394 = tensor.collapse_shape %transposed_393 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc1003)
    %concat_395 = tensor.concat dim(2) %collapsed_394, %collapsed_392, %collapsed_390 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc1004)
    %collapsed_396 = tensor.collapse_shape %concat_395 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc1005)
    %781 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_396, %arg4 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc1006)
    %transposed_397 = linalg.transpose ins(%collapsed_396 : tensor<32x96xf32>) outs(%514 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc1007)
    %782 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_397, %collapsed : tensor<96x32xf32>, tensor<32x32xf32>) outs(%515 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc1008)
    %783 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_396 : tensor<32x96xf32>) outs(%518 : tensor<1x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x96xf32> loc(#loc1009)
    %collapsed_398 = tensor.collapse_shape %783 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc1010)
    %expanded_399 = tensor.expand_shape %781 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc1011)
    %784 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_399, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc1012)
    %785 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc1013)
    %786 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%784 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc1014)
    %787 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784, %25 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc1015)
    %788 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%787 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc1017)
    %789 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %788 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc1018)
    %790 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%785, %786 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc1019)
    %791 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%790, %789 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc1020)
    %792 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.divf %in, %cst_22 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x1xf32> loc(#loc1021)
    %793 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%792, %791 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc1022)
    %794 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_399, %25 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc1023)
    %795 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%794 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1024)
    %796 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_399 : tensor<2x16x32xf32>) outs(%395 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1025)
    %797 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%768, %793 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc1026)
    %798 = linalg.generic {indexing_maps = [#map4, #map21], iterator_types = ["reduction", "parallel", "parallel"]} ins(%797 : tensor<2x16x32xf32>) outs(%636 : tensor<1x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.addf %in, %out : f32
      linalg.yield %1871 : f32
    } -> tensor<1x16x32xf32> loc(#loc1027)
    %collapsed_400 = tensor.collapse_shape %798 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x16x32xf32> into tensor<16x32xf32> loc(#loc1028)
    %799 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_326, %collapsed_400 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<16x32xf32> loc(#loc1029)
    %800 = linalg.generic {indexing_maps = [#map6, #map20, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647, %cst_19, %797 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_406: f32, %in_407: f32, %out: f32):
      %1871 = arith.select %in, %in_406, %in_407 : f32
      linalg.yield %1871 : f32
    } -> tensor<2x16x32xf32> loc(#loc1030)
    %collapsed_401 = tensor.collapse_shape %800 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc1032)
    %expanded_402 = tensor.expand_shape %collapsed_401 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc1032)
    %801 = scf.for %arg213 = %c0 to %c32 step %c1 iter_args(%arg214 = %cst_25) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %expanded_329[%arg213, %c0] : tensor<32x1xi64>
      %1871 = arith.index_cast %extracted : i64 to index
      %extracted_slice_406 = tensor.extract_slice %expanded_402[%arg213, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_407 = tensor.extract_slice %arg214[%1871, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<1x32xf32>
      %1872 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_406 : tensor<1x32xf32>) outs(%extracted_slice_407 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1873 = arith.addf %out, %in : f32
        linalg.yield %1873 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_408 = tensor.insert_slice %1872 into %arg214[%1871, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_408 : tensor<64x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc2257)
    %802 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%650, %801 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1035)
    %803 = tensor.empty() {memopt.phase = "backward"} : tensor<16xi1> loc(#loc1036)
    %804 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<16xi64>) outs(%803 : tensor<16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1871 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1871 : i1
    } -> tensor<16xi1> loc(#loc1036)
    %805 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<16xi64>) outs(%803 : tensor<16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1871 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %1871 : i1
    } -> tensor<16xi1> loc(#loc1037)
    %806 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%804, %805 : tensor<16xi1>, tensor<16xi1>) outs(%803 : tensor<16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_406: i1, %out: i1):
      %1871 = arith.andi %in, %in_406 : i1
      linalg.yield %1871 : i1
    } -> tensor<16xi1> loc(#loc1038)
    %807 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<16xi64>) outs(%803 : tensor<16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1871 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1871 : i1
    } -> tensor<16xi1> loc(#loc1039)
    %808 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%806, %807 : tensor<16xi1>, tensor<16xi1>) outs(%803 : tensor<16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_406: i1, %out: i1):
      %1871 = arith.andi %in, %in_406 : i1
      linalg.yield %1871 : i1
    } -> tensor<16xi1> loc(#loc1040)
    %expanded_403 = tensor.expand_shape %808 [[0, 1]] output_shape [16, 1] {memopt.phase = "backward"} : tensor<16xi1> into tensor<16x1xi1> loc(#loc1041)
    %809 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<16xi64>) outs(%0 : tensor<16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %1871 = arith.maxsi %in, %c-16_i64 : i64
      %1872 = arith.minsi %1871, %c15_i64 : i64
      linalg.yield %1872 : i64
    } -> tensor<16xi64> loc(#loc18)
    %810 = tensor.empty() {memopt.phase = "backward"} : tensor<16x1xi1> loc(#loc1042)
    %811 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_403 : tensor<16x1xi1>) outs(%810 : tensor<16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %1871 = arith.xori %in, %true : i1
      linalg.yield %1871 : i1
    } -> tensor<16x1xi1> loc(#loc1042)
    %812 = linalg.generic {indexing_maps = [#map13, #map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%811, %cst_19, %799 : tensor<16x1xi1>, tensor<f32>, tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_406: f32, %in_407: f32, %out: f32):
      %1871 = arith.select %in, %in_406, %in_407 : f32
      linalg.yield %1871 : f32
    } -> tensor<16x32xf32> loc(#loc1043)
    %expanded_404 = tensor.expand_shape %809 [[0, 1]] output_shape [16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<16xi64> into tensor<16x1xi64> loc(#loc21)
    %expanded_405 = tensor.expand_shape %812 [[0], [1, 2]] output_shape [16, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<16x32xf32> into tensor<16x1x32xf32> loc(#loc21)
    %813 = scf.for %arg213 = %c0 to %c16 step %c1 iter_args(%arg214 = %cst_26) -> (tensor<16x32xf32>) {
      %extracted = tensor.extract %expanded_404[%arg213, %c0] : tensor<16x1xi64>
      %1871 = arith.index_cast %extracted : i64 to index
      %extracted_slice_406 = tensor.extract_slice %expanded_405[%arg213, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<16x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_407 = tensor.extract_slice %arg214[%1871, 0] [1, 32] [1, 1] : tensor<16x32xf32> to tensor<1x32xf32>
      %1872 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_406 : tensor<1x32xf32>) outs(%extracted_slice_407 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1873 = arith.addf %out, %in : f32
        linalg.yield %1873 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_408 = tensor.insert_slice %1872 into %arg214[%1871, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<16x32xf32>
      scf.yield %inserted_slice_408 : tensor<16x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc2260)
    %814 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc7)
    %815 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%802 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc8)
    %816 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%814, %815 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1046)
    %817 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg140 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc9)
    %818 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%802 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc10)
    %819 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%818, %802 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1047)
    %820 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%817, %819 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1048)
    %821 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg210 : tensor<f32>) outs(%384 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = math.powf %1871, %in : f32
      linalg.yield %1872 : f32
    } -> tensor<f32> loc(#loc1049)
    %822 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_28, %821 : tensor<i64>, tensor<f32>) outs(%384 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_406: f32, %out: f32):
      %1871 = arith.sitofp %in : i64 to f32
      %1872 = arith.subf %1871, %in_406 : f32
      linalg.yield %1872 : f32
    } -> tensor<f32> loc(#loc1050)
    %823 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%816, %822 : tensor<64x32xf32>, tensor<f32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1051)
    %824 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg210 : tensor<f32>) outs(%384 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = math.powf %1871, %in : f32
      linalg.yield %1872 : f32
    } -> tensor<f32> loc(#loc1052)
    %825 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_28, %824 : tensor<i64>, tensor<f32>) outs(%384 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_406: f32, %out: f32):
      %1871 = arith.sitofp %in : i64 to f32
      %1872 = arith.subf %1871, %in_406 : f32
      linalg.yield %1872 : f32
    } -> tensor<f32> loc(#loc1053)
    %826 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%820, %825 : tensor<64x32xf32>, tensor<f32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1054)
    %827 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc11)
    %828 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%823 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc12)
    %829 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%826 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1055)
    %830 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%829 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc13)
    %831 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%828, %830 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1056)
    %832 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%827, %831 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1057)
    %833 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg71 : tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<16x32xf32> loc(#loc1058)
    %834 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%813 : tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<16x32xf32> loc(#loc1059)
    %835 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%833, %834 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<16x32xf32> loc(#loc1060)
    %836 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg141 : tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<16x32xf32> loc(#loc1061)
    %837 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%813 : tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<16x32xf32> loc(#loc1062)
    %838 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%837, %813 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<16x32xf32> loc(#loc1063)
    %839 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%836, %838 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<16x32xf32> loc(#loc1064)
    %840 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%835, %822 : tensor<16x32xf32>, tensor<f32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<16x32xf32> loc(#loc1065)
    %841 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%839, %825 : tensor<16x32xf32>, tensor<f32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<16x32xf32> loc(#loc1067)
    %842 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<16x32xf32> loc(#loc1069)
    %843 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%840 : tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<16x32xf32> loc(#loc1070)
    %844 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%841 : tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<16x32xf32> loc(#loc1071)
    %845 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%844 : tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<16x32xf32> loc(#loc1072)
    %846 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%843, %845 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<16x32xf32> loc(#loc1073)
    %847 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%842, %846 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%2 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<16x32xf32> loc(#loc1074)
    %848 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg72 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1075)
    %849 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%795 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1076)
    %850 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%848, %849 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1077)
    %851 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg142 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1078)
    %852 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%795 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1079)
    %853 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%852, %795 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1080)
    %854 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%851, %853 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1081)
    %855 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%850, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1082)
    %856 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%854, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1084)
    %857 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg2 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1086)
    %858 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%855 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1087)
    %859 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%856 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1088)
    %860 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%859 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1089)
    %861 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%858, %860 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1090)
    %862 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%857, %861 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1091)
    %863 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg73 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1092)
    %864 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%796 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1093)
    %865 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%863, %864 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1094)
    %866 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg143 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1095)
    %867 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%796 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1096)
    %868 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%867, %796 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1097)
    %869 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%866, %868 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1098)
    %870 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%865, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1099)
    %871 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%869, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1101)
    %872 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg3 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1103)
    %873 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%870 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1104)
    %874 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%871 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1105)
    %875 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%874 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1106)
    %876 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%873, %875 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1107)
    %877 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%872, %876 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1108)
    %878 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1109)
    %879 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%782 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1110)
    %880 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%878, %879 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1112)
    %881 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg144 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1113)
    %882 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%782 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1114)
    %883 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%882, %782 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1115)
    %884 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%881, %883 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1116)
    %885 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%880, %822 : tensor<96x32xf32>, tensor<f32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1117)
    %886 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%884, %825 : tensor<96x32xf32>, tensor<f32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1119)
    %887 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1121)
    %888 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%885 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1122)
    %889 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%886 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1123)
    %890 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%889 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1124)
    %891 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%888, %890 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1125)
    %892 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%887, %891 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1126)
    %893 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<96xf32> loc(#loc1127)
    %894 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg75 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1127)
    %895 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_398 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1128)
    %896 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%894, %895 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1129)
    %897 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg145 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1130)
    %898 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_398 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1131)
    %899 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%898, %collapsed_398 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1132)
    %900 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%897, %899 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1133)
    %901 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%896, %822 : tensor<96xf32>, tensor<f32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1134)
    %902 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%900, %825 : tensor<96xf32>, tensor<f32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1136)
    %903 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg5 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1138)
    %904 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%901 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1139)
    %905 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%902 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1140)
    %906 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%905 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1141)
    %907 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%904, %906 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1142)
    %908 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%903, %907 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1143)
    %909 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1144)
    %910 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%770 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1145)
    %911 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%909, %910 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1147)
    %912 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg146 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1148)
    %913 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%770 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1149)
    %914 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%913, %770 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1150)
    %915 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%912, %914 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1151)
    %916 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%911, %822 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1152)
    %917 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%915, %825 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1154)
    %918 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1156)
    %919 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%916 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1157)
    %920 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%917 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1158)
    %921 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%920 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1159)
    %922 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%919, %921 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1160)
    %923 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%918, %922 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1161)
    %924 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg77 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1162)
    %925 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_376 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1163)
    %926 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%924, %925 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1164)
    %927 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg147 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1165)
    %928 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_376 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1166)
    %929 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%928, %collapsed_376 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1167)
    %930 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%927, %929 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1168)
    %931 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%926, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1169)
    %932 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%930, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1171)
    %933 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg7 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1173)
    %934 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%931 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1174)
    %935 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%932 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1175)
    %936 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%935 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1176)
    %937 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%934, %936 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1177)
    %938 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%933, %937 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1178)
    %939 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg78 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1179)
    %940 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%766 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1180)
    %941 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%939, %940 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1181)
    %942 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg148 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1182)
    %943 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%766 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1183)
    %944 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%943, %766 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1184)
    %945 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%942, %944 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1185)
    %946 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%941, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1186)
    %947 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%945, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1188)
    %948 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1190)
    %949 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%946 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1191)
    %950 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%947 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1192)
    %951 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%950 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1193)
    %952 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%949, %951 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1194)
    %953 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%948, %952 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1195)
    %954 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg79 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1196)
    %955 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%767 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1197)
    %956 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%954, %955 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1198)
    %957 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg149 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1199)
    %958 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%767 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1200)
    %959 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%958, %767 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1201)
    %960 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%957, %959 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1202)
    %961 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%956, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1203)
    %962 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%960, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1205)
    %963 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1207)
    %964 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%961 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1208)
    %965 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%962 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1209)
    %966 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%965 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1210)
    %967 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%964, %966 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1211)
    %968 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%963, %967 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1212)
    %969 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1213)
    %970 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%753 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1214)
    %971 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%969, %970 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1216)
    %972 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg150 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1217)
    %973 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%753 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1218)
    %974 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%973, %753 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1219)
    %975 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%972, %974 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1220)
    %976 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%971, %822 : tensor<128x32xf32>, tensor<f32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1221)
    %977 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%975, %825 : tensor<128x32xf32>, tensor<f32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1223)
    %978 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1225)
    %979 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%976 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1226)
    %980 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%977 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1227)
    %981 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%980 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1228)
    %982 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%979, %981 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1229)
    %983 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%978, %982 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1230)
    %984 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<128xf32> loc(#loc1231)
    %985 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg81 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1231)
    %986 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_372 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1232)
    %987 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%985, %986 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1233)
    %988 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg151 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1234)
    %989 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_372 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1235)
    %990 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%989, %collapsed_372 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1236)
    %991 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%988, %990 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1237)
    %992 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%987, %822 : tensor<128xf32>, tensor<f32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1238)
    %993 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%991, %825 : tensor<128xf32>, tensor<f32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1240)
    %994 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg11 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1242)
    %995 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%992 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1243)
    %996 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%993 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1244)
    %997 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%996 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1245)
    %998 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%995, %997 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1246)
    %999 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%994, %998 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1247)
    %1000 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg82 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1248)
    %1001 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%732 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1249)
    %1002 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1000, %1001 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1251)
    %1003 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1252)
    %1004 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%732 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1253)
    %1005 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1004, %732 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1254)
    %1006 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1003, %1005 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1255)
    %1007 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1002, %822 : tensor<32x128xf32>, tensor<f32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1256)
    %1008 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1006, %825 : tensor<32x128xf32>, tensor<f32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1258)
    %1009 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1260)
    %1010 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1007 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1261)
    %1011 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1008 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1262)
    %1012 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1011 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1263)
    %1013 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1010, %1012 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1264)
    %1014 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1009, %1013 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1265)
    %1015 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg83 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1266)
    %1016 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_368 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1267)
    %1017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1015, %1016 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1268)
    %1018 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg153 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1269)
    %1019 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_368 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1270)
    %1020 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1019, %collapsed_368 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1271)
    %1021 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1018, %1020 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1272)
    %1022 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1017, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1273)
    %1023 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1021, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1275)
    %1024 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg13 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1277)
    %1025 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1022 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1278)
    %1026 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1023 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1279)
    %1027 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1026 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1280)
    %1028 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1025, %1027 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1281)
    %1029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1024, %1028 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1282)
    %1030 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg84 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1283)
    %1031 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%728 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1284)
    %1032 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1030, %1031 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1285)
    %1033 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg154 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1286)
    %1034 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%728 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1287)
    %1035 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1034, %728 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1288)
    %1036 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1033, %1035 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1289)
    %1037 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1032, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1290)
    %1038 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1036, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1292)
    %1039 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg14 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1294)
    %1040 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1037 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1295)
    %1041 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1038 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1296)
    %1042 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1041 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1297)
    %1043 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1040, %1042 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1298)
    %1044 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1039, %1043 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1299)
    %1045 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg85 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1300)
    %1046 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%729 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1301)
    %1047 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1045, %1046 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1302)
    %1048 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg155 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1303)
    %1049 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%729 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1304)
    %1050 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1049, %729 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1305)
    %1051 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1048, %1050 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1306)
    %1052 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1047, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1307)
    %1053 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1051, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1309)
    %1054 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg15 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1311)
    %1055 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1052 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1312)
    %1056 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1053 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1313)
    %1057 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1056 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1314)
    %1058 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1055, %1057 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1315)
    %1059 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1054, %1058 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1316)
    %1060 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1317)
    %1061 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%715 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1318)
    %1062 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1060, %1061 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1320)
    %1063 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg156 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1321)
    %1064 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%715 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1322)
    %1065 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1064, %715 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1323)
    %1066 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1063, %1065 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1324)
    %1067 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1062, %822 : tensor<96x32xf32>, tensor<f32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1325)
    %1068 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1066, %825 : tensor<96x32xf32>, tensor<f32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1327)
    %1069 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1329)
    %1070 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1067 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1330)
    %1071 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1068 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1331)
    %1072 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1071 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1332)
    %1073 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1070, %1072 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1333)
    %1074 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1069, %1073 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1334)
    %1075 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg87 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1335)
    %1076 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_364 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1336)
    %1077 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1075, %1076 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1337)
    %1078 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg157 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1338)
    %1079 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_364 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1339)
    %1080 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1079, %collapsed_364 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1340)
    %1081 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1078, %1080 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1341)
    %1082 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1077, %822 : tensor<96xf32>, tensor<f32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1342)
    %1083 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1081, %825 : tensor<96xf32>, tensor<f32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1344)
    %1084 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg17 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1346)
    %1085 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1082 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1347)
    %1086 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1083 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1348)
    %1087 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1086 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1349)
    %1088 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1085, %1087 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1350)
    %1089 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1084, %1088 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1351)
    %1090 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1352)
    %1091 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%703 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1353)
    %1092 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1090, %1091 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1355)
    %1093 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg158 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1356)
    %1094 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%703 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1357)
    %1095 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1094, %703 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1358)
    %1096 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1093, %1095 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1359)
    %1097 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1092, %822 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1360)
    %1098 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1096, %825 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1362)
    %1099 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1364)
    %1100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1097 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1365)
    %1101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1098 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1366)
    %1102 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1101 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1367)
    %1103 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1100, %1102 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1368)
    %1104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1099, %1103 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1369)
    %1105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg89 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1370)
    %1106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_342 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1371)
    %1107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1105, %1106 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1372)
    %1108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg159 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1373)
    %1109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_342 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1374)
    %1110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1109, %collapsed_342 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1375)
    %1111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1108, %1110 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1376)
    %1112 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1107, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1377)
    %1113 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1111, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1379)
    %1114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg19 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1381)
    %1115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1112 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1382)
    %1116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1113 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1383)
    %1117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1116 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1384)
    %1118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1115, %1117 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1385)
    %1119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1114, %1118 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1386)
    %1120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg90 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1387)
    %1121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%699 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1388)
    %1122 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1120, %1121 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1389)
    %1123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg160 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1390)
    %1124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%699 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1391)
    %1125 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1124, %699 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1392)
    %1126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1123, %1125 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1393)
    %1127 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1122, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1394)
    %1128 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1126, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1396)
    %1129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg20 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1398)
    %1130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1127 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1399)
    %1131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1128 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1400)
    %1132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1131 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1401)
    %1133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1130, %1132 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1402)
    %1134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1129, %1133 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1403)
    %1135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg91 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1404)
    %1136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%700 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1405)
    %1137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1135, %1136 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1406)
    %1138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg161 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1407)
    %1139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%700 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1408)
    %1140 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1139, %700 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1409)
    %1141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1138, %1140 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1410)
    %1142 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1137, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1411)
    %1143 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1141, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1413)
    %1144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg21 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1415)
    %1145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1142 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1416)
    %1146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1143 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1417)
    %1147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1146 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1418)
    %1148 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1145, %1147 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1419)
    %1149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1144, %1148 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1420)
    %1150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg92 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1421)
    %1151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%686 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1422)
    %1152 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1150, %1151 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1424)
    %1153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg162 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1425)
    %1154 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%686 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1426)
    %1155 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1154, %686 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1427)
    %1156 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1153, %1155 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1428)
    %1157 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1152, %822 : tensor<128x32xf32>, tensor<f32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1429)
    %1158 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1156, %825 : tensor<128x32xf32>, tensor<f32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1431)
    %1159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1433)
    %1160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1157 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1434)
    %1161 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1158 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1435)
    %1162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1161 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1436)
    %1163 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1160, %1162 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1437)
    %1164 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1159, %1163 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1438)
    %1165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg93 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1439)
    %1166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_338 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1440)
    %1167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1165, %1166 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1441)
    %1168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg163 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1442)
    %1169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_338 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1443)
    %1170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1169, %collapsed_338 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1444)
    %1171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1168, %1170 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1445)
    %1172 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1167, %822 : tensor<128xf32>, tensor<f32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1446)
    %1173 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1171, %825 : tensor<128xf32>, tensor<f32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1448)
    %1174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg23 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1450)
    %1175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1172 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1451)
    %1176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1173 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1452)
    %1177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1176 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1453)
    %1178 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1175, %1177 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1454)
    %1179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1174, %1178 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1455)
    %1180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg94 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1456)
    %1181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%665 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1457)
    %1182 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1180, %1181 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1459)
    %1183 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg164 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1460)
    %1184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%665 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1461)
    %1185 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1184, %665 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1462)
    %1186 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1183, %1185 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1463)
    %1187 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1182, %822 : tensor<32x128xf32>, tensor<f32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1464)
    %1188 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1186, %825 : tensor<32x128xf32>, tensor<f32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1466)
    %1189 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1468)
    %1190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1187 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1469)
    %1191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1188 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1470)
    %1192 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1191 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1471)
    %1193 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1190, %1192 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1472)
    %1194 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1189, %1193 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1473)
    %1195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg95 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1474)
    %1196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_334 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1475)
    %1197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1195, %1196 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1476)
    %1198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg165 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1477)
    %1199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_334 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1478)
    %1200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1199, %collapsed_334 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1479)
    %1201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1198, %1200 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1480)
    %1202 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1197, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1481)
    %1203 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1201, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1483)
    %1204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg25 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1485)
    %1205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1202 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1486)
    %1206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1203 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1487)
    %1207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1206 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1488)
    %1208 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1205, %1207 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1489)
    %1209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1204, %1208 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1490)
    %1210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg96 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1491)
    %1211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%662 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1492)
    %1212 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1210, %1211 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1493)
    %1213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg166 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1494)
    %1214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%662 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1495)
    %1215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1214, %662 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1496)
    %1216 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1213, %1215 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1497)
    %1217 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1212, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1498)
    %1218 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1216, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1500)
    %1219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg26 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1502)
    %1220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1217 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1503)
    %1221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1218 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1504)
    %1222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1221 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1505)
    %1223 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1220, %1222 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1506)
    %1224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1219, %1223 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1507)
    %1225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg97 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1508)
    %1226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%663 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1509)
    %1227 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1225, %1226 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1510)
    %1228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg167 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1511)
    %1229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%663 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1512)
    %1230 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1229, %663 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1513)
    %1231 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1228, %1230 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1514)
    %1232 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1227, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1515)
    %1233 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1231, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1517)
    %1234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg27 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1519)
    %1235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1232 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1520)
    %1236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1233 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1521)
    %1237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1236 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1522)
    %1238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1235, %1237 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1523)
    %1239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1234, %1238 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1524)
    %1240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg98 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1525)
    %1241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%632 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1526)
    %1242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1240, %1241 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1527)
    %1243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg168 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1528)
    %1244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%632 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1529)
    %1245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1244, %632 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1530)
    %1246 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1243, %1245 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1531)
    %1247 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1242, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1532)
    %1248 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1246, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1534)
    %1249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg28 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1536)
    %1250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1247 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1537)
    %1251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1248 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1538)
    %1252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1251 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1539)
    %1253 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1250, %1252 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1540)
    %1254 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1249, %1253 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1541)
    %1255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg99 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1542)
    %1256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%633 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1543)
    %1257 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1255, %1256 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1544)
    %1258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg169 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1545)
    %1259 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%633 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1546)
    %1260 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1259, %633 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1547)
    %1261 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1258, %1260 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1548)
    %1262 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1257, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1549)
    %1263 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1261, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1551)
    %1264 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg29 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1553)
    %1265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1262 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1554)
    %1266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1263 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1555)
    %1267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1266 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1556)
    %1268 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1265, %1267 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1557)
    %1269 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1264, %1268 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1558)
    %1270 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg100 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1559)
    %1271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%619 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1560)
    %1272 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1270, %1271 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1562)
    %1273 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg170 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1563)
    %1274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%619 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1564)
    %1275 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1274, %619 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1565)
    %1276 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1273, %1275 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1566)
    %1277 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1272, %822 : tensor<96x32xf32>, tensor<f32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1567)
    %1278 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1276, %825 : tensor<96x32xf32>, tensor<f32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1569)
    %1279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1571)
    %1280 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1277 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1572)
    %1281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1278 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1573)
    %1282 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1281 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1574)
    %1283 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1280, %1282 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1575)
    %1284 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1279, %1283 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1576)
    %1285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg101 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1577)
    %1286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_324 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1578)
    %1287 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1285, %1286 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1579)
    %1288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg171 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1580)
    %1289 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_324 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1581)
    %1290 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1289, %collapsed_324 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1582)
    %1291 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1288, %1290 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1583)
    %1292 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1287, %822 : tensor<96xf32>, tensor<f32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1584)
    %1293 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1291, %825 : tensor<96xf32>, tensor<f32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1586)
    %1294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg31 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1588)
    %1295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1292 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1589)
    %1296 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1293 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1590)
    %1297 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1296 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1591)
    %1298 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1295, %1297 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1592)
    %1299 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1294, %1298 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1593)
    %1300 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg102 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1594)
    %1301 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%606 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1595)
    %1302 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1300, %1301 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1597)
    %1303 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg172 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1598)
    %1304 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%606 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1599)
    %1305 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1304, %606 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1600)
    %1306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1303, %1305 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1601)
    %1307 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1302, %822 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1602)
    %1308 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1306, %825 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1604)
    %1309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1606)
    %1310 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1307 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1607)
    %1311 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1308 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1608)
    %1312 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1311 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1609)
    %1313 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1310, %1312 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1610)
    %1314 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1309, %1313 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1611)
    %1315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg103 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1612)
    %1316 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_302 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1613)
    %1317 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1315, %1316 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1614)
    %1318 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg173 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1615)
    %1319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_302 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1616)
    %1320 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1319, %collapsed_302 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1617)
    %1321 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1318, %1320 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1618)
    %1322 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1317, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1619)
    %1323 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1321, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1621)
    %1324 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg33 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1623)
    %1325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1322 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1624)
    %1326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1323 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1625)
    %1327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1326 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1626)
    %1328 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1325, %1327 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1627)
    %1329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1324, %1328 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1628)
    %1330 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg104 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1629)
    %1331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%602 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1630)
    %1332 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1330, %1331 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1631)
    %1333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg174 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1632)
    %1334 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%602 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1633)
    %1335 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1334, %602 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1634)
    %1336 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1333, %1335 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1635)
    %1337 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1332, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1636)
    %1338 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1336, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1638)
    %1339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg34 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1640)
    %1340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1337 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1641)
    %1341 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1338 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1642)
    %1342 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1341 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1643)
    %1343 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1340, %1342 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1644)
    %1344 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1339, %1343 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1645)
    %1345 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg105 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1646)
    %1346 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%603 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1647)
    %1347 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1345, %1346 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1648)
    %1348 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg175 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1649)
    %1349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%603 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1650)
    %1350 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1349, %603 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1651)
    %1351 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1348, %1350 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1652)
    %1352 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1347, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1653)
    %1353 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1351, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1655)
    %1354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg35 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1657)
    %1355 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1352 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1658)
    %1356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1353 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1659)
    %1357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1356 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1660)
    %1358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1355, %1357 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1661)
    %1359 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1354, %1358 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1662)
    %1360 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg106 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1663)
    %1361 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%573 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1664)
    %1362 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1360, %1361 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1666)
    %1363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg176 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1667)
    %1364 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%573 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1668)
    %1365 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1364, %573 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1669)
    %1366 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1363, %1365 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1670)
    %1367 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1362, %822 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1671)
    %1368 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1366, %825 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1673)
    %1369 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1675)
    %1370 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1367 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1676)
    %1371 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1368 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1677)
    %1372 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1371 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1678)
    %1373 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1370, %1372 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1679)
    %1374 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1369, %1373 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1680)
    %1375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg107 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1681)
    %1376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_273 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1682)
    %1377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1375, %1376 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1683)
    %1378 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg177 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1684)
    %1379 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_273 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1685)
    %1380 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1379, %collapsed_273 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1686)
    %1381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1378, %1380 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1687)
    %1382 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1377, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1688)
    %1383 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1381, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1690)
    %1384 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg37 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1692)
    %1385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1382 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1693)
    %1386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1383 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1694)
    %1387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1386 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1695)
    %1388 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1385, %1387 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1696)
    %1389 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1384, %1388 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1697)
    %1390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg108 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1698)
    %1391 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%585 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1699)
    %1392 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1390, %1391 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1701)
    %1393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg178 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1702)
    %1394 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%585 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1703)
    %1395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1394, %585 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1704)
    %1396 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1393, %1395 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1705)
    %1397 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1392, %822 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1706)
    %1398 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1396, %825 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1708)
    %1399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1710)
    %1400 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1397 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1711)
    %1401 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1398 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1712)
    %1402 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1401 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1713)
    %1403 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1400, %1402 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1714)
    %1404 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1399, %1403 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1715)
    %1405 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg109 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1716)
    %1406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_293 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1717)
    %1407 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1405, %1406 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1718)
    %1408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg179 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1719)
    %1409 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_293 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1720)
    %1410 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1409, %collapsed_293 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1721)
    %1411 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1408, %1410 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1722)
    %1412 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1407, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1723)
    %1413 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1411, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1725)
    %1414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg39 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1727)
    %1415 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1412 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1728)
    %1416 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1413 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1729)
    %1417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1416 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1730)
    %1418 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1415, %1417 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1731)
    %1419 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1414, %1418 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1732)
    %1420 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg110 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc1733)
    %1421 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%588 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc1734)
    %1422 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1420, %1421 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1736)
    %1423 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg180 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc1737)
    %1424 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%588 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc1738)
    %1425 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1424, %588 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1739)
    %1426 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1423, %1425 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1740)
    %1427 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1422, %822 : tensor<64x32xf32>, tensor<f32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1741)
    %1428 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1426, %825 : tensor<64x32xf32>, tensor<f32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1743)
    %1429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc1745)
    %1430 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1427 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc1746)
    %1431 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1428 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1747)
    %1432 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1431 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc1748)
    %1433 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1430, %1432 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1749)
    %1434 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1429, %1433 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc1750)
    %1435 = tensor.empty() {memopt.layer = 2 : i64, memopt.phase = "optimizer"} : tensor<64xf32> loc(#loc1751)
    %1436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg111 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc1751)
    %1437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_298 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc1752)
    %1438 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1436, %1437 : tensor<64xf32>, tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc1753)
    %1439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg181 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc1754)
    %1440 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_298 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc1755)
    %1441 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1440, %collapsed_298 : tensor<64xf32>, tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc1756)
    %1442 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1439, %1441 : tensor<64xf32>, tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc1757)
    %1443 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1438, %822 : tensor<64xf32>, tensor<f32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc1758)
    %1444 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1442, %825 : tensor<64xf32>, tensor<f32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc1760)
    %1445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg41 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc1762)
    %1446 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1443 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc1763)
    %1447 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1444 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc1764)
    %1448 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1447 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc1765)
    %1449 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1446, %1448 : tensor<64xf32>, tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc1766)
    %1450 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1445, %1449 : tensor<64xf32>, tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc1767)
    %1451 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg112 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1768)
    %1452 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%569 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1769)
    %1453 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1451, %1452 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1770)
    %1454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg182 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1771)
    %1455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%569 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1772)
    %1456 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1455, %569 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1773)
    %1457 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1454, %1456 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1774)
    %1458 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1453, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1775)
    %1459 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1457, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1777)
    %1460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1779)
    %1461 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1458 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1780)
    %1462 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1459 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1781)
    %1463 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1462 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1782)
    %1464 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1461, %1463 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1783)
    %1465 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1460, %1464 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1784)
    %1466 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg113 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1785)
    %1467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%570 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1786)
    %1468 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1466, %1467 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1787)
    %1469 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg183 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1788)
    %1470 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%570 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1789)
    %1471 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1470, %570 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1790)
    %1472 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1469, %1471 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1791)
    %1473 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1468, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1792)
    %1474 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1472, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1794)
    %1475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg43 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1796)
    %1476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1473 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1797)
    %1477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1474 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1798)
    %1478 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1477 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1799)
    %1479 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1476, %1478 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1800)
    %1480 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1475, %1479 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1801)
    %1481 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg114 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1802)
    %1482 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%556 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1803)
    %1483 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1481, %1482 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1805)
    %1484 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg184 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1806)
    %1485 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%556 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1807)
    %1486 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1485, %556 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1808)
    %1487 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1484, %1486 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1809)
    %1488 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1483, %822 : tensor<128x32xf32>, tensor<f32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1810)
    %1489 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1487, %825 : tensor<128x32xf32>, tensor<f32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1812)
    %1490 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1814)
    %1491 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1488 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1815)
    %1492 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1489 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1816)
    %1493 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1492 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc1817)
    %1494 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1491, %1493 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1818)
    %1495 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1490, %1494 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc1819)
    %1496 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg115 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1820)
    %1497 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_269 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1821)
    %1498 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1496, %1497 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1822)
    %1499 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg185 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1823)
    %1500 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_269 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1824)
    %1501 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1500, %collapsed_269 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1825)
    %1502 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1499, %1501 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1826)
    %1503 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1498, %822 : tensor<128xf32>, tensor<f32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1827)
    %1504 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1502, %825 : tensor<128xf32>, tensor<f32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1829)
    %1505 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg45 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1831)
    %1506 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1503 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1832)
    %1507 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1504 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1833)
    %1508 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1507 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc1834)
    %1509 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1506, %1508 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1835)
    %1510 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1505, %1509 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc1836)
    %1511 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg116 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1837)
    %1512 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%535 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1838)
    %1513 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1511, %1512 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1840)
    %1514 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg186 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1841)
    %1515 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%535 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1842)
    %1516 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1515, %535 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1843)
    %1517 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1514, %1516 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1844)
    %1518 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1513, %822 : tensor<32x128xf32>, tensor<f32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1845)
    %1519 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1517, %825 : tensor<32x128xf32>, tensor<f32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1847)
    %1520 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1849)
    %1521 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1518 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1850)
    %1522 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1519 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1851)
    %1523 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1522 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc1852)
    %1524 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1521, %1523 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1853)
    %1525 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1520, %1524 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc1854)
    %1526 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg117 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1855)
    %1527 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_265 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1856)
    %1528 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1526, %1527 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1857)
    %1529 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg187 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1858)
    %1530 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_265 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1859)
    %1531 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1530, %collapsed_265 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1860)
    %1532 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1529, %1531 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1861)
    %1533 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1528, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1862)
    %1534 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1532, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1864)
    %1535 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg47 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1866)
    %1536 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1533 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1867)
    %1537 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1534 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1868)
    %1538 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1537 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1869)
    %1539 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1536, %1538 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1870)
    %1540 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1535, %1539 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1871)
    %1541 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg118 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1872)
    %1542 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%531 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1873)
    %1543 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1541, %1542 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1874)
    %1544 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg188 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1875)
    %1545 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%531 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1876)
    %1546 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1545, %531 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1877)
    %1547 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1544, %1546 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1878)
    %1548 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1543, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1879)
    %1549 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1547, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1881)
    %1550 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg48 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1883)
    %1551 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1548 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1884)
    %1552 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1549 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1885)
    %1553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1552 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1886)
    %1554 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1551, %1553 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1887)
    %1555 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1550, %1554 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1888)
    %1556 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg119 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1889)
    %1557 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%532 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1890)
    %1558 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1556, %1557 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1891)
    %1559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg189 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1892)
    %1560 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%532 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1893)
    %1561 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1560, %532 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1894)
    %1562 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1559, %1561 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1895)
    %1563 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1558, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1896)
    %1564 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1562, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1898)
    %1565 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg49 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1900)
    %1566 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1563 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1901)
    %1567 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1564 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1902)
    %1568 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1567 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1903)
    %1569 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1566, %1568 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1904)
    %1570 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1565, %1569 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1905)
    %1571 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg120 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1906)
    %1572 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%516 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1907)
    %1573 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1571, %1572 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1909)
    %1574 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg190 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1910)
    %1575 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%516 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1911)
    %1576 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1575, %516 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1912)
    %1577 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1574, %1576 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1913)
    %1578 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1573, %822 : tensor<96x32xf32>, tensor<f32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1914)
    %1579 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1577, %825 : tensor<96x32xf32>, tensor<f32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1916)
    %1580 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1918)
    %1581 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1578 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1919)
    %1582 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1579 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1920)
    %1583 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1582 : tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96x32xf32> loc(#loc1921)
    %1584 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1581, %1583 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1922)
    %1585 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1580, %1584 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%514 : tensor<96x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96x32xf32> loc(#loc1923)
    %1586 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg121 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1924)
    %1587 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_261 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1925)
    %1588 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1586, %1587 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1926)
    %1589 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg191 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1927)
    %1590 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_261 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1928)
    %1591 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1590, %collapsed_261 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1929)
    %1592 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1589, %1591 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1930)
    %1593 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1588, %822 : tensor<96xf32>, tensor<f32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1931)
    %1594 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1592, %825 : tensor<96xf32>, tensor<f32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1933)
    %1595 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg51 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1935)
    %1596 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1593 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1936)
    %1597 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1594 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1937)
    %1598 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1597 : tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<96xf32> loc(#loc1938)
    %1599 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1596, %1598 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1939)
    %1600 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1595, %1599 : tensor<96xf32>, tensor<96xf32>) outs(%893 : tensor<96xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<96xf32> loc(#loc1940)
    %1601 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg122 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1941)
    %1602 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%501 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1942)
    %1603 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1601, %1602 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1944)
    %1604 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg192 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1945)
    %1605 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%501 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1946)
    %1606 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1605, %501 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1947)
    %1607 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1604, %1606 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1948)
    %1608 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1603, %822 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1949)
    %1609 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1607, %825 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1951)
    %1610 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1953)
    %1611 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1608 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1954)
    %1612 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1609 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1955)
    %1613 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1612 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc1956)
    %1614 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1611, %1613 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1957)
    %1615 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1610, %1614 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc1958)
    %1616 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg123 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1959)
    %1617 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_239 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1960)
    %1618 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1616, %1617 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1961)
    %1619 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg193 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1962)
    %1620 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_239 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1963)
    %1621 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1620, %collapsed_239 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1964)
    %1622 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1619, %1621 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1965)
    %1623 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1618, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1966)
    %1624 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1622, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1968)
    %1625 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg53 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1970)
    %1626 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1623 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1971)
    %1627 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1624 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1972)
    %1628 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1627 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1973)
    %1629 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1626, %1628 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1974)
    %1630 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1625, %1629 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1975)
    %1631 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg124 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1976)
    %1632 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%497 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1977)
    %1633 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1631, %1632 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1978)
    %1634 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg194 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1979)
    %1635 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%497 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1980)
    %1636 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1635, %497 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1981)
    %1637 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1634, %1636 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1982)
    %1638 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1633, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1983)
    %1639 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1637, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1985)
    %1640 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg54 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1987)
    %1641 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1638 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1988)
    %1642 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1639 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1989)
    %1643 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1642 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1990)
    %1644 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1641, %1643 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1991)
    %1645 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1640, %1644 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1992)
    %1646 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg125 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1993)
    %1647 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%498 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1994)
    %1648 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1646, %1647 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1995)
    %1649 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg195 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1996)
    %1650 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%498 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc1997)
    %1651 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1650, %498 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1998)
    %1652 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1649, %1651 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc1999)
    %1653 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1648, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2000)
    %1654 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1652, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2002)
    %1655 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg55 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2004)
    %1656 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1653 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2005)
    %1657 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1654 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2006)
    %1658 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1657 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2007)
    %1659 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1656, %1658 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2008)
    %1660 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1655, %1659 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2009)
    %1661 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg126 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2010)
    %1662 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%467 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2011)
    %1663 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1661, %1662 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2013)
    %1664 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg196 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2014)
    %1665 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%467 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2015)
    %1666 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1665, %467 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2016)
    %1667 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1664, %1666 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2017)
    %1668 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1663, %822 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2018)
    %1669 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1667, %825 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2020)
    %1670 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2022)
    %1671 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1668 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2023)
    %1672 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1669 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2024)
    %1673 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1672 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2025)
    %1674 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1671, %1673 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2026)
    %1675 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1670, %1674 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2027)
    %1676 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg127 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2028)
    %1677 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_211 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2029)
    %1678 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1676, %1677 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2030)
    %1679 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg197 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2031)
    %1680 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_211 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2032)
    %1681 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1680, %collapsed_211 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2033)
    %1682 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1679, %1681 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2034)
    %1683 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1678, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2035)
    %1684 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1682, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2037)
    %1685 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg57 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2039)
    %1686 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1683 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2040)
    %1687 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1684 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2041)
    %1688 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1687 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2042)
    %1689 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1686, %1688 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2043)
    %1690 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1685, %1689 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2044)
    %1691 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg128 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2045)
    %1692 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%479 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2046)
    %1693 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1691, %1692 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2048)
    %1694 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg198 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2049)
    %1695 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%479 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2050)
    %1696 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1695, %479 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2051)
    %1697 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1694, %1696 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2052)
    %1698 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1693, %822 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2053)
    %1699 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1697, %825 : tensor<32x32xf32>, tensor<f32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2055)
    %1700 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2057)
    %1701 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1698 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2058)
    %1702 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1699 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2059)
    %1703 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1702 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x32xf32> loc(#loc2060)
    %1704 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1701, %1703 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2061)
    %1705 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1700, %1704 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x32xf32> loc(#loc2062)
    %1706 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg129 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2063)
    %1707 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_231 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2064)
    %1708 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1706, %1707 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2065)
    %1709 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg199 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2066)
    %1710 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_231 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2067)
    %1711 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1710, %collapsed_231 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2068)
    %1712 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1709, %1711 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2069)
    %1713 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1708, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2070)
    %1714 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1712, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2072)
    %1715 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg59 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2074)
    %1716 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1713 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2075)
    %1717 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1714 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2076)
    %1718 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1717 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2077)
    %1719 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1716, %1718 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2078)
    %1720 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1715, %1719 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2079)
    %1721 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg130 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc2080)
    %1722 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%482 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc2081)
    %1723 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1721, %1722 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc2083)
    %1724 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg200 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc2084)
    %1725 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%482 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc2085)
    %1726 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1725, %482 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc2086)
    %1727 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1724, %1726 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc2087)
    %1728 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1723, %822 : tensor<64x32xf32>, tensor<f32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc2088)
    %1729 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1727, %825 : tensor<64x32xf32>, tensor<f32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc2090)
    %1730 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc2092)
    %1731 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1728 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc2093)
    %1732 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1729 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc2094)
    %1733 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1732 : tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64x32xf32> loc(#loc2095)
    %1734 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1731, %1733 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc2096)
    %1735 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1730, %1734 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%406 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64x32xf32> loc(#loc2097)
    %1736 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg131 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc2098)
    %1737 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_235 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc2099)
    %1738 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1736, %1737 : tensor<64xf32>, tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc2100)
    %1739 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg201 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc2101)
    %1740 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_235 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc2102)
    %1741 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1740, %collapsed_235 : tensor<64xf32>, tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc2103)
    %1742 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1739, %1741 : tensor<64xf32>, tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc2104)
    %1743 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1738, %822 : tensor<64xf32>, tensor<f32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc2105)
    %1744 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1742, %825 : tensor<64xf32>, tensor<f32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc2107)
    %1745 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg61 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc2109)
    %1746 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1743 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc2110)
    %1747 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1744 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc2111)
    %1748 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1747 : tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<64xf32> loc(#loc2112)
    %1749 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1746, %1748 : tensor<64xf32>, tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc2113)
    %1750 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1745, %1749 : tensor<64xf32>, tensor<64xf32>) outs(%1435 : tensor<64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<64xf32> loc(#loc2114)
    %1751 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg132 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2115)
    %1752 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%463 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2116)
    %1753 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1751, %1752 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2117)
    %1754 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg202 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2118)
    %1755 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%463 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2119)
    %1756 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1755, %463 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2120)
    %1757 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1754, %1756 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2121)
    %1758 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1753, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2122)
    %1759 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1757, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2124)
    %1760 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg62 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2126)
    %1761 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1758 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2127)
    %1762 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1759 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2128)
    %1763 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1762 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2129)
    %1764 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1761, %1763 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2130)
    %1765 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1760, %1764 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2131)
    %1766 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg133 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2132)
    %1767 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%464 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2133)
    %1768 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1766, %1767 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2134)
    %1769 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg203 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2135)
    %1770 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%464 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2136)
    %1771 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1770, %464 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2137)
    %1772 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1769, %1771 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2138)
    %1773 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1768, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2139)
    %1774 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1772, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2141)
    %1775 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg63 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2143)
    %1776 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1773 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2144)
    %1777 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1774 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2145)
    %1778 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1777 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2146)
    %1779 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1776, %1778 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2147)
    %1780 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1775, %1779 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2148)
    %1781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg134 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc2149)
    %1782 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%448 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc2150)
    %1783 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1781, %1782 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc2152)
    %1784 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg204 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc2153)
    %1785 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%448 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc2154)
    %1786 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1785, %448 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc2155)
    %1787 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1784, %1786 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc2156)
    %1788 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1783, %822 : tensor<128x32xf32>, tensor<f32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc2157)
    %1789 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1787, %825 : tensor<128x32xf32>, tensor<f32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc2159)
    %1790 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc2161)
    %1791 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1788 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc2162)
    %1792 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1789 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc2163)
    %1793 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1792 : tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128x32xf32> loc(#loc2164)
    %1794 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1791, %1793 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc2165)
    %1795 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1790, %1794 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%80 : tensor<128x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128x32xf32> loc(#loc2166)
    %1796 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg135 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc2167)
    %1797 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_207 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc2168)
    %1798 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1796, %1797 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc2169)
    %1799 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg205 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc2170)
    %1800 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_207 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc2171)
    %1801 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1800, %collapsed_207 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc2172)
    %1802 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1799, %1801 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc2173)
    %1803 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1798, %822 : tensor<128xf32>, tensor<f32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc2174)
    %1804 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1802, %825 : tensor<128xf32>, tensor<f32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc2176)
    %1805 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg65 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc2178)
    %1806 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1803 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc2179)
    %1807 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1804 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc2180)
    %1808 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1807 : tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<128xf32> loc(#loc2181)
    %1809 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1806, %1808 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc2182)
    %1810 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1805, %1809 : tensor<128xf32>, tensor<128xf32>) outs(%984 : tensor<128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<128xf32> loc(#loc2183)
    %1811 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg136 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc2184)
    %1812 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%424 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc2185)
    %1813 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1811, %1812 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc2187)
    %1814 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg206 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc2188)
    %1815 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%424 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc2189)
    %1816 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1815, %424 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc2190)
    %1817 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1814, %1816 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc2191)
    %1818 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1813, %822 : tensor<32x128xf32>, tensor<f32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc2192)
    %1819 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1817, %825 : tensor<32x128xf32>, tensor<f32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc2194)
    %1820 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc2196)
    %1821 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1818 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc2197)
    %1822 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1819 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc2198)
    %1823 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1822 : tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32x128xf32> loc(#loc2199)
    %1824 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1821, %1823 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc2200)
    %1825 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1820, %1824 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%73 : tensor<32x128xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32x128xf32> loc(#loc2201)
    %1826 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg137 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2202)
    %1827 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_203 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2203)
    %1828 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1826, %1827 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2204)
    %1829 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg207 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2205)
    %1830 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_203 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2206)
    %1831 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1830, %collapsed_203 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2207)
    %1832 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1829, %1831 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2208)
    %1833 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1828, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2209)
    %1834 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1832, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2211)
    %1835 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg67 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2213)
    %1836 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1833 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2214)
    %1837 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1834 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2215)
    %1838 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1837 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2216)
    %1839 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1836, %1838 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2217)
    %1840 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1835, %1839 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2218)
    %1841 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg138 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2219)
    %1842 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%421 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2220)
    %1843 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1841, %1842 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2221)
    %1844 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg208 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2222)
    %1845 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%421 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2223)
    %1846 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1845, %421 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2224)
    %1847 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1844, %1846 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2225)
    %1848 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1843, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2226)
    %1849 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1847, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2228)
    %1850 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg68 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2230)
    %1851 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1848 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2231)
    %1852 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1849 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2232)
    %1853 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1852 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2233)
    %1854 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1851, %1853 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2234)
    %1855 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1850, %1854 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2235)
    %1856 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg139 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_10 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2236)
    %1857 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%422 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_11 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2237)
    %1858 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1856, %1857 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2238)
    %1859 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg209 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_12 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2239)
    %1860 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%422 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_13 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2240)
    %1861 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1860, %422 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.mulf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2241)
    %1862 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1859, %1861 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.addf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2242)
    %1863 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1858, %822 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2243)
    %1864 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%1862, %825 : tensor<32xf32>, tensor<f32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2245)
    %1865 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg69 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_14 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2247)
    %1866 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1863 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_15 : f64 to f32
      %1872 = arith.mulf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2248)
    %1867 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1864 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = math.sqrt %in : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2249)
    %1868 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1867 : tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1871 = arith.truncf %cst_16 : f64 to f32
      %1872 = arith.addf %in, %1871 : f32
      linalg.yield %1872 : f32
    } -> tensor<32xf32> loc(#loc2250)
    %1869 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1866, %1868 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.divf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2251)
    %1870 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1865, %1869 : tensor<32xf32>, tensor<32xf32>) outs(%365 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_406: f32, %out: f32):
      %1871 = arith.subf %in, %in_406 : f32
      linalg.yield %1871 : f32
    } -> tensor<32xf32> loc(#loc2252)
    return {memopt.phase = "optimizer"} %388, %832, %847, %862, %877, %892, %908, %923, %938, %953, %968, %983, %999, %1014, %1029, %1044, %1059, %1074, %1089, %1104, %1119, %1134, %1149, %1164, %1179, %1194, %1209, %1224, %1239, %1254, %1269, %1284, %1299, %1314, %1329, %1344, %1359, %1374, %1389, %1404, %1419, %1434, %1450, %1465, %1480, %1495, %1510, %1525, %1540, %1555, %1570, %1585, %1600, %1615, %1630, %1645, %1660, %1675, %1690, %1705, %1720, %1735, %1750, %1765, %1780, %1795, %1810, %1825, %1840, %1855, %1870, %816, %835, %850, %865, %880, %896, %911, %926, %941, %956, %971, %987, %1002, %1017, %1032, %1047, %1062, %1077, %1092, %1107, %1122, %1137, %1152, %1167, %1182, %1197, %1212, %1227, %1242, %1257, %1272, %1287, %1302, %1317, %1332, %1347, %1362, %1377, %1392, %1407, %1422, %1438, %1453, %1468, %1483, %1498, %1513, %1528, %1543, %1558, %1573, %1588, %1603, %1618, %1633, %1648, %1663, %1678, %1693, %1708, %1723, %1738, %1753, %1768, %1783, %1798, %1813, %1828, %1843, %1858, %820, %839, %854, %869, %884, %900, %915, %930, %945, %960, %975, %991, %1006, %1021, %1036, %1051, %1066, %1081, %1096, %1111, %1126, %1141, %1156, %1171, %1186, %1201, %1216, %1231, %1246, %1261, %1276, %1291, %1306, %1321, %1336, %1351, %1366, %1381, %1396, %1411, %1426, %1442, %1457, %1472, %1487, %1502, %1517, %1532, %1547, %1562, %1577, %1592, %1607, %1622, %1637, %1652, %1667, %1682, %1697, %1712, %1727, %1742, %1757, %1772, %1787, %1802, %1817, %1832, %1847, %1862 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32> loc(#loc2252)
  } loc(#loc1)
} loc(#loc)
