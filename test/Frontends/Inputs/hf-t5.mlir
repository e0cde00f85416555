#loc1 = loc("forward/-/embedding":145:0)
#loc2 = loc("backward/-/scatter":769:0)
#loc3 = loc("forward/0/add_2":174:0)
#loc4 = loc("forward/0/div_1":211:0)
#loc5 = loc("forward/0/eq":238:0)
#loc6 = loc("forward/2/div_3":447:0)
#loc7 = loc("forward/-/mul_39":734:0)
#loc8 = loc("optimizer/-/mul_163":1571:0)
#loc9 = loc("optimizer/-/mul_164":1572:0)
#loc10 = loc("optimizer/0/mul_165":1573:0)
#loc11 = loc("optimizer/-/mul_166":1575:0)
#loc12 = loc("optimizer/0/mul_167":1576:0)
#loc13 = loc("optimizer/0/mul_169":1585:0)
#loc14 = loc("optimizer/0/add_78":1587:0)
#loc15 = loc("forward/-/bitwise_and":168:0)
#loc16 = loc("forward/0/where_1":223:0)
#loc17 = loc("forward/0/where_2":241:0)
#loc18 = loc("forward/2/where_10":531:0)
#loc19 = loc("forward/-/where_17":756:0)
#loc20 = loc("backward/-/div_5":763:0)
#loc21 = loc("backward/-/clamp_1":1270:0)
#loc22 = loc("backward/2/clamp":1198:0)
#loc23 = loc("forward/-/eq_3":374:0)
#loc24 = loc("forward/0/lt":207:0)
#loc26 = loc("optimizer/-/sub_11":1580:0)
#loc27 = loc("forward/0/minimum":216:0)
#loc28 = loc("forward/-/slice_scatter":362:0)
#loc29 = loc("forward/-/where_6":376:0)
#loc30 = loc("forward/2/minimum_1":441:0)
#loc31 = loc("forward/2/minimum_2":452:0)
#loc32 = loc("forward/-/convert_element_type":146:0)
#loc33 = loc("forward/-/arange":147:0)
#loc34 = loc("forward/-/arange_2":149:0)
#loc35 = loc("forward/-/unsqueeze_8":161:0)
#loc37 = loc("forward/-/ge":167:0)
#loc38 = loc("forward/-/index":169:0)
#loc39 = loc("forward/-/bitwise_and_1":170:0)
#loc40 = loc("forward/0/pow_1":172:0)
#loc41 = loc("forward/0/mean":173:0)
#loc42 = loc("forward/0/rsqrt":175:0)
#loc43 = loc("forward/0/mul":176:0)
#loc44 = loc("forward/0/mul_1":177:0)
#loc45 = loc("forward/0/permute":178:0)
#loc50 = loc("forward/0/permute_2":184:0)
#loc53 = loc("forward/0/permute_4":190:0)
#loc58 = loc("forward/0/unsqueeze_13":200:0)
#loc59 = loc("forward/0/sub":201:0)
#loc61 = loc("forward/0/gt":202:0)
#loc62 = loc("forward/0/convert_element_type_1":203:0)
#loc63 = loc("forward/0/mul_2":204:0)
#loc64 = loc("forward/0/abs_1":206:0)
#loc65 = loc("forward/0/convert_element_type_2":208:0)
#loc66 = loc("forward/0/div":209:0)
#loc67 = loc("forward/0/log":210:0)
#loc68 = loc("forward/0/mul_3":212:0)
#loc69 = loc("forward/0/convert_element_type_3":213:0)
#loc70 = loc("forward/0/add_5":214:0)
#loc71 = loc("forward/0/where":217:0)
#loc72 = loc("forward/0/add_6":218:0)
#loc74 = loc("forward/0/embedding_1":219:0)
#loc76 = loc("forward/0/unsqueeze_14":221:0)
#loc81 = loc("forward/0/view_11":235:0)
#loc82 = loc("forward/0/add_7":236:0)
#loc83 = loc("forward/0/_softmax":237:0)
#loc84 = loc("forward/0/all_1":239:0)
#loc90 = loc("forward/0/permute_9":253:0)
#loc93 = loc("forward/0/view_18":256:0)
#loc94 = loc("forward/0/add_8":257:0)
#loc95 = loc("forward/0/pow_2":258:0)
#loc96 = loc("forward/0/mean_1":259:0)
#loc97 = loc("forward/0/add_9":260:0)
#loc98 = loc("forward/0/rsqrt_1":261:0)
#loc99 = loc("forward/0/mul_6":262:0)
#loc100 = loc("forward/0/mul_7":263:0)
#loc101 = loc("forward/0/permute_10":264:0)
#loc104 = loc("forward/0/view_20":267:0)
#loc105 = loc("forward/0/relu":268:0)
#loc106 = loc("forward/0/permute_11":269:0)
#loc109 = loc("forward/0/view_22":272:0)
#loc110 = loc("forward/0/add_10":273:0)
#loc111 = loc("forward/1/pow_3":274:0)
#loc112 = loc("forward/1/mean_2":275:0)
#loc113 = loc("forward/1/add_11":276:0)
#loc114 = loc("forward/1/rsqrt_2":277:0)
#loc115 = loc("forward/1/mul_8":278:0)
#loc116 = loc("forward/1/mul_9":279:0)
#loc117 = loc("forward/1/permute_12":280:0)
#loc122 = loc("forward/1/permute_14":286:0)
#loc125 = loc("forward/1/permute_16":292:0)
#loc133 = loc("forward/1/view_34":311:0)
#loc134 = loc("forward/1/add_12":312:0)
#loc136 = loc("forward/1/_softmax_1":313:0)
#loc137 = loc("forward/1/eq_1":314:0)
#loc138 = loc("forward/1/all_2":315:0)
#loc139 = loc("forward/1/where_4":317:0)
#loc145 = loc("forward/1/permute_20":329:0)
#loc148 = loc("forward/1/view_41":332:0)
#loc149 = loc("forward/1/add_13":333:0)
#loc150 = loc("forward/1/pow_4":334:0)
#loc151 = loc("forward/1/mean_3":335:0)
#loc152 = loc("forward/1/add_14":336:0)
#loc153 = loc("forward/1/rsqrt_3":337:0)
#loc154 = loc("forward/1/mul_12":338:0)
#loc155 = loc("forward/1/mul_13":339:0)
#loc156 = loc("forward/1/permute_21":340:0)
#loc159 = loc("forward/1/view_43":343:0)
#loc160 = loc("forward/1/relu_1":344:0)
#loc161 = loc("forward/1/permute_22":345:0)
#loc164 = loc("forward/1/view_45":348:0)
#loc165 = loc("forward/1/add_15":349:0)
#loc166 = loc("forward/-/pow_5":350:0)
#loc167 = loc("forward/-/mean_4":351:0)
#loc168 = loc("forward/-/add_16":352:0)
#loc169 = loc("forward/-/rsqrt_4":353:0)
#loc170 = loc("forward/-/mul_14":354:0)
#loc171 = loc("forward/-/mul_15":355:0)
#loc173 = loc("forward/-/eq_2":369:0)
#loc175 = loc("forward/-/where_5":372:0)
#loc176 = loc("forward/-/embedding_2":377:0)
#loc177 = loc("forward/2/pow_6":404:0)
#loc178 = loc("forward/2/mean_5":405:0)
#loc179 = loc("forward/2/add_19":406:0)
#loc180 = loc("forward/2/rsqrt_5":407:0)
#loc181 = loc("forward/2/mul_16":408:0)
#loc182 = loc("forward/2/mul_17":409:0)
#loc183 = loc("forward/2/permute_23":410:0)
#loc188 = loc("forward/2/permute_25":416:0)
#loc191 = loc("forward/2/permute_27":422:0)
#loc196 = loc("forward/2/neg":442:0)
#loc197 = loc("forward/2/lt_1":443:0)
#loc198 = loc("forward/2/convert_element_type_5":444:0)
#loc199 = loc("forward/2/div_2":445:0)
#loc200 = loc("forward/2/log_1":446:0)
#loc201 = loc("forward/2/mul_18":448:0)
#loc202 = loc("forward/2/convert_element_type_6":449:0)
#loc203 = loc("forward/2/add_21":450:0)
#loc204 = loc("forward/2/where_7":453:0)
#loc205 = loc("forward/2/embedding_3":455:0)
#loc208 = loc("forward/2/unsqueeze_30":457:0)
#loc209 = loc("forward/2/ge_2":462:0)
#loc212 = loc("forward/2/view_56":463:0)
#loc213 = loc("forward/2/where_8":465:0)
#loc218 = loc("forward/2/view_59":476:0)
#loc219 = loc("forward/2/add_23":477:0)
#loc220 = loc("forward/2/_softmax_2":478:0)
#loc221 = loc("forward/2/eq_4":479:0)
#loc222 = loc("forward/2/all_3":480:0)
#loc223 = loc("forward/2/where_9":482:0)
#loc229 = loc("forward/2/permute_32":493:0)
#loc232 = loc("forward/2/view_66":496:0)
#loc233 = loc("forward/2/add_24":497:0)
#loc234 = loc("forward/2/pow_7":498:0)
#loc235 = loc("forward/2/mean_6":499:0)
#loc236 = loc("forward/2/add_25":500:0)
#loc237 = loc("forward/2/rsqrt_6":501:0)
#loc238 = loc("forward/2/mul_21":502:0)
#loc239 = loc("forward/2/mul_22":503:0)
#loc240 = loc("forward/2/permute_33":504:0)
#loc245 = loc("forward/2/permute_35":510:0)
#loc249 = loc("forward/2/permute_37":516:0)
#loc258 = loc("forward/2/view_78":541:0)
#loc259 = loc("forward/2/add_26":542:0)
#loc260 = loc("forward/2/_softmax_3":543:0)
#loc261 = loc("forward/2/eq_5":544:0)
#loc262 = loc("forward/2/all_4":545:0)
#loc263 = loc("forward/2/where_11":547:0)
#loc269 = loc("forward/2/permute_41":558:0)
#loc272 = loc("forward/2/view_85":561:0)
#loc273 = loc("forward/2/add_27":562:0)
#loc274 = loc("forward/2/pow_8":563:0)
#loc275 = loc("forward/2/mean_7":564:0)
#loc276 = loc("forward/2/add_28":565:0)
#loc277 = loc("forward/2/rsqrt_7":566:0)
#loc278 = loc("forward/2/mul_25":567:0)
#loc279 = loc("forward/2/mul_26":568:0)
#loc280 = loc("forward/2/permute_42":569:0)
#loc283 = loc("forward/2/view_87":572:0)
#loc284 = loc("forward/2/relu_2":573:0)
#loc285 = loc("forward/2/permute_43":574:0)
#loc288 = loc("forward/2/view_89":577:0)
#loc289 = loc("forward/2/add_29":578:0)
#loc290 = loc("forward/3/pow_9":579:0)
#loc291 = loc("forward/3/mean_8":580:0)
#loc292 = loc("forward/3/add_30":581:0)
#loc293 = loc("forward/3/rsqrt_8":582:0)
#loc294 = loc("forward/3/mul_27":583:0)
#loc295 = loc("forward/3/mul_28":584:0)
#loc296 = loc("forward/3/permute_44":585:0)
#loc301 = loc("forward/3/permute_46":591:0)
#loc304 = loc("forward/3/permute_48":597:0)
#loc312 = loc("forward/3/view_102":627:0)
#loc313 = loc("forward/3/add_31":628:0)
#loc315 = loc("forward/3/_softmax_4":629:0)
#loc316 = loc("forward/3/eq_6":630:0)
#loc317 = loc("forward/3/all_5":631:0)
#loc318 = loc("forward/3/where_13":633:0)
#loc324 = loc("forward/3/permute_52":644:0)
#loc327 = loc("forward/3/view_109":647:0)
#loc328 = loc("forward/3/add_32":648:0)
#loc329 = loc("forward/3/pow_10":649:0)
#loc330 = loc("forward/3/mean_9":650:0)
#loc331 = loc("forward/3/add_33":651:0)
#loc332 = loc("forward/3/rsqrt_9":652:0)
#loc333 = loc("forward/3/mul_31":653:0)
#loc334 = loc("forward/3/mul_32":654:0)
#loc335 = loc("forward/3/permute_53":655:0)
#loc340 = loc("forward/3/permute_55":661:0)
#loc343 = loc("forward/3/permute_57":667:0)
#loc351 = loc("forward/3/view_121":690:0)
#loc352 = loc("forward/3/add_34":691:0)
#loc354 = loc("forward/3/_softmax_5":692:0)
#loc355 = loc("forward/3/eq_7":693:0)
#loc356 = loc("forward/3/all_6":694:0)
#loc357 = loc("forward/3/where_15":696:0)
#loc363 = loc("forward/3/permute_61":707:0)
#loc366 = loc("forward/3/view_128":710:0)
#loc367 = loc("forward/3/add_35":711:0)
#loc368 = loc("forward/3/pow_11":712:0)
#loc369 = loc("forward/3/mean_10":713:0)
#loc370 = loc("forward/3/add_36":714:0)
#loc371 = loc("forward/3/rsqrt_10":715:0)
#loc372 = loc("forward/3/mul_35":716:0)
#loc373 = loc("forward/3/mul_36":717:0)
#loc374 = loc("forward/3/permute_62":718:0)
#loc377 = loc("forward/3/view_130":721:0)
#loc378 = loc("forward/3/relu_3":722:0)
#loc379 = loc("forward/3/permute_63":723:0)
#loc382 = loc("forward/3/view_132":726:0)
#loc383 = loc("forward/3/add_37":727:0)
#loc384 = loc("forward/-/pow_12":728:0)
#loc385 = loc("forward/-/mean_11":729:0)
#loc386 = loc("forward/-/add_38":730:0)
#loc387 = loc("forward/-/rsqrt_11":731:0)
#loc388 = loc("forward/-/mul_37":732:0)
#loc389 = loc("forward/-/mul_38":733:0)
#loc393 = loc("forward/-/view_136":740:0)
#loc394 = loc("forward/-/amax":741:0)
#loc396 = loc("forward/-/sub_2":742:0)
#loc397 = loc("forward/-/exp":743:0)
#loc398 = loc("forward/-/sum_1":744:0)
#loc399 = loc("forward/-/log_2":745:0)
#loc400 = loc("forward/-/sub_3":746:0)
#loc401 = loc("forward/-/ne":747:0)
#loc402 = loc("forward/-/where_16":749:0)
#loc403 = loc("forward/-/unsqueeze_35":750:0)
#loc404 = loc("forward/-/gather":751:0)
#loc405 = loc("forward/-/squeeze":752:0)
#loc406 = loc("forward/-/neg_1":753:0)
#loc408 = loc("forward/-/sum_2":758:0)
#loc410 = loc("forward/-/convert_element_type_7":759:0)
#loc411 = loc("forward/-/sum_3":760:0)
#loc412 = loc("forward/-/div_4":761:0)
#loc413 = loc("backward/-/unsqueeze_36":764:0)
#loc414 = loc("backward/-/ne_3":765:0)
#loc415 = loc("backward/-/where_18":767:0)
#loc416 = loc("backward/-/where_19":772:0)
#loc418 = loc("backward/-/mul_40":773:0)
#loc419 = loc("backward/-/exp_1":774:0)
#loc420 = loc("backward/-/sum_4":775:0)
#loc421 = loc("backward/-/mul_41":776:0)
#loc422 = loc("backward/-/sub_4":777:0)
#loc426 = loc("backward/-/view_139":785:0)
#loc427 = loc("backward/-/mul_42":787:0)
#loc428 = loc("backward/-/mul_43":788:0)
#loc429 = loc("backward/-/mul_44":789:0)
#loc430 = loc("backward/-/sum_5":790:0)
#loc431 = loc("backward/-/view_140":791:0)
#loc432 = loc("backward/3/mul_45":792:0)
#loc433 = loc("backward/-/mul_46":793:0)
#loc434 = loc("backward/3/sum_6":794:0)
#loc435 = loc("backward/-/pow_13":795:0)
#loc436 = loc("backward/3/mul_47":796:0)
#loc437 = loc("backward/3/mul_48":797:0)
#loc438 = loc("backward/3/expand_27":798:0)
#loc439 = loc("backward/3/div_6":799:0)
#loc440 = loc("backward/3/pow_14":800:0)
#loc441 = loc("backward/3/mul_49":801:0)
#loc442 = loc("backward/3/mul_50":802:0)
#loc443 = loc("backward/3/add_39":803:0)
#loc448 = loc("backward/3/view_142":810:0)
#loc449 = loc("backward/3/le":812:0)
#loc450 = loc("backward/3/where_20":814:0)
#loc455 = loc("backward/3/view_144":821:0)
#loc456 = loc("backward/3/mul_51":823:0)
#loc457 = loc("backward/3/mul_52":824:0)
#loc458 = loc("backward/3/sum_7":825:0)
#loc459 = loc("backward/3/view_145":826:0)
#loc460 = loc("backward/3/mul_53":827:0)
#loc461 = loc("backward/3/mul_54":828:0)
#loc462 = loc("backward/3/sum_8":829:0)
#loc463 = loc("backward/3/add_40":830:0)
#loc464 = loc("backward/3/pow_15":831:0)
#loc465 = loc("backward/3/mul_55":832:0)
#loc466 = loc("backward/3/mul_56":833:0)
#loc467 = loc("backward/3/expand_28":834:0)
#loc468 = loc("backward/3/div_7":835:0)
#loc469 = loc("backward/3/pow_16":836:0)
#loc470 = loc("backward/3/mul_57":837:0)
#loc471 = loc("backward/3/mul_58":838:0)
#loc472 = loc("backward/3/add_41":839:0)
#loc485 = loc("backward/3/view_152":858:0)
#loc486 = loc("backward/3/mul_59":859:0)
#loc487 = loc("backward/3/sum_9":860:0)
#loc488 = loc("backward/3/mul_60":861:0)
#loc489 = loc("backward/3/sub_5":862:0)
#loc502 = loc("backward/3/view_158":888:0)
#loc508 = loc("backward/3/view_161":899:0)
#loc509 = loc("backward/3/add_42":900:0)
#loc515 = loc("backward/3/view_164":911:0)
#loc516 = loc("backward/3/mul_63":913:0)
#loc517 = loc("backward/3/mul_64":914:0)
#loc518 = loc("backward/3/sum_10":915:0)
#loc519 = loc("backward/3/view_165":916:0)
#loc520 = loc("backward/3/mul_65":917:0)
#loc521 = loc("backward/3/mul_66":918:0)
#loc522 = loc("backward/3/sum_11":919:0)
#loc523 = loc("backward/3/add_43":920:0)
#loc524 = loc("backward/3/pow_17":921:0)
#loc525 = loc("backward/3/mul_67":922:0)
#loc526 = loc("backward/3/mul_68":923:0)
#loc527 = loc("backward/3/expand_29":924:0)
#loc528 = loc("backward/3/div_8":925:0)
#loc529 = loc("backward/3/pow_18":926:0)
#loc530 = loc("backward/3/mul_69":927:0)
#loc531 = loc("backward/3/mul_70":928:0)
#loc532 = loc("backward/3/add_44":929:0)
#loc545 = loc("backward/3/view_172":948:0)
#loc546 = loc("backward/3/mul_71":949:0)
#loc547 = loc("backward/3/sum_12":950:0)
#loc548 = loc("backward/3/mul_72":951:0)
#loc549 = loc("backward/3/sub_6":952:0)
#loc550 = loc("backward/3/sum_13":953:0)
#loc558 = loc("backward/3/where_21":965:0)
#loc565 = loc("backward/3/view_178":981:0)
#loc571 = loc("backward/3/view_181":992:0)
#loc572 = loc("backward/3/add_45":993:0)
#loc578 = loc("backward/3/view_184":1004:0)
#loc579 = loc("backward/3/add_46":1005:0)
#loc580 = loc("backward/3/mul_75":1007:0)
#loc581 = loc("backward/3/mul_76":1008:0)
#loc582 = loc("backward/3/sum_14":1009:0)
#loc583 = loc("backward/3/view_185":1010:0)
#loc584 = loc("backward/2/mul_77":1011:0)
#loc585 = loc("backward/3/mul_78":1012:0)
#loc586 = loc("backward/2/sum_15":1013:0)
#loc587 = loc("backward/3/add_47":1014:0)
#loc588 = loc("backward/3/pow_19":1015:0)
#loc589 = loc("backward/2/mul_79":1016:0)
#loc590 = loc("backward/2/mul_80":1017:0)
#loc591 = loc("backward/2/expand_30":1018:0)
#loc592 = loc("backward/2/div_9":1019:0)
#loc593 = loc("backward/2/pow_20":1020:0)
#loc594 = loc("backward/2/mul_81":1021:0)
#loc595 = loc("backward/2/mul_82":1022:0)
#loc596 = loc("backward/2/add_48":1023:0)
#loc601 = loc("backward/2/view_187":1030:0)
#loc602 = loc("backward/2/le_1":1032:0)
#loc603 = loc("backward/2/where_22":1034:0)
#loc608 = loc("backward/2/view_189":1041:0)
#loc609 = loc("backward/2/mul_83":1043:0)
#loc610 = loc("backward/2/mul_84":1044:0)
#loc611 = loc("backward/2/sum_16":1045:0)
#loc612 = loc("backward/2/view_190":1046:0)
#loc613 = loc("backward/2/mul_85":1047:0)
#loc614 = loc("backward/2/mul_86":1048:0)
#loc615 = loc("backward/2/sum_17":1049:0)
#loc616 = loc("backward/2/add_49":1050:0)
#loc617 = loc("backward/2/pow_21":1051:0)
#loc618 = loc("backward/2/mul_87":1052:0)
#loc619 = loc("backward/2/mul_88":1053:0)
#loc620 = loc("backward/2/expand_31":1054:0)
#loc621 = loc("backward/2/div_10":1055:0)
#loc622 = loc("backward/2/pow_22":1056:0)
#loc623 = loc("backward/2/mul_89":1057:0)
#loc624 = loc("backward/2/mul_90":1058:0)
#loc625 = loc("backward/2/add_50":1059:0)
#loc638 = loc("backward/2/view_197":1078:0)
#loc639 = loc("backward/2/mul_91":1079:0)
#loc640 = loc("backward/2/sum_18":1080:0)
#loc641 = loc("backward/2/mul_92":1081:0)
#loc642 = loc("backward/2/sub_7":1082:0)
#loc655 = loc("backward/2/view_203":1108:0)
#loc656 = loc("backward/2/add_51":1109:0)
#loc662 = loc("backward/2/view_206":1120:0)
#loc663 = loc("backward/2/add_52":1121:0)
#loc669 = loc("backward/2/view_209":1132:0)
#loc670 = loc("backward/2/mul_95":1134:0)
#loc671 = loc("backward/2/mul_96":1135:0)
#loc672 = loc("backward/2/sum_19":1136:0)
#loc673 = loc("backward/2/view_210":1137:0)
#loc674 = loc("backward/2/mul_97":1138:0)
#loc675 = loc("backward/2/mul_98":1139:0)
#loc676 = loc("backward/2/sum_20":1140:0)
#loc677 = loc("backward/2/add_53":1141:0)
#loc678 = loc("backward/2/pow_23":1142:0)
#loc679 = loc("backward/2/mul_99":1143:0)
#loc680 = loc("backward/2/mul_100":1144:0)
#loc681 = loc("backward/2/expand_32":1145:0)
#loc682 = loc("backward/2/div_11":1146:0)
#loc683 = loc("backward/2/pow_24":1147:0)
#loc684 = loc("backward/2/mul_101":1148:0)
#loc685 = loc("backward/2/mul_102":1149:0)
#loc686 = loc("backward/2/add_54":1150:0)
#loc699 = loc("backward/2/view_217":1169:0)
#loc700 = loc("backward/2/mul_103":1170:0)
#loc701 = loc("backward/2/sum_21":1171:0)
#loc702 = loc("backward/2/mul_104":1172:0)
#loc703 = loc("backward/2/sub_8":1173:0)
#loc704 = loc("backward/2/sum_22":1174:0)
#loc712 = loc("backward/2/where_23":1186:0)
#loc713 = loc("backward/2/add_55":1187:0)
#loc715 = loc("backward/2/permute_170":1189:0)
#loc716 = loc("backward/2/ge_4":1190:0)
#loc717 = loc("backward/2/lt_2":1191:0)
#loc718 = loc("backward/2/bitwise_and_4":1192:0)
#loc719 = loc("backward/2/ne_5":1193:0)
#loc720 = loc("backward/2/bitwise_and_5":1194:0)
#loc721 = loc("backward/2/unsqueeze_37":1195:0)
#loc722 = loc("backward/2/bitwise_not":1199:0)
#loc723 = loc("backward/2/where_24":1201:0)
#loc724 = loc("backward/2/index_put":1203:0)
#loc730 = loc("backward/2/view_223":1219:0)
#loc736 = loc("backward/2/view_226":1230:0)
#loc737 = loc("backward/2/add_56":1231:0)
#loc743 = loc("backward/2/view_229":1242:0)
#loc744 = loc("backward/2/add_57":1243:0)
#loc745 = loc("backward/2/mul_107":1245:0)
#loc746 = loc("backward/2/mul_108":1246:0)
#loc747 = loc("backward/2/sum_23":1247:0)
#loc748 = loc("backward/2/view_230":1248:0)
#loc749 = loc("backward/2/mul_109":1249:0)
#loc750 = loc("backward/2/mul_110":1250:0)
#loc751 = loc("backward/2/sum_24":1251:0)
#loc752 = loc("backward/2/add_58":1252:0)
#loc753 = loc("backward/2/pow_25":1253:0)
#loc754 = loc("backward/2/mul_111":1254:0)
#loc755 = loc("backward/2/mul_112":1255:0)
#loc756 = loc("backward/2/expand_33":1256:0)
#loc757 = loc("backward/2/div_12":1257:0)
#loc758 = loc("backward/-/pow_26":1258:0)
#loc759 = loc("backward/-/mul_113":1259:0)
#loc760 = loc("backward/2/mul_114":1260:0)
#loc761 = loc("backward/2/add_59":1261:0)
#loc762 = loc("backward/-/ge_5":1262:0)
#loc763 = loc("backward/-/lt_3":1263:0)
#loc764 = loc("backward/-/bitwise_and_6":1264:0)
#loc765 = loc("backward/-/ne_6":1265:0)
#loc766 = loc("backward/-/bitwise_and_7":1266:0)
#loc767 = loc("backward/-/unsqueeze_38":1267:0)
#loc768 = loc("backward/-/bitwise_not_1":1271:0)
#loc769 = loc("backward/2/where_25":1273:0)
#loc770 = loc("backward/2/index_put_1":1274:0)
#loc771 = loc("backward/2/add_60":1275:0)
#loc773 = loc("backward/2/mul_115":1276:0)
#loc774 = loc("backward/2/mul_116":1277:0)
#loc775 = loc("backward/2/sum_25":1278:0)
#loc776 = loc("backward/2/view_231":1279:0)
#loc777 = loc("backward/1/mul_117":1280:0)
#loc778 = loc("backward/2/mul_118":1281:0)
#loc779 = loc("backward/1/sum_26":1282:0)
#loc780 = loc("backward/-/pow_27":1283:0)
#loc781 = loc("backward/1/mul_119":1284:0)
#loc782 = loc("backward/1/mul_120":1285:0)
#loc783 = loc("backward/1/expand_34":1286:0)
#loc784 = loc("backward/1/div_13":1287:0)
#loc785 = loc("backward/1/pow_28":1288:0)
#loc786 = loc("backward/1/mul_121":1289:0)
#loc787 = loc("backward/1/mul_122":1290:0)
#loc788 = loc("backward/1/add_61":1291:0)
#loc793 = loc("backward/1/view_233":1298:0)
#loc794 = loc("backward/1/le_2":1300:0)
#loc795 = loc("backward/1/where_26":1302:0)
#loc800 = loc("backward/1/view_235":1309:0)
#loc801 = loc("backward/1/mul_123":1311:0)
#loc802 = loc("backward/1/mul_124":1312:0)
#loc803 = loc("backward/1/sum_27":1313:0)
#loc804 = loc("backward/1/view_236":1314:0)
#loc805 = loc("backward/1/mul_125":1315:0)
#loc806 = loc("backward/1/mul_126":1316:0)
#loc807 = loc("backward/1/sum_28":1317:0)
#loc808 = loc("backward/1/add_62":1318:0)
#loc809 = loc("backward/1/pow_29":1319:0)
#loc810 = loc("backward/1/mul_127":1320:0)
#loc811 = loc("backward/1/mul_128":1321:0)
#loc812 = loc("backward/1/expand_35":1322:0)
#loc813 = loc("backward/1/div_14":1323:0)
#loc814 = loc("backward/1/pow_30":1324:0)
#loc815 = loc("backward/1/mul_129":1325:0)
#loc816 = loc("backward/1/mul_130":1326:0)
#loc817 = loc("backward/1/add_63":1327:0)
#loc830 = loc("backward/1/view_243":1346:0)
#loc831 = loc("backward/1/mul_131":1347:0)
#loc832 = loc("backward/1/sum_29":1348:0)
#loc833 = loc("backward/1/mul_132":1349:0)
#loc834 = loc("backward/1/sub_9":1350:0)
#loc842 = loc("backward/1/where_27":1362:0)
#loc843 = loc("backward/1/sum_30":1363:0)
#loc849 = loc("backward/1/view_249":1373:0)
#loc855 = loc("backward/1/view_252":1384:0)
#loc856 = loc("backward/1/add_64":1385:0)
#loc862 = loc("backward/1/view_255":1396:0)
#loc863 = loc("backward/1/add_65":1397:0)
#loc864 = loc("backward/1/mul_135":1399:0)
#loc865 = loc("backward/1/mul_136":1400:0)
#loc866 = loc("backward/1/sum_31":1401:0)
#loc867 = loc("backward/1/view_256":1402:0)
#loc868 = loc("backward/0/mul_137":1403:0)
#loc869 = loc("backward/1/mul_138":1404:0)
#loc870 = loc("backward/0/sum_32":1405:0)
#loc871 = loc("backward/1/add_66":1406:0)
#loc872 = loc("backward/1/pow_31":1407:0)
#loc873 = loc("backward/0/mul_139":1408:0)
#loc874 = loc("backward/0/mul_140":1409:0)
#loc875 = loc("backward/0/expand_36":1410:0)
#loc876 = loc("backward/0/div_15":1411:0)
#loc877 = loc("backward/0/pow_32":1412:0)
#loc878 = loc("backward/0/mul_141":1413:0)
#loc879 = loc("backward/0/mul_142":1414:0)
#loc880 = loc("backward/0/add_67":1415:0)
#loc885 = loc("backward/0/view_258":1422:0)
#loc886 = loc("backward/0/le_3":1424:0)
#loc887 = loc("backward/0/where_28":1426:0)
#loc892 = loc("backward/0/view_260":1433:0)
#loc893 = loc("backward/0/mul_143":1435:0)
#loc894 = loc("backward/0/mul_144":1436:0)
#loc895 = loc("backward/0/sum_33":1437:0)
#loc896 = loc("backward/0/view_261":1438:0)
#loc897 = loc("backward/0/mul_145":1439:0)
#loc898 = loc("backward/0/mul_146":1440:0)
#loc899 = loc("backward/0/sum_34":1441:0)
#loc900 = loc("backward/0/add_68":1442:0)
#loc901 = loc("backward/0/pow_33":1443:0)
#loc902 = loc("backward/0/mul_147":1444:0)
#loc903 = loc("backward/0/mul_148":1445:0)
#loc904 = loc("backward/0/expand_37":1446:0)
#loc905 = loc("backward/0/div_16":1447:0)
#loc906 = loc("backward/0/pow_34":1448:0)
#loc907 = loc("backward/0/mul_149":1449:0)
#loc908 = loc("backward/0/mul_150":1450:0)
#loc909 = loc("backward/0/add_69":1451:0)
#loc922 = loc("backward/0/view_268":1470:0)
#loc923 = loc("backward/0/mul_151":1471:0)
#loc924 = loc("backward/0/sum_35":1472:0)
#loc925 = loc("backward/0/mul_152":1473:0)
#loc926 = loc("backward/0/sub_10":1474:0)
#loc934 = loc("backward/0/where_29":1486:0)
#loc935 = loc("backward/0/sum_36":1487:0)
#loc936 = loc("backward/0/add_70":1488:0)
#loc938 = loc("backward/0/permute_237":1490:0)
#loc939 = loc("backward/0/ge_6":1491:0)
#loc940 = loc("backward/0/lt_4":1492:0)
#loc941 = loc("backward/0/bitwise_and_8":1493:0)
#loc942 = loc("backward/0/ne_7":1494:0)
#loc943 = loc("backward/0/bitwise_and_9":1495:0)
#loc944 = loc("backward/0/unsqueeze_39":1496:0)
#loc945 = loc("backward/0/clamp_2":1499:0)
#loc946 = loc("backward/0/bitwise_not_2":1500:0)
#loc947 = loc("backward/0/where_30":1502:0)
#loc948 = loc("backward/0/index_put_2":1504:0)
#loc954 = loc("backward/0/view_274":1514:0)
#loc960 = loc("backward/0/view_277":1525:0)
#loc961 = loc("backward/0/add_71":1526:0)
#loc967 = loc("backward/0/view_280":1537:0)
#loc968 = loc("backward/0/add_72":1538:0)
#loc969 = loc("backward/0/mul_155":1540:0)
#loc970 = loc("backward/0/mul_156":1541:0)
#loc971 = loc("backward/0/sum_37":1542:0)
#loc972 = loc("backward/0/view_281":1543:0)
#loc973 = loc("backward/0/mul_157":1544:0)
#loc974 = loc("backward/0/mul_158":1545:0)
#loc975 = loc("backward/0/sum_38":1546:0)
#loc976 = loc("backward/0/add_73":1547:0)
#loc977 = loc("backward/0/pow_35":1548:0)
#loc978 = loc("backward/0/mul_159":1549:0)
#loc979 = loc("backward/0/mul_160":1550:0)
#loc980 = loc("backward/0/expand_38":1551:0)
#loc981 = loc("backward/0/div_17":1552:0)
#loc982 = loc("backward/-/pow_36":1553:0)
#loc983 = loc("backward/-/mul_161":1554:0)
#loc984 = loc("backward/0/mul_162":1555:0)
#loc985 = loc("backward/0/add_74":1556:0)
#loc986 = loc("backward/-/ge_7":1557:0)
#loc987 = loc("backward/-/lt_5":1558:0)
#loc988 = loc("backward/-/bitwise_and_10":1559:0)
#loc989 = loc("backward/-/ne_8":1560:0)
#loc990 = loc("backward/-/bitwise_and_11":1561:0)
#loc991 = loc("backward/-/unsqueeze_40":1562:0)
#loc992 = loc("backward/-/clamp_3":1565:0)
#loc993 = loc("backward/-/bitwise_not_3":1566:0)
#loc994 = loc("backward/0/where_31":1568:0)
#loc995 = loc("backward/0/index_put_3":1569:0)
#loc996 = loc("backward/0/add_75":1570:0)
#loc997 = loc("optimizer/0/add_76":1574:0)
#loc998 = loc("optimizer/0/mul_168":1577:0)
#loc999 = loc("optimizer/0/add_77":1578:0)
#loc1000 = loc("optimizer/-/pow_37":1579:0)
#loc1001 = loc("optimizer/0/div_18":1581:0)
#loc1002 = loc("optimizer/-/pow_38":1582:0)
#loc1003 = loc("optimizer/-/sub_12":1583:0)
#loc1004 = loc("optimizer/0/div_19":1584:0)
#loc1005 = loc("optimizer/0/sqrt":1586:0)
#loc1006 = loc("optimizer/0/div_20":1588:0)
#loc1007 = loc("optimizer/0/sub_13":1589:0)
#loc1008 = loc("optimizer/0/mul_170":1590:0)
#loc1009 = loc("optimizer/0/mul_171":1591:0)
#loc1010 = loc("optimizer/0/mul_172":1592:0)
#loc1012 = loc("optimizer/0/add_79":1593:0)
#loc1013 = loc("optimizer/0/mul_173":1594:0)
#loc1014 = loc("optimizer/0/mul_174":1595:0)
#loc1015 = loc("optimizer/0/mul_175":1596:0)
#loc1016 = loc("optimizer/0/add_80":1597:0)
#loc1017 = loc("optimizer/0/div_21":1600:0)
#loc1019 = loc("optimizer/0/div_22":1603:0)
#loc1021 = loc("optimizer/0/mul_176":1604:0)
#loc1022 = loc("optimizer/0/sqrt_1":1605:0)
#loc1023 = loc("optimizer/0/add_81":1606:0)
#loc1024 = loc("optimizer/0/div_23":1607:0)
#loc1025 = loc("optimizer/0/sub_16":1608:0)
#loc1026 = loc("optimizer/0/mul_177":1609:0)
#loc1027 = loc("optimizer/0/mul_178":1610:0)
#loc1028 = loc("optimizer/0/mul_179":1611:0)
#loc1030 = loc("optimizer/0/add_82":1612:0)
#loc1031 = loc("optimizer/0/mul_180":1613:0)
#loc1032 = loc("optimizer/0/mul_181":1614:0)
#loc1033 = loc("optimizer/0/mul_182":1615:0)
#loc1034 = loc("optimizer/0/add_83":1616:0)
#loc1035 = loc("optimizer/0/div_24":1619:0)
#loc1037 = loc("optimizer/0/div_25":1622:0)
#loc1039 = loc("optimizer/0/mul_183":1623:0)
#loc1040 = loc("optimizer/0/sqrt_2":1624:0)
#loc1041 = loc("optimizer/0/add_84":1625:0)
#loc1042 = loc("optimizer/0/div_26":1626:0)
#loc1043 = loc("optimizer/0/sub_19":1627:0)
#loc1044 = loc("optimizer/0/mul_184":1628:0)
#loc1045 = loc("optimizer/0/mul_185":1629:0)
#loc1046 = loc("optimizer/0/mul_186":1630:0)
#loc1048 = loc("optimizer/0/add_85":1631:0)
#loc1049 = loc("optimizer/0/mul_187":1632:0)
#loc1050 = loc("optimizer/0/mul_188":1633:0)
#loc1051 = loc("optimizer/0/mul_189":1634:0)
#loc1052 = loc("optimizer/0/add_86":1635:0)
#loc1053 = loc("optimizer/0/div_27":1638:0)
#loc1055 = loc("optimizer/0/div_28":1641:0)
#loc1057 = loc("optimizer/0/mul_190":1642:0)
#loc1058 = loc("optimizer/0/sqrt_3":1643:0)
#loc1059 = loc("optimizer/0/add_87":1644:0)
#loc1060 = loc("optimizer/0/div_29":1645:0)
#loc1061 = loc("optimizer/0/sub_22":1646:0)
#loc1062 = loc("optimizer/0/mul_191":1647:0)
#loc1063 = loc("optimizer/0/mul_192":1648:0)
#loc1064 = loc("optimizer/0/mul_193":1649:0)
#loc1066 = loc("optimizer/0/add_88":1650:0)
#loc1067 = loc("optimizer/0/mul_194":1651:0)
#loc1068 = loc("optimizer/0/mul_195":1652:0)
#loc1069 = loc("optimizer/0/mul_196":1653:0)
#loc1070 = loc("optimizer/0/add_89":1654:0)
#loc1071 = loc("optimizer/0/div_30":1657:0)
#loc1073 = loc("optimizer/0/div_31":1660:0)
#loc1075 = loc("optimizer/0/mul_197":1661:0)
#loc1076 = loc("optimizer/0/sqrt_4":1662:0)
#loc1077 = loc("optimizer/0/add_90":1663:0)
#loc1078 = loc("optimizer/0/div_32":1664:0)
#loc1079 = loc("optimizer/0/sub_25":1665:0)
#loc1080 = loc("optimizer/0/mul_198":1666:0)
#loc1081 = loc("optimizer/0/mul_199":1667:0)
#loc1082 = loc("optimizer/0/mul_200":1668:0)
#loc1083 = loc("optimizer/0/add_91":1669:0)
#loc1084 = loc("optimizer/0/mul_201":1670:0)
#loc1085 = loc("optimizer/0/mul_202":1671:0)
#loc1086 = loc("optimizer/0/mul_203":1672:0)
#loc1087 = loc("optimizer/0/add_92":1673:0)
#loc1088 = loc("optimizer/0/div_33":1676:0)
#loc1090 = loc("optimizer/0/div_34":1679:0)
#loc1092 = loc("optimizer/0/mul_204":1680:0)
#loc1093 = loc("optimizer/0/sqrt_5":1681:0)
#loc1094 = loc("optimizer/0/add_93":1682:0)
#loc1095 = loc("optimizer/0/div_35":1683:0)
#loc1096 = loc("optimizer/0/sub_28":1684:0)
#loc1097 = loc("optimizer/0/mul_205":1685:0)
#loc1098 = loc("optimizer/0/mul_206":1686:0)
#loc1099 = loc("optimizer/0/mul_207":1687:0)
#loc1100 = loc("optimizer/0/add_94":1688:0)
#loc1101 = loc("optimizer/0/mul_208":1689:0)
#loc1102 = loc("optimizer/0/mul_209":1690:0)
#loc1103 = loc("optimizer/0/mul_210":1691:0)
#loc1104 = loc("optimizer/0/add_95":1692:0)
#loc1105 = loc("optimizer/0/div_36":1695:0)
#loc1107 = loc("optimizer/0/div_37":1698:0)
#loc1109 = loc("optimizer/0/mul_211":1699:0)
#loc1110 = loc("optimizer/0/sqrt_6":1700:0)
#loc1111 = loc("optimizer/0/add_96":1701:0)
#loc1112 = loc("optimizer/0/div_38":1702:0)
#loc1113 = loc("optimizer/0/sub_31":1703:0)
#loc1114 = loc("optimizer/0/mul_212":1704:0)
#loc1115 = loc("optimizer/0/mul_213":1705:0)
#loc1116 = loc("optimizer/0/mul_214":1706:0)
#loc1118 = loc("optimizer/0/add_97":1707:0)
#loc1119 = loc("optimizer/0/mul_215":1708:0)
#loc1120 = loc("optimizer/0/mul_216":1709:0)
#loc1121 = loc("optimizer/0/mul_217":1710:0)
#loc1122 = loc("optimizer/0/add_98":1711:0)
#loc1123 = loc("optimizer/0/div_39":1714:0)
#loc1125 = loc("optimizer/0/div_40":1717:0)
#loc1127 = loc("optimizer/0/mul_218":1718:0)
#loc1128 = loc("optimizer/0/sqrt_7":1719:0)
#loc1129 = loc("optimizer/0/add_99":1720:0)
#loc1130 = loc("optimizer/0/div_41":1721:0)
#loc1131 = loc("optimizer/0/sub_34":1722:0)
#loc1132 = loc("optimizer/0/mul_219":1723:0)
#loc1133 = loc("optimizer/0/mul_220":1724:0)
#loc1134 = loc("optimizer/0/mul_221":1725:0)
#loc1136 = loc("optimizer/0/add_100":1726:0)
#loc1137 = loc("optimizer/0/mul_222":1727:0)
#loc1138 = loc("optimizer/0/mul_223":1728:0)
#loc1139 = loc("optimizer/0/mul_224":1729:0)
#loc1140 = loc("optimizer/0/add_101":1730:0)
#loc1141 = loc("optimizer/0/div_42":1733:0)
#loc1143 = loc("optimizer/0/div_43":1736:0)
#loc1145 = loc("optimizer/0/mul_225":1737:0)
#loc1146 = loc("optimizer/0/sqrt_8":1738:0)
#loc1147 = loc("optimizer/0/add_102":1739:0)
#loc1148 = loc("optimizer/0/div_44":1740:0)
#loc1149 = loc("optimizer/0/sub_37":1741:0)
#loc1150 = loc("optimizer/0/mul_226":1742:0)
#loc1151 = loc("optimizer/0/mul_227":1743:0)
#loc1152 = loc("optimizer/0/mul_228":1744:0)
#loc1153 = loc("optimizer/0/add_103":1745:0)
#loc1154 = loc("optimizer/0/mul_229":1746:0)
#loc1155 = loc("optimizer/0/mul_230":1747:0)
#loc1156 = loc("optimizer/0/mul_231":1748:0)
#loc1157 = loc("optimizer/0/add_104":1749:0)
#loc1158 = loc("optimizer/0/div_45":1752:0)
#loc1160 = loc("optimizer/0/div_46":1755:0)
#loc1162 = loc("optimizer/0/mul_232":1756:0)
#loc1163 = loc("optimizer/0/sqrt_9":1757:0)
#loc1164 = loc("optimizer/0/add_105":1758:0)
#loc1165 = loc("optimizer/0/div_47":1759:0)
#loc1166 = loc("optimizer/0/sub_40":1760:0)
#loc1167 = loc("optimizer/1/mul_233":1761:0)
#loc1168 = loc("optimizer/1/mul_234":1762:0)
#loc1169 = loc("optimizer/1/mul_235":1763:0)
#loc1171 = loc("optimizer/1/add_106":1764:0)
#loc1172 = loc("optimizer/1/mul_236":1765:0)
#loc1173 = loc("optimizer/1/mul_237":1766:0)
#loc1174 = loc("optimizer/1/mul_238":1767:0)
#loc1175 = loc("optimizer/1/add_107":1768:0)
#loc1176 = loc("optimizer/1/div_48":1771:0)
#loc1178 = loc("optimizer/1/div_49":1774:0)
#loc1180 = loc("optimizer/1/mul_239":1775:0)
#loc1181 = loc("optimizer/1/sqrt_10":1776:0)
#loc1182 = loc("optimizer/1/add_108":1777:0)
#loc1183 = loc("optimizer/1/div_50":1778:0)
#loc1184 = loc("optimizer/1/sub_43":1779:0)
#loc1185 = loc("optimizer/1/mul_240":1780:0)
#loc1186 = loc("optimizer/1/mul_241":1781:0)
#loc1187 = loc("optimizer/1/mul_242":1782:0)
#loc1189 = loc("optimizer/1/add_109":1783:0)
#loc1190 = loc("optimizer/1/mul_243":1784:0)
#loc1191 = loc("optimizer/1/mul_244":1785:0)
#loc1192 = loc("optimizer/1/mul_245":1786:0)
#loc1193 = loc("optimizer/1/add_110":1787:0)
#loc1194 = loc("optimizer/1/div_51":1790:0)
#loc1196 = loc("optimizer/1/div_52":1793:0)
#loc1198 = loc("optimizer/1/mul_246":1794:0)
#loc1199 = loc("optimizer/1/sqrt_11":1795:0)
#loc1200 = loc("optimizer/1/add_111":1796:0)
#loc1201 = loc("optimizer/1/div_53":1797:0)
#loc1202 = loc("optimizer/1/sub_46":1798:0)
#loc1203 = loc("optimizer/1/mul_247":1799:0)
#loc1204 = loc("optimizer/1/mul_248":1800:0)
#loc1205 = loc("optimizer/1/mul_249":1801:0)
#loc1207 = loc("optimizer/1/add_112":1802:0)
#loc1208 = loc("optimizer/1/mul_250":1803:0)
#loc1209 = loc("optimizer/1/mul_251":1804:0)
#loc1210 = loc("optimizer/1/mul_252":1805:0)
#loc1211 = loc("optimizer/1/add_113":1806:0)
#loc1212 = loc("optimizer/1/div_54":1809:0)
#loc1214 = loc("optimizer/1/div_55":1812:0)
#loc1216 = loc("optimizer/1/mul_253":1813:0)
#loc1217 = loc("optimizer/1/sqrt_12":1814:0)
#loc1218 = loc("optimizer/1/add_114":1815:0)
#loc1219 = loc("optimizer/1/div_56":1816:0)
#loc1220 = loc("optimizer/1/sub_49":1817:0)
#loc1221 = loc("optimizer/1/mul_254":1818:0)
#loc1222 = loc("optimizer/1/mul_255":1819:0)
#loc1223 = loc("optimizer/1/mul_256":1820:0)
#loc1225 = loc("optimizer/1/add_115":1821:0)
#loc1226 = loc("optimizer/1/mul_257":1822:0)
#loc1227 = loc("optimizer/1/mul_258":1823:0)
#loc1228 = loc("optimizer/1/mul_259":1824:0)
#loc1229 = loc("optimizer/1/add_116":1825:0)
#loc1230 = loc("optimizer/1/div_57":1828:0)
#loc1232 = loc("optimizer/1/div_58":1831:0)
#loc1234 = loc("optimizer/1/mul_260":1832:0)
#loc1235 = loc("optimizer/1/sqrt_13":1833:0)
#loc1236 = loc("optimizer/1/add_117":1834:0)
#loc1237 = loc("optimizer/1/div_59":1835:0)
#loc1238 = loc("optimizer/1/sub_52":1836:0)
#loc1239 = loc("optimizer/1/mul_261":1837:0)
#loc1240 = loc("optimizer/1/mul_262":1838:0)
#loc1241 = loc("optimizer/1/mul_263":1839:0)
#loc1242 = loc("optimizer/1/add_118":1840:0)
#loc1243 = loc("optimizer/1/mul_264":1841:0)
#loc1244 = loc("optimizer/1/mul_265":1842:0)
#loc1245 = loc("optimizer/1/mul_266":1843:0)
#loc1246 = loc("optimizer/1/add_119":1844:0)
#loc1247 = loc("optimizer/1/div_60":1847:0)
#loc1249 = loc("optimizer/1/div_61":1850:0)
#loc1251 = loc("optimizer/1/mul_267":1851:0)
#loc1252 = loc("optimizer/1/sqrt_14":1852:0)
#loc1253 = loc("optimizer/1/add_120":1853:0)
#loc1254 = loc("optimizer/1/div_62":1854:0)
#loc1255 = loc("optimizer/1/sub_55":1855:0)
#loc1256 = loc("optimizer/1/mul_268":1856:0)
#loc1257 = loc("optimizer/1/mul_269":1857:0)
#loc1258 = loc("optimizer/1/mul_270":1858:0)
#loc1260 = loc("optimizer/1/add_121":1859:0)
#loc1261 = loc("optimizer/1/mul_271":1860:0)
#loc1262 = loc("optimizer/1/mul_272":1861:0)
#loc1263 = loc("optimizer/1/mul_273":1862:0)
#loc1264 = loc("optimizer/1/add_122":1863:0)
#loc1265 = loc("optimizer/1/div_63":1866:0)
#loc1267 = loc("optimizer/1/div_64":1869:0)
#loc1269 = loc("optimizer/1/mul_274":1870:0)
#loc1270 = loc("optimizer/1/sqrt_15":1871:0)
#loc1271 = loc("optimizer/1/add_123":1872:0)
#loc1272 = loc("optimizer/1/div_65":1873:0)
#loc1273 = loc("optimizer/1/sub_58":1874:0)
#loc1274 = loc("optimizer/1/mul_275":1875:0)
#loc1275 = loc("optimizer/1/mul_276":1876:0)
#loc1276 = loc("optimizer/1/mul_277":1877:0)
#loc1278 = loc("optimizer/1/add_124":1878:0)
#loc1279 = loc("optimizer/1/mul_278":1879:0)
#loc1280 = loc("optimizer/1/mul_279":1880:0)
#loc1281 = loc("optimizer/1/mul_280":1881:0)
#loc1282 = loc("optimizer/1/add_125":1882:0)
#loc1283 = loc("optimizer/1/div_66":1885:0)
#loc1285 = loc("optimizer/1/div_67":1888:0)
#loc1287 = loc("optimizer/1/mul_281":1889:0)
#loc1288 = loc("optimizer/1/sqrt_16":1890:0)
#loc1289 = loc("optimizer/1/add_126":1891:0)
#loc1290 = loc("optimizer/1/div_68":1892:0)
#loc1291 = loc("optimizer/1/sub_61":1893:0)
#loc1292 = loc("optimizer/1/mul_282":1894:0)
#loc1293 = loc("optimizer/1/mul_283":1895:0)
#loc1294 = loc("optimizer/1/mul_284":1896:0)
#loc1295 = loc("optimizer/1/add_127":1897:0)
#loc1296 = loc("optimizer/1/mul_285":1898:0)
#loc1297 = loc("optimizer/1/mul_286":1899:0)
#loc1298 = loc("optimizer/1/mul_287":1900:0)
#loc1299 = loc("optimizer/1/add_128":1901:0)
#loc1300 = loc("optimizer/1/div_69":1904:0)
#loc1302 = loc("optimizer/1/div_70":1907:0)
#loc1304 = loc("optimizer/1/mul_288":1908:0)
#loc1305 = loc("optimizer/1/sqrt_17":1909:0)
#loc1306 = loc("optimizer/1/add_129":1910:0)
#loc1307 = loc("optimizer/1/div_71":1911:0)
#loc1308 = loc("optimizer/1/sub_64":1912:0)
#loc1309 = loc("optimizer/-/mul_289":1913:0)
#loc1310 = loc("optimizer/-/mul_290":1914:0)
#loc1311 = loc("optimizer/2/mul_291":1915:0)
#loc1312 = loc("optimizer/2/add_130":1916:0)
#loc1313 = loc("optimizer/-/mul_292":1917:0)
#loc1314 = loc("optimizer/2/mul_293":1918:0)
#loc1315 = loc("optimizer/2/mul_294":1919:0)
#loc1316 = loc("optimizer/2/add_131":1920:0)
#loc1317 = loc("optimizer/2/div_72":1923:0)
#loc1319 = loc("optimizer/2/div_73":1926:0)
#loc1321 = loc("optimizer/2/mul_295":1927:0)
#loc1322 = loc("optimizer/2/sqrt_18":1928:0)
#loc1323 = loc("optimizer/2/add_132":1929:0)
#loc1324 = loc("optimizer/2/div_74":1930:0)
#loc1325 = loc("optimizer/2/sub_67":1931:0)
#loc1326 = loc("optimizer/2/mul_296":1932:0)
#loc1327 = loc("optimizer/2/mul_297":1933:0)
#loc1328 = loc("optimizer/2/mul_298":1934:0)
#loc1330 = loc("optimizer/2/add_133":1935:0)
#loc1331 = loc("optimizer/2/mul_299":1936:0)
#loc1332 = loc("optimizer/2/mul_300":1937:0)
#loc1333 = loc("optimizer/2/mul_301":1938:0)
#loc1334 = loc("optimizer/2/add_134":1939:0)
#loc1335 = loc("optimizer/2/div_75":1942:0)
#loc1337 = loc("optimizer/2/div_76":1945:0)
#loc1339 = loc("optimizer/2/mul_302":1946:0)
#loc1340 = loc("optimizer/2/sqrt_19":1947:0)
#loc1341 = loc("optimizer/2/add_135":1948:0)
#loc1342 = loc("optimizer/2/div_77":1949:0)
#loc1343 = loc("optimizer/2/sub_70":1950:0)
#loc1344 = loc("optimizer/2/mul_303":1951:0)
#loc1345 = loc("optimizer/2/mul_304":1952:0)
#loc1346 = loc("optimizer/2/mul_305":1953:0)
#loc1348 = loc("optimizer/2/add_136":1954:0)
#loc1349 = loc("optimizer/2/mul_306":1955:0)
#loc1350 = loc("optimizer/2/mul_307":1956:0)
#loc1351 = loc("optimizer/2/mul_308":1957:0)
#loc1352 = loc("optimizer/2/add_137":1958:0)
#loc1353 = loc("optimizer/2/div_78":1961:0)
#loc1355 = loc("optimizer/2/div_79":1964:0)
#loc1357 = loc("optimizer/2/mul_309":1965:0)
#loc1358 = loc("optimizer/2/sqrt_20":1966:0)
#loc1359 = loc("optimizer/2/add_138":1967:0)
#loc1360 = loc("optimizer/2/div_80":1968:0)
#loc1361 = loc("optimizer/2/sub_73":1969:0)
#loc1362 = loc("optimizer/2/mul_310":1970:0)
#loc1363 = loc("optimizer/2/mul_311":1971:0)
#loc1364 = loc("optimizer/2/mul_312":1972:0)
#loc1366 = loc("optimizer/2/add_139":1973:0)
#loc1367 = loc("optimizer/2/mul_313":1974:0)
#loc1368 = loc("optimizer/2/mul_314":1975:0)
#loc1369 = loc("optimizer/2/mul_315":1976:0)
#loc1370 = loc("optimizer/2/add_140":1977:0)
#loc1371 = loc("optimizer/2/div_81":1980:0)
#loc1373 = loc("optimizer/2/div_82":1983:0)
#loc1375 = loc("optimizer/2/mul_316":1984:0)
#loc1376 = loc("optimizer/2/sqrt_21":1985:0)
#loc1377 = loc("optimizer/2/add_141":1986:0)
#loc1378 = loc("optimizer/2/div_83":1987:0)
#loc1379 = loc("optimizer/2/sub_76":1988:0)
#loc1380 = loc("optimizer/2/mul_317":1989:0)
#loc1381 = loc("optimizer/2/mul_318":1990:0)
#loc1382 = loc("optimizer/2/mul_319":1991:0)
#loc1384 = loc("optimizer/2/add_142":1992:0)
#loc1385 = loc("optimizer/2/mul_320":1993:0)
#loc1386 = loc("optimizer/2/mul_321":1994:0)
#loc1387 = loc("optimizer/2/mul_322":1995:0)
#loc1388 = loc("optimizer/2/add_143":1996:0)
#loc1389 = loc("optimizer/2/div_84":1999:0)
#loc1391 = loc("optimizer/2/div_85":2002:0)
#loc1393 = loc("optimizer/2/mul_323":2003:0)
#loc1394 = loc("optimizer/2/sqrt_22":2004:0)
#loc1395 = loc("optimizer/2/add_144":2005:0)
#loc1396 = loc("optimizer/2/div_86":2006:0)
#loc1397 = loc("optimizer/2/sub_79":2007:0)
#loc1398 = loc("optimizer/2/mul_324":2008:0)
#loc1399 = loc("optimizer/2/mul_325":2009:0)
#loc1400 = loc("optimizer/2/mul_326":2010:0)
#loc1401 = loc("optimizer/2/add_145":2011:0)
#loc1402 = loc("optimizer/2/mul_327":2012:0)
#loc1403 = loc("optimizer/2/mul_328":2013:0)
#loc1404 = loc("optimizer/2/mul_329":2014:0)
#loc1405 = loc("optimizer/2/add_146":2015:0)
#loc1406 = loc("optimizer/2/div_87":2018:0)
#loc1408 = loc("optimizer/2/div_88":2021:0)
#loc1410 = loc("optimizer/2/mul_330":2022:0)
#loc1411 = loc("optimizer/2/sqrt_23":2023:0)
#loc1412 = loc("optimizer/2/add_147":2024:0)
#loc1413 = loc("optimizer/2/div_89":2025:0)
#loc1414 = loc("optimizer/2/sub_82":2026:0)
#loc1415 = loc("optimizer/2/mul_331":2027:0)
#loc1416 = loc("optimizer/2/mul_332":2028:0)
#loc1417 = loc("optimizer/2/mul_333":2029:0)
#loc1418 = loc("optimizer/2/add_148":2030:0)
#loc1419 = loc("optimizer/2/mul_334":2031:0)
#loc1420 = loc("optimizer/2/mul_335":2032:0)
#loc1421 = loc("optimizer/2/mul_336":2033:0)
#loc1422 = loc("optimizer/2/add_149":2034:0)
#loc1423 = loc("optimizer/2/div_90":2037:0)
#loc1425 = loc("optimizer/2/div_91":2040:0)
#loc1427 = loc("optimizer/2/mul_337":2041:0)
#loc1428 = loc("optimizer/2/sqrt_24":2042:0)
#loc1429 = loc("optimizer/2/add_150":2043:0)
#loc1430 = loc("optimizer/2/div_92":2044:0)
#loc1431 = loc("optimizer/2/sub_85":2045:0)
#loc1432 = loc("optimizer/2/mul_338":2046:0)
#loc1433 = loc("optimizer/2/mul_339":2047:0)
#loc1434 = loc("optimizer/2/mul_340":2048:0)
#loc1436 = loc("optimizer/2/add_151":2049:0)
#loc1437 = loc("optimizer/2/mul_341":2050:0)
#loc1438 = loc("optimizer/2/mul_342":2051:0)
#loc1439 = loc("optimizer/2/mul_343":2052:0)
#loc1440 = loc("optimizer/2/add_152":2053:0)
#loc1441 = loc("optimizer/2/div_93":2056:0)
#loc1443 = loc("optimizer/2/div_94":2059:0)
#loc1445 = loc("optimizer/2/mul_344":2060:0)
#loc1446 = loc("optimizer/2/sqrt_25":2061:0)
#loc1447 = loc("optimizer/2/add_153":2062:0)
#loc1448 = loc("optimizer/2/div_95":2063:0)
#loc1449 = loc("optimizer/2/sub_88":2064:0)
#loc1450 = loc("optimizer/2/mul_345":2065:0)
#loc1451 = loc("optimizer/2/mul_346":2066:0)
#loc1452 = loc("optimizer/2/mul_347":2067:0)
#loc1454 = loc("optimizer/2/add_154":2068:0)
#loc1455 = loc("optimizer/2/mul_348":2069:0)
#loc1456 = loc("optimizer/2/mul_349":2070:0)
#loc1457 = loc("optimizer/2/mul_350":2071:0)
#loc1458 = loc("optimizer/2/add_155":2072:0)
#loc1459 = loc("optimizer/2/div_96":2075:0)
#loc1461 = loc("optimizer/2/div_97":2078:0)
#loc1463 = loc("optimizer/2/mul_351":2079:0)
#loc1464 = loc("optimizer/2/sqrt_26":2080:0)
#loc1465 = loc("optimizer/2/add_156":2081:0)
#loc1466 = loc("optimizer/2/div_98":2082:0)
#loc1467 = loc("optimizer/2/sub_91":2083:0)
#loc1468 = loc("optimizer/2/mul_352":2084:0)
#loc1469 = loc("optimizer/2/mul_353":2085:0)
#loc1470 = loc("optimizer/2/mul_354":2086:0)
#loc1472 = loc("optimizer/2/add_157":2087:0)
#loc1473 = loc("optimizer/2/mul_355":2088:0)
#loc1474 = loc("optimizer/2/mul_356":2089:0)
#loc1475 = loc("optimizer/2/mul_357":2090:0)
#loc1476 = loc("optimizer/2/add_158":2091:0)
#loc1477 = loc("optimizer/2/div_99":2094:0)
#loc1479 = loc("optimizer/2/div_100":2097:0)
#loc1481 = loc("optimizer/2/mul_358":2098:0)
#loc1482 = loc("optimizer/2/sqrt_27":2099:0)
#loc1483 = loc("optimizer/2/add_159":2100:0)
#loc1484 = loc("optimizer/2/div_101":2101:0)
#loc1485 = loc("optimizer/2/sub_94":2102:0)
#loc1486 = loc("optimizer/2/mul_359":2103:0)
#loc1487 = loc("optimizer/2/mul_360":2104:0)
#loc1488 = loc("optimizer/2/mul_361":2105:0)
#loc1490 = loc("optimizer/2/add_160":2106:0)
#loc1491 = loc("optimizer/2/mul_362":2107:0)
#loc1492 = loc("optimizer/2/mul_363":2108:0)
#loc1493 = loc("optimizer/2/mul_364":2109:0)
#loc1494 = loc("optimizer/2/add_161":2110:0)
#loc1495 = loc("optimizer/2/div_102":2113:0)
#loc1497 = loc("optimizer/2/div_103":2116:0)
#loc1499 = loc("optimizer/2/mul_365":2117:0)
#loc1500 = loc("optimizer/2/sqrt_28":2118:0)
#loc1501 = loc("optimizer/2/add_162":2119:0)
#loc1502 = loc("optimizer/2/div_104":2120:0)
#loc1503 = loc("optimizer/2/sub_97":2121:0)
#loc1504 = loc("optimizer/2/mul_366":2122:0)
#loc1505 = loc("optimizer/2/mul_367":2123:0)
#loc1506 = loc("optimizer/2/mul_368":2124:0)
#loc1507 = loc("optimizer/2/add_163":2125:0)
#loc1508 = loc("optimizer/2/mul_369":2126:0)
#loc1509 = loc("optimizer/2/mul_370":2127:0)
#loc1510 = loc("optimizer/2/mul_371":2128:0)
#loc1511 = loc("optimizer/2/add_164":2129:0)
#loc1512 = loc("optimizer/2/div_105":2132:0)
#loc1514 = loc("optimizer/2/div_106":2135:0)
#loc1516 = loc("optimizer/2/mul_372":2136:0)
#loc1517 = loc("optimizer/2/sqrt_29":2137:0)
#loc1518 = loc("optimizer/2/add_165":2138:0)
#loc1519 = loc("optimizer/2/div_107":2139:0)
#loc1520 = loc("optimizer/2/sub_100":2140:0)
#loc1521 = loc("optimizer/2/mul_373":2141:0)
#loc1522 = loc("optimizer/2/mul_374":2142:0)
#loc1523 = loc("optimizer/2/mul_375":2143:0)
#loc1525 = loc("optimizer/2/add_166":2144:0)
#loc1526 = loc("optimizer/2/mul_376":2145:0)
#loc1527 = loc("optimizer/2/mul_377":2146:0)
#loc1528 = loc("optimizer/2/mul_378":2147:0)
#loc1529 = loc("optimizer/2/add_167":2148:0)
#loc1530 = loc("optimizer/2/div_108":2151:0)
#loc1532 = loc("optimizer/2/div_109":2154:0)
#loc1534 = loc("optimizer/2/mul_379":2155:0)
#loc1535 = loc("optimizer/2/sqrt_30":2156:0)
#loc1536 = loc("optimizer/2/add_168":2157:0)
#loc1537 = loc("optimizer/2/div_110":2158:0)
#loc1538 = loc("optimizer/2/sub_103":2159:0)
#loc1539 = loc("optimizer/2/mul_380":2160:0)
#loc1540 = loc("optimizer/2/mul_381":2161:0)
#loc1541 = loc("optimizer/2/mul_382":2162:0)
#loc1543 = loc("optimizer/2/add_169":2163:0)
#loc1544 = loc("optimizer/2/mul_383":2164:0)
#loc1545 = loc("optimizer/2/mul_384":2165:0)
#loc1546 = loc("optimizer/2/mul_385":2166:0)
#loc1547 = loc("optimizer/2/add_170":2167:0)
#loc1548 = loc("optimizer/2/div_111":2170:0)
#loc1550 = loc("optimizer/2/div_112":2173:0)
#loc1552 = loc("optimizer/2/mul_386":2174:0)
#loc1553 = loc("optimizer/2/sqrt_31":2175:0)
#loc1554 = loc("optimizer/2/add_171":2176:0)
#loc1555 = loc("optimizer/2/div_113":2177:0)
#loc1556 = loc("optimizer/2/sub_106":2178:0)
#loc1557 = loc("optimizer/2/mul_387":2179:0)
#loc1558 = loc("optimizer/2/mul_388":2180:0)
#loc1559 = loc("optimizer/2/mul_389":2181:0)
#loc1560 = loc("optimizer/2/add_172":2182:0)
#loc1561 = loc("optimizer/2/mul_390":2183:0)
#loc1562 = loc("optimizer/2/mul_391":2184:0)
#loc1563 = loc("optimizer/2/mul_392":2185:0)
#loc1564 = loc("optimizer/2/add_173":2186:0)
#loc1565 = loc("optimizer/2/div_114":2189:0)
#loc1567 = loc("optimizer/2/div_115":2192:0)
#loc1569 = loc("optimizer/2/mul_393":2193:0)
#loc1570 = loc("optimizer/2/sqrt_32":2194:0)
#loc1571 = loc("optimizer/2/add_174":2195:0)
#loc1572 = loc("optimizer/2/div_116":2196:0)
#loc1573 = loc("optimizer/2/sub_109":2197:0)
#loc1574 = loc("optimizer/3/mul_394":2198:0)
#loc1575 = loc("optimizer/3/mul_395":2199:0)
#loc1576 = loc("optimizer/3/mul_396":2200:0)
#loc1578 = loc("optimizer/3/add_175":2201:0)
#loc1579 = loc("optimizer/3/mul_397":2202:0)
#loc1580 = loc("optimizer/3/mul_398":2203:0)
#loc1581 = loc("optimizer/3/mul_399":2204:0)
#loc1582 = loc("optimizer/3/add_176":2205:0)
#loc1583 = loc("optimizer/3/div_117":2208:0)
#loc1585 = loc("optimizer/3/div_118":2211:0)
#loc1587 = loc("optimizer/3/mul_400":2212:0)
#loc1588 = loc("optimizer/3/sqrt_33":2213:0)
#loc1589 = loc("optimizer/3/add_177":2214:0)
#loc1590 = loc("optimizer/3/div_119":2215:0)
#loc1591 = loc("optimizer/3/sub_112":2216:0)
#loc1592 = loc("optimizer/3/mul_401":2217:0)
#loc1593 = loc("optimizer/3/mul_402":2218:0)
#loc1594 = loc("optimizer/3/mul_403":2219:0)
#loc1596 = loc("optimizer/3/add_178":2220:0)
#loc1597 = loc("optimizer/3/mul_404":2221:0)
#loc1598 = loc("optimizer/3/mul_405":2222:0)
#loc1599 = loc("optimizer/3/mul_406":2223:0)
#loc1600 = loc("optimizer/3/add_179":2224:0)
#loc1601 = loc("optimizer/3/div_120":2227:0)
#loc1603 = loc("optimizer/3/div_121":2230:0)
#loc1605 = loc("optimizer/3/mul_407":2231:0)
#loc1606 = loc("optimizer/3/sqrt_34":2232:0)
#loc1607 = loc("optimizer/3/add_180":2233:0)
#loc1608 = loc("optimizer/3/div_122":2234:0)
#loc1609 = loc("optimizer/3/sub_115":2235:0)
#loc1610 = loc("optimizer/3/mul_408":2236:0)
#loc1611 = loc("optimizer/3/mul_409":2237:0)
#loc1612 = loc("optimizer/3/mul_410":2238:0)
#loc1614 = loc("optimizer/3/add_181":2239:0)
#loc1615 = loc("optimizer/3/mul_411":2240:0)
#loc1616 = loc("optimizer/3/mul_412":2241:0)
#loc1617 = loc("optimizer/3/mul_413":2242:0)
#loc1618 = loc("optimizer/3/add_182":2243:0)
#loc1619 = loc("optimizer/3/div_123":2246:0)
#loc1621 = loc("optimizer/3/div_124":2249:0)
#loc1623 = loc("optimizer/3/mul_414":2250:0)
#loc1624 = loc("optimizer/3/sqrt_35":2251:0)
#loc1625 = loc("optimizer/3/add_183":2252:0)
#loc1626 = loc("optimizer/3/div_125":2253:0)
#loc1627 = loc("optimizer/3/sub_118":2254:0)
#loc1628 = loc("optimizer/3/mul_415":2255:0)
#loc1629 = loc("optimizer/3/mul_416":2256:0)
#loc1630 = loc("optimizer/3/mul_417":2257:0)
#loc1632 = loc("optimizer/3/add_184":2258:0)
#loc1633 = loc("optimizer/3/mul_418":2259:0)
#loc1634 = loc("optimizer/3/mul_419":2260:0)
#loc1635 = loc("optimizer/3/mul_420":2261:0)
#loc1636 = loc("optimizer/3/add_185":2262:0)
#loc1637 = loc("optimizer/3/div_126":2265:0)
#loc1639 = loc("optimizer/3/div_127":2268:0)
#loc1641 = loc("optimizer/3/mul_421":2269:0)
#loc1642 = loc("optimizer/3/sqrt_36":2270:0)
#loc1643 = loc("optimizer/3/add_186":2271:0)
#loc1644 = loc("optimizer/3/div_128":2272:0)
#loc1645 = loc("optimizer/3/sub_121":2273:0)
#loc1646 = loc("optimizer/3/mul_422":2274:0)
#loc1647 = loc("optimizer/3/mul_423":2275:0)
#loc1648 = loc("optimizer/3/mul_424":2276:0)
#loc1649 = loc("optimizer/3/add_187":2277:0)
#loc1650 = loc("optimizer/3/mul_425":2278:0)
#loc1651 = loc("optimizer/3/mul_426":2279:0)
#loc1652 = loc("optimizer/3/mul_427":2280:0)
#loc1653 = loc("optimizer/3/add_188":2281:0)
#loc1654 = loc("optimizer/3/div_129":2284:0)
#loc1656 = loc("optimizer/3/div_130":2287:0)
#loc1658 = loc("optimizer/3/mul_428":2288:0)
#loc1659 = loc("optimizer/3/sqrt_37":2289:0)
#loc1660 = loc("optimizer/3/add_189":2290:0)
#loc1661 = loc("optimizer/3/div_131":2291:0)
#loc1662 = loc("optimizer/3/sub_124":2292:0)
#loc1663 = loc("optimizer/3/mul_429":2293:0)
#loc1664 = loc("optimizer/3/mul_430":2294:0)
#loc1665 = loc("optimizer/3/mul_431":2295:0)
#loc1667 = loc("optimizer/3/add_190":2296:0)
#loc1668 = loc("optimizer/3/mul_432":2297:0)
#loc1669 = loc("optimizer/3/mul_433":2298:0)
#loc1670 = loc("optimizer/3/mul_434":2299:0)
#loc1671 = loc("optimizer/3/add_191":2300:0)
#loc1672 = loc("optimizer/3/div_132":2303:0)
#loc1674 = loc("optimizer/3/div_133":2306:0)
#loc1676 = loc("optimizer/3/mul_435":2307:0)
#loc1677 = loc("optimizer/3/sqrt_38":2308:0)
#loc1678 = loc("optimizer/3/add_192":2309:0)
#loc1679 = loc("optimizer/3/div_134":2310:0)
#loc1680 = loc("optimizer/3/sub_127":2311:0)
#loc1681 = loc("optimizer/3/mul_436":2312:0)
#loc1682 = loc("optimizer/3/mul_437":2313:0)
#loc1683 = loc("optimizer/3/mul_438":2314:0)
#loc1685 = loc("optimizer/3/add_193":2315:0)
#loc1686 = loc("optimizer/3/mul_439":2316:0)
#loc1687 = loc("optimizer/3/mul_440":2317:0)
#loc1688 = loc("optimizer/3/mul_441":2318:0)
#loc1689 = loc("optimizer/3/add_194":2319:0)
#loc1690 = loc("optimizer/3/div_135":2322:0)
#loc1692 = loc("optimizer/3/div_136":2325:0)
#loc1694 = loc("optimizer/3/mul_442":2326:0)
#loc1695 = loc("optimizer/3/sqrt_39":2327:0)
#loc1696 = loc("optimizer/3/add_195":2328:0)
#loc1697 = loc("optimizer/3/div_137":2329:0)
#loc1698 = loc("optimizer/3/sub_130":2330:0)
#loc1699 = loc("optimizer/3/mul_443":2331:0)
#loc1700 = loc("optimizer/3/mul_444":2332:0)
#loc1701 = loc("optimizer/3/mul_445":2333:0)
#loc1703 = loc("optimizer/3/add_196":2334:0)
#loc1704 = loc("optimizer/3/mul_446":2335:0)
#loc1705 = loc("optimizer/3/mul_447":2336:0)
#loc1706 = loc("optimizer/3/mul_448":2337:0)
#loc1707 = loc("optimizer/3/add_197":2338:0)
#loc1708 = loc("optimizer/3/div_138":2341:0)
#loc1710 = loc("optimizer/3/div_139":2344:0)
#loc1712 = loc("optimizer/3/mul_449":2345:0)
#loc1713 = loc("optimizer/3/sqrt_40":2346:0)
#loc1714 = loc("optimizer/3/add_198":2347:0)
#loc1715 = loc("optimizer/3/div_140":2348:0)
#loc1716 = loc("optimizer/3/sub_133":2349:0)
#loc1717 = loc("optimizer/3/mul_450":2350:0)
#loc1718 = loc("optimizer/3/mul_451":2351:0)
#loc1719 = loc("optimizer/3/mul_452":2352:0)
#loc1721 = loc("optimizer/3/add_199":2353:0)
#loc1722 = loc("optimizer/3/mul_453":2354:0)
#loc1723 = loc("optimizer/3/mul_454":2355:0)
#loc1724 = loc("optimizer/3/mul_455":2356:0)
#loc1725 = loc("optimizer/3/add_200":2357:0)
#loc1726 = loc("optimizer/3/div_141":2360:0)
#loc1728 = loc("optimizer/3/div_142":2363:0)
#loc1730 = loc("optimizer/3/mul_456":2364:0)
#loc1731 = loc("optimizer/3/sqrt_41":2365:0)
#loc1732 = loc("optimizer/3/add_201":2366:0)
#loc1733 = loc("optimizer/3/div_143":2367:0)
#loc1734 = loc("optimizer/3/sub_136":2368:0)
#loc1735 = loc("optimizer/3/mul_457":2369:0)
#loc1736 = loc("optimizer/3/mul_458":2370:0)
#loc1737 = loc("optimizer/3/mul_459":2371:0)
#loc1738 = loc("optimizer/3/add_202":2372:0)
#loc1739 = loc("optimizer/3/mul_460":2373:0)
#loc1740 = loc("optimizer/3/mul_461":2374:0)
#loc1741 = loc("optimizer/3/mul_462":2375:0)
#loc1742 = loc("optimizer/3/add_203":2376:0)
#loc1743 = loc("optimizer/3/div_144":2379:0)
#loc1745 = loc("optimizer/3/div_145":2382:0)
#loc1747 = loc("optimizer/3/mul_463":2383:0)
#loc1748 = loc("optimizer/3/sqrt_42":2384:0)
#loc1749 = loc("optimizer/3/add_204":2385:0)
#loc1750 = loc("optimizer/3/div_146":2386:0)
#loc1751 = loc("optimizer/3/sub_139":2387:0)
#loc1752 = loc("optimizer/3/mul_464":2388:0)
#loc1753 = loc("optimizer/3/mul_465":2389:0)
#loc1754 = loc("optimizer/3/mul_466":2390:0)
#loc1756 = loc("optimizer/3/add_205":2391:0)
#loc1757 = loc("optimizer/3/mul_467":2392:0)
#loc1758 = loc("optimizer/3/mul_468":2393:0)
#loc1759 = loc("optimizer/3/mul_469":2394:0)
#loc1760 = loc("optimizer/3/add_206":2395:0)
#loc1761 = loc("optimizer/3/div_147":2398:0)
#loc1763 = loc("optimizer/3/div_148":2401:0)
#loc1765 = loc("optimizer/3/mul_470":2402:0)
#loc1766 = loc("optimizer/3/sqrt_43":2403:0)
#loc1767 = loc("optimizer/3/add_207":2404:0)
#loc1768 = loc("optimizer/3/div_149":2405:0)
#loc1769 = loc("optimizer/3/sub_142":2406:0)
#loc1770 = loc("optimizer/3/mul_471":2407:0)
#loc1771 = loc("optimizer/3/mul_472":2408:0)
#loc1772 = loc("optimizer/3/mul_473":2409:0)
#loc1774 = loc("optimizer/3/add_208":2410:0)
#loc1775 = loc("optimizer/3/mul_474":2411:0)
#loc1776 = loc("optimizer/3/mul_475":2412:0)
#loc1777 = loc("optimizer/3/mul_476":2413:0)
#loc1778 = loc("optimizer/3/add_209":2414:0)
#loc1779 = loc("optimizer/3/div_150":2417:0)
#loc1781 = loc("optimizer/3/div_151":2420:0)
#loc1783 = loc("optimizer/3/mul_477":2421:0)
#loc1784 = loc("optimizer/3/sqrt_44":2422:0)
#loc1785 = loc("optimizer/3/add_210":2423:0)
#loc1786 = loc("optimizer/3/div_152":2424:0)
#loc1787 = loc("optimizer/3/sub_145":2425:0)
#loc1788 = loc("optimizer/3/mul_478":2426:0)
#loc1789 = loc("optimizer/3/mul_479":2427:0)
#loc1790 = loc("optimizer/3/mul_480":2428:0)
#loc1791 = loc("optimizer/3/add_211":2429:0)
#loc1792 = loc("optimizer/3/mul_481":2430:0)
#loc1793 = loc("optimizer/3/mul_482":2431:0)
#loc1794 = loc("optimizer/3/mul_483":2432:0)
#loc1795 = loc("optimizer/3/add_212":2433:0)
#loc1796 = loc("optimizer/3/div_153":2436:0)
#loc1798 = loc("optimizer/3/div_154":2439:0)
#loc1800 = loc("optimizer/3/mul_484":2440:0)
#loc1801 = loc("optimizer/3/sqrt_45":2441:0)
#loc1802 = loc("optimizer/3/add_213":2442:0)
#loc1803 = loc("optimizer/3/div_155":2443:0)
#loc1804 = loc("optimizer/3/sub_148":2444:0)
#loc1805 = loc("optimizer/-/mul_485":2445:0)
#loc1806 = loc("optimizer/-/mul_486":2446:0)
#loc1807 = loc("optimizer/-/mul_487":2447:0)
#loc1808 = loc("optimizer/-/add_214":2448:0)
#loc1809 = loc("optimizer/-/mul_488":2449:0)
#loc1810 = loc("optimizer/-/mul_489":2450:0)
#loc1811 = loc("optimizer/-/mul_490":2451:0)
#loc1812 = loc("optimizer/-/add_215":2452:0)
#loc1813 = loc("optimizer/-/div_156":2455:0)
#loc1815 = loc("optimizer/-/div_157":2458:0)
#loc1817 = loc("optimizer/-/mul_491":2459:0)
#loc1818 = loc("optimizer/-/sqrt_46":2460:0)
#loc1819 = loc("optimizer/-/add_216":2461:0)
#loc1820 = loc("optimizer/-/div_158":2462:0)
#loc1821 = loc("optimizer/-/sub_151":2463:0)
#loc = loc(unknown)
#loc25 = loc("forward/-/unsqueeze_2":155:0)
#loc36 = loc("forward/-/unsqueeze_11":164:0)
#loc46 = loc("forward/0/view":179:0)
#loc47 = loc("forward/0/mm":180:0)
#loc48 = loc("forward/0/view_2":182:0)
#loc49 = loc("forward/0/permute_1":183:0)
#loc51 = loc("forward/0/mm_1":186:0)
#loc52 = loc("forward/0/view_5":188:0)
#loc54 = loc("forward/0/mm_2":192:0)
#loc55 = loc("forward/0/view_8":194:0)
#loc56 = loc("forward/0/permute_5":195:0)
#loc57 = loc("forward/0/unsqueeze_12":197:0)
#loc75 = loc("forward/0/permute_6":220:0)
#loc77 = loc("forward/0/permute_7":226:0)
#loc78 = loc("forward/0/view_9":230:0)
#loc79 = loc("forward/0/view_10":233:0)
#loc80 = loc("forward/0/bmm":234:0)
#loc85 = loc("forward/0/view_12":243:0)
#loc86 = loc("forward/0/view_13":246:0)
#loc87 = loc("forward/0/bmm_1":247:0)
#loc88 = loc("forward/0/view_14":248:0)
#loc89 = loc("forward/0/permute_8":250:0)
#loc91 = loc("forward/0/view_17":254:0)
#loc92 = loc("forward/0/mm_3":255:0)
#loc102 = loc("forward/0/view_19":265:0)
#loc103 = loc("forward/0/mm_4":266:0)
#loc107 = loc("forward/0/view_21":270:0)
#loc108 = loc("forward/0/mm_5":271:0)
#loc118 = loc("forward/1/view_23":281:0)
#loc119 = loc("forward/1/mm_6":282:0)
#loc120 = loc("forward/1/view_25":284:0)
#loc121 = loc("forward/1/permute_13":285:0)
#loc123 = loc("forward/1/mm_7":288:0)
#loc124 = loc("forward/1/view_28":290:0)
#loc126 = loc("forward/1/mm_8":294:0)
#loc127 = loc("forward/1/view_31":296:0)
#loc128 = loc("forward/1/permute_17":297:0)
#loc129 = loc("forward/1/permute_18":302:0)
#loc130 = loc("forward/1/view_32":306:0)
#loc131 = loc("forward/1/view_33":309:0)
#loc132 = loc("forward/1/bmm_2":310:0)
#loc140 = loc("forward/1/view_35":319:0)
#loc141 = loc("forward/1/view_36":322:0)
#loc142 = loc("forward/1/bmm_3":323:0)
#loc143 = loc("forward/1/view_37":324:0)
#loc144 = loc("forward/1/permute_19":326:0)
#loc146 = loc("forward/1/view_40":330:0)
#loc147 = loc("forward/1/mm_9":331:0)
#loc157 = loc("forward/1/view_42":341:0)
#loc158 = loc("forward/1/mm_10":342:0)
#loc162 = loc("forward/1/view_44":346:0)
#loc163 = loc("forward/1/mm_11":347:0)
#loc172 = loc("forward/-/slice_1":358:0)
#loc184 = loc("forward/2/view_47":411:0)
#loc185 = loc("forward/2/mm_12":412:0)
#loc186 = loc("forward/2/view_49":414:0)
#loc187 = loc("forward/2/permute_24":415:0)
#loc189 = loc("forward/2/mm_13":418:0)
#loc190 = loc("forward/2/view_52":420:0)
#loc192 = loc("forward/2/mm_14":424:0)
#loc193 = loc("forward/2/view_55":426:0)
#loc194 = loc("forward/2/permute_28":427:0)
#loc207 = loc("forward/2/permute_29":456:0)
#loc214 = loc("forward/2/permute_30":468:0)
#loc215 = loc("forward/2/view_57":472:0)
#loc216 = loc("forward/2/view_58":474:0)
#loc217 = loc("forward/2/bmm_4":475:0)
#loc224 = loc("forward/2/view_60":484:0)
#loc225 = loc("forward/2/view_61":486:0)
#loc226 = loc("forward/2/bmm_5":487:0)
#loc227 = loc("forward/2/view_62":488:0)
#loc228 = loc("forward/2/permute_31":490:0)
#loc230 = loc("forward/2/view_65":494:0)
#loc231 = loc("forward/2/mm_15":495:0)
#loc241 = loc("forward/2/view_67":505:0)
#loc242 = loc("forward/2/mm_16":506:0)
#loc243 = loc("forward/2/view_69":508:0)
#loc244 = loc("forward/2/permute_34":509:0)
#loc246 = loc("forward/2/view_70":511:0)
#loc247 = loc("forward/2/mm_17":512:0)
#loc248 = loc("forward/2/view_72":514:0)
#loc250 = loc("forward/2/mm_18":518:0)
#loc251 = loc("forward/2/view_75":520:0)
#loc252 = loc("forward/2/permute_38":521:0)
#loc254 = loc("forward/2/permute_39":533:0)
#loc255 = loc("forward/2/view_76":537:0)
#loc256 = loc("forward/2/view_77":539:0)
#loc257 = loc("forward/2/bmm_6":540:0)
#loc264 = loc("forward/2/view_79":549:0)
#loc265 = loc("forward/2/view_80":551:0)
#loc266 = loc("forward/2/bmm_7":552:0)
#loc267 = loc("forward/2/view_81":553:0)
#loc268 = loc("forward/2/permute_40":555:0)
#loc270 = loc("forward/2/view_84":559:0)
#loc271 = loc("forward/2/mm_19":560:0)
#loc281 = loc("forward/2/view_86":570:0)
#loc282 = loc("forward/2/mm_20":571:0)
#loc286 = loc("forward/2/view_88":575:0)
#loc287 = loc("forward/2/mm_21":576:0)
#loc297 = loc("forward/3/view_90":586:0)
#loc298 = loc("forward/3/mm_22":587:0)
#loc299 = loc("forward/3/view_92":589:0)
#loc300 = loc("forward/3/permute_45":590:0)
#loc302 = loc("forward/3/mm_23":593:0)
#loc303 = loc("forward/3/view_95":595:0)
#loc305 = loc("forward/3/mm_24":599:0)
#loc306 = loc("forward/3/view_98":601:0)
#loc307 = loc("forward/3/permute_49":602:0)
#loc308 = loc("forward/3/permute_50":619:0)
#loc309 = loc("forward/3/view_100":623:0)
#loc310 = loc("forward/3/view_101":625:0)
#loc311 = loc("forward/3/bmm_8":626:0)
#loc319 = loc("forward/3/view_103":635:0)
#loc320 = loc("forward/3/view_104":637:0)
#loc321 = loc("forward/3/bmm_9":638:0)
#loc322 = loc("forward/3/view_105":639:0)
#loc323 = loc("forward/3/permute_51":641:0)
#loc325 = loc("forward/3/view_108":645:0)
#loc326 = loc("forward/3/mm_25":646:0)
#loc336 = loc("forward/3/view_110":656:0)
#loc337 = loc("forward/3/mm_26":657:0)
#loc338 = loc("forward/3/view_112":659:0)
#loc339 = loc("forward/3/permute_54":660:0)
#loc341 = loc("forward/3/mm_27":663:0)
#loc342 = loc("forward/3/view_115":665:0)
#loc344 = loc("forward/3/mm_28":669:0)
#loc345 = loc("forward/3/view_118":671:0)
#loc346 = loc("forward/3/permute_58":672:0)
#loc347 = loc("forward/3/permute_59":682:0)
#loc348 = loc("forward/3/view_119":686:0)
#loc349 = loc("forward/3/view_120":688:0)
#loc350 = loc("forward/3/bmm_10":689:0)
#loc358 = loc("forward/3/view_122":698:0)
#loc359 = loc("forward/3/view_123":700:0)
#loc360 = loc("forward/3/bmm_11":701:0)
#loc361 = loc("forward/3/view_124":702:0)
#loc362 = loc("forward/3/permute_60":704:0)
#loc364 = loc("forward/3/view_127":708:0)
#loc365 = loc("forward/3/mm_29":709:0)
#loc375 = loc("forward/3/view_129":719:0)
#loc376 = loc("forward/3/mm_30":720:0)
#loc380 = loc("forward/3/view_131":724:0)
#loc381 = loc("forward/3/mm_31":725:0)
#loc390 = loc("forward/-/permute_64":735:0)
#loc391 = loc("forward/-/view_133":736:0)
#loc392 = loc("forward/-/mm_32":737:0)
#loc423 = loc("backward/-/permute_65":780:0)
#loc424 = loc("backward/-/mm_33":781:0)
#loc425 = loc("backward/-/mm_34":784:0)
#loc444 = loc("backward/3/view_141":804:0)
#loc445 = loc("backward/3/permute_69":805:0)
#loc446 = loc("backward/3/mm_35":806:0)
#loc447 = loc("backward/3/mm_36":809:0)
#loc451 = loc("backward/3/view_143":815:0)
#loc452 = loc("backward/3/permute_73":816:0)
#loc453 = loc("backward/3/mm_37":817:0)
#loc454 = loc("backward/3/mm_38":820:0)
#loc473 = loc("backward/3/view_146":840:0)
#loc474 = loc("backward/3/permute_77":841:0)
#loc475 = loc("backward/3/mm_39":842:0)
#loc476 = loc("backward/3/mm_40":845:0)
#loc477 = loc("backward/3/view_148":848:0)
#loc478 = loc("backward/3/permute_81":849:0)
#loc479 = loc("backward/3/view_150":852:0)
#loc480 = loc("backward/3/permute_82":853:0)
#loc481 = loc("backward/3/bmm_12":854:0)
#loc482 = loc("backward/3/permute_83":855:0)
#loc483 = loc("backward/3/bmm_13":856:0)
#loc484 = loc("backward/3/view_151":857:0)
#loc490 = loc("backward/3/view_153":863:0)
#loc491 = loc("backward/3/permute_84":864:0)
#loc492 = loc("backward/3/bmm_14":865:0)
#loc493 = loc("backward/3/permute_85":866:0)
#loc494 = loc("backward/3/bmm_15":867:0)
#loc495 = loc("backward/3/view_154":868:0)
#loc496 = loc("backward/3/view_155":869:0)
#loc497 = loc("backward/3/permute_87":879:0)
#loc498 = loc("backward/3/view_157":882:0)
#loc499 = loc("backward/3/permute_88":883:0)
#loc500 = loc("backward/3/mm_41":884:0)
#loc501 = loc("backward/3/mm_42":887:0)
#loc503 = loc("backward/3/permute_92":890:0)
#loc504 = loc("backward/3/view_160":893:0)
#loc505 = loc("backward/3/permute_93":894:0)
#loc506 = loc("backward/3/mm_43":895:0)
#loc507 = loc("backward/3/mm_44":898:0)
#loc510 = loc("backward/3/permute_97":902:0)
#loc511 = loc("backward/3/view_163":905:0)
#loc512 = loc("backward/3/permute_98":906:0)
#loc513 = loc("backward/3/mm_45":907:0)
#loc514 = loc("backward/3/mm_46":910:0)
#loc533 = loc("backward/3/view_166":930:0)
#loc534 = loc("backward/3/permute_102":931:0)
#loc535 = loc("backward/3/mm_47":932:0)
#loc536 = loc("backward/3/mm_48":935:0)
#loc537 = loc("backward/3/view_168":938:0)
#loc538 = loc("backward/3/permute_106":939:0)
#loc539 = loc("backward/3/view_170":942:0)
#loc540 = loc("backward/3/permute_107":943:0)
#loc541 = loc("backward/3/bmm_16":944:0)
#loc542 = loc("backward/3/permute_108":945:0)
#loc543 = loc("backward/3/bmm_17":946:0)
#loc544 = loc("backward/3/view_171":947:0)
#loc551 = loc("backward/3/view_173":954:0)
#loc552 = loc("backward/3/permute_109":955:0)
#loc553 = loc("backward/3/bmm_18":956:0)
#loc554 = loc("backward/3/permute_110":957:0)
#loc555 = loc("backward/3/bmm_19":958:0)
#loc556 = loc("backward/3/view_174":959:0)
#loc557 = loc("backward/3/view_175":960:0)
#loc560 = loc("backward/3/permute_112":972:0)
#loc561 = loc("backward/3/view_177":975:0)
#loc562 = loc("backward/3/permute_113":976:0)
#loc563 = loc("backward/3/mm_49":977:0)
#loc564 = loc("backward/3/mm_50":980:0)
#loc566 = loc("backward/3/permute_117":983:0)
#loc567 = loc("backward/3/view_180":986:0)
#loc568 = loc("backward/3/permute_118":987:0)
#loc569 = loc("backward/3/mm_51":988:0)
#loc570 = loc("backward/3/mm_52":991:0)
#loc573 = loc("backward/3/permute_122":995:0)
#loc574 = loc("backward/3/view_183":998:0)
#loc575 = loc("backward/3/permute_123":999:0)
#loc576 = loc("backward/3/mm_53":1000:0)
#loc577 = loc("backward/3/mm_54":1003:0)
#loc597 = loc("backward/2/view_186":1024:0)
#loc598 = loc("backward/2/permute_127":1025:0)
#loc599 = loc("backward/2/mm_55":1026:0)
#loc600 = loc("backward/2/mm_56":1029:0)
#loc604 = loc("backward/2/view_188":1035:0)
#loc605 = loc("backward/2/permute_131":1036:0)
#loc606 = loc("backward/2/mm_57":1037:0)
#loc607 = loc("backward/2/mm_58":1040:0)
#loc626 = loc("backward/2/view_191":1060:0)
#loc627 = loc("backward/2/permute_135":1061:0)
#loc628 = loc("backward/2/mm_59":1062:0)
#loc629 = loc("backward/2/mm_60":1065:0)
#loc630 = loc("backward/2/view_193":1068:0)
#loc631 = loc("backward/2/permute_139":1069:0)
#loc632 = loc("backward/2/view_195":1072:0)
#loc633 = loc("backward/2/permute_140":1073:0)
#loc634 = loc("backward/2/bmm_20":1074:0)
#loc635 = loc("backward/2/permute_141":1075:0)
#loc636 = loc("backward/2/bmm_21":1076:0)
#loc637 = loc("backward/2/view_196":1077:0)
#loc643 = loc("backward/2/view_198":1083:0)
#loc644 = loc("backward/2/permute_142":1084:0)
#loc645 = loc("backward/2/bmm_22":1085:0)
#loc646 = loc("backward/2/permute_143":1086:0)
#loc647 = loc("backward/2/bmm_23":1087:0)
#loc648 = loc("backward/2/view_199":1088:0)
#loc649 = loc("backward/2/view_200":1089:0)
#loc650 = loc("backward/2/permute_145":1099:0)
#loc651 = loc("backward/2/view_202":1102:0)
#loc652 = loc("backward/2/permute_146":1103:0)
#loc653 = loc("backward/2/mm_61":1104:0)
#loc654 = loc("backward/2/mm_62":1107:0)
#loc657 = loc("backward/2/permute_150":1111:0)
#loc658 = loc("backward/2/view_205":1114:0)
#loc659 = loc("backward/2/permute_151":1115:0)
#loc660 = loc("backward/2/mm_63":1116:0)
#loc661 = loc("backward/2/mm_64":1119:0)
#loc664 = loc("backward/2/permute_155":1123:0)
#loc665 = loc("backward/2/view_208":1126:0)
#loc666 = loc("backward/2/permute_156":1127:0)
#loc667 = loc("backward/2/mm_65":1128:0)
#loc668 = loc("backward/2/mm_66":1131:0)
#loc687 = loc("backward/2/view_211":1151:0)
#loc688 = loc("backward/2/permute_160":1152:0)
#loc689 = loc("backward/2/mm_67":1153:0)
#loc690 = loc("backward/2/mm_68":1156:0)
#loc691 = loc("backward/2/view_213":1159:0)
#loc692 = loc("backward/2/permute_164":1160:0)
#loc693 = loc("backward/2/view_215":1163:0)
#loc694 = loc("backward/2/permute_165":1164:0)
#loc695 = loc("backward/2/bmm_24":1165:0)
#loc696 = loc("backward/2/permute_166":1166:0)
#loc697 = loc("backward/2/bmm_25":1167:0)
#loc698 = loc("backward/2/view_216":1168:0)
#loc705 = loc("backward/2/view_218":1175:0)
#loc706 = loc("backward/2/permute_167":1176:0)
#loc707 = loc("backward/2/bmm_26":1177:0)
#loc708 = loc("backward/2/permute_168":1178:0)
#loc709 = loc("backward/2/bmm_27":1179:0)
#loc710 = loc("backward/2/view_219":1180:0)
#loc711 = loc("backward/2/view_220":1181:0)
#loc714 = loc("backward/2/squeeze_1":1188:0)
#loc725 = loc("backward/2/permute_171":1210:0)
#loc726 = loc("backward/2/view_222":1213:0)
#loc727 = loc("backward/2/permute_172":1214:0)
#loc728 = loc("backward/2/mm_69":1215:0)
#loc729 = loc("backward/2/mm_70":1218:0)
#loc731 = loc("backward/2/permute_176":1221:0)
#loc732 = loc("backward/2/view_225":1224:0)
#loc733 = loc("backward/2/permute_177":1225:0)
#loc734 = loc("backward/2/mm_71":1226:0)
#loc735 = loc("backward/2/mm_72":1229:0)
#loc738 = loc("backward/2/permute_181":1233:0)
#loc739 = loc("backward/2/view_228":1236:0)
#loc740 = loc("backward/2/permute_182":1237:0)
#loc741 = loc("backward/2/mm_73":1238:0)
#loc742 = loc("backward/2/mm_74":1241:0)
#loc789 = loc("backward/1/view_232":1292:0)
#loc790 = loc("backward/1/permute_186":1293:0)
#loc791 = loc("backward/1/mm_75":1294:0)
#loc792 = loc("backward/1/mm_76":1297:0)
#loc796 = loc("backward/1/view_234":1303:0)
#loc797 = loc("backward/1/permute_190":1304:0)
#loc798 = loc("backward/1/mm_77":1305:0)
#loc799 = loc("backward/1/mm_78":1308:0)
#loc818 = loc("backward/1/view_237":1328:0)
#loc819 = loc("backward/1/permute_194":1329:0)
#loc820 = loc("backward/1/mm_79":1330:0)
#loc821 = loc("backward/1/mm_80":1333:0)
#loc822 = loc("backward/1/view_239":1336:0)
#loc823 = loc("backward/1/permute_198":1337:0)
#loc824 = loc("backward/1/view_241":1340:0)
#loc825 = loc("backward/1/permute_199":1341:0)
#loc826 = loc("backward/1/bmm_28":1342:0)
#loc827 = loc("backward/1/permute_200":1343:0)
#loc828 = loc("backward/1/bmm_29":1344:0)
#loc829 = loc("backward/1/view_242":1345:0)
#loc835 = loc("backward/1/view_244":1351:0)
#loc836 = loc("backward/1/permute_201":1352:0)
#loc837 = loc("backward/1/bmm_30":1353:0)
#loc838 = loc("backward/1/permute_202":1354:0)
#loc839 = loc("backward/1/bmm_31":1355:0)
#loc840 = loc("backward/1/view_245":1356:0)
#loc841 = loc("backward/1/view_246":1357:0)
#loc844 = loc("backward/1/permute_204":1364:0)
#loc845 = loc("backward/1/view_248":1367:0)
#loc846 = loc("backward/1/permute_205":1368:0)
#loc847 = loc("backward/1/mm_81":1369:0)
#loc848 = loc("backward/1/mm_82":1372:0)
#loc850 = loc("backward/1/permute_209":1375:0)
#loc851 = loc("backward/1/view_251":1378:0)
#loc852 = loc("backward/1/permute_210":1379:0)
#loc853 = loc("backward/1/mm_83":1380:0)
#loc854 = loc("backward/1/mm_84":1383:0)
#loc857 = loc("backward/1/permute_214":1387:0)
#loc858 = loc("backward/1/view_254":1390:0)
#loc859 = loc("backward/1/permute_215":1391:0)
#loc860 = loc("backward/1/mm_85":1392:0)
#loc861 = loc("backward/1/mm_86":1395:0)
#loc881 = loc("backward/0/view_257":1416:0)
#loc882 = loc("backward/0/permute_219":1417:0)
#loc883 = loc("backward/0/mm_87":1418:0)
#loc884 = loc("backward/0/mm_88":1421:0)
#loc888 = loc("backward/0/view_259":1427:0)
#loc889 = loc("backward/0/permute_223":1428:0)
#loc890 = loc("backward/0/mm_89":1429:0)
#loc891 = loc("backward/0/mm_90":1432:0)
#loc910 = loc("backward/0/view_262":1452:0)
#loc911 = loc("backward/0/permute_227":1453:0)
#loc912 = loc("backward/0/mm_91":1454:0)
#loc913 = loc("backward/0/mm_92":1457:0)
#loc914 = loc("backward/0/view_264":1460:0)
#loc915 = loc("backward/0/permute_231":1461:0)
#loc916 = loc("backward/0/view_266":1464:0)
#loc917 = loc("backward/0/permute_232":1465:0)
#loc918 = loc("backward/0/bmm_32":1466:0)
#loc919 = loc("backward/0/permute_233":1467:0)
#loc920 = loc("backward/0/bmm_33":1468:0)
#loc921 = loc("backward/0/view_267":1469:0)
#loc927 = loc("backward/0/view_269":1475:0)
#loc928 = loc("backward/0/permute_234":1476:0)
#loc929 = loc("backward/0/bmm_34":1477:0)
#loc930 = loc("backward/0/permute_235":1478:0)
#loc931 = loc("backward/0/bmm_35":1479:0)
#loc932 = loc("backward/0/view_270":1480:0)
#loc933 = loc("backward/0/view_271":1481:0)
#loc937 = loc("backward/0/squeeze_2":1489:0)
#loc949 = loc("backward/0/permute_238":1505:0)
#loc950 = loc("backward/0/view_273":1508:0)
#loc951 = loc("backward/0/permute_239":1509:0)
#loc952 = loc("backward/0/mm_93":1510:0)
#loc953 = loc("backward/0/mm_94":1513:0)
#loc955 = loc("backward/0/permute_243":1516:0)
#loc956 = loc("backward/0/view_276":1519:0)
#loc957 = loc("backward/0/permute_244":1520:0)
#loc958 = loc("backward/0/mm_95":1521:0)
#loc959 = loc("backward/0/mm_96":1524:0)
#loc962 = loc("backward/0/permute_248":1528:0)
#loc963 = loc("backward/0/view_279":1531:0)
#loc964 = loc("backward/0/permute_249":1532:0)
#loc965 = loc("backward/0/mm_97":1533:0)
#loc966 = loc("backward/0/mm_98":1536:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map18 = affine_map<(d0, d1) -> ()>
#map19 = affine_map<(d0, d1) -> (d0)>
#map20 = affine_map<(d0) -> ()>
#map21 = affine_map<() -> ()>
#map22 = affine_map<(d0) -> (d0, 0)>
#map23 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map24 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%arg0: tensor<64x32xf32> {memopt.name = "shared.weight", memopt.role = "parameter"}, %arg1: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.q.weight", memopt.role = "parameter"}, %arg2: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.k.weight", memopt.role = "parameter"}, %arg3: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.v.weight", memopt.role = "parameter"}, %arg4: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.o.weight", memopt.role = "parameter"}, %arg5: tensor<32x2xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight", memopt.role = "parameter"}, %arg6: tensor<32xf32> {memopt.name = "encoder.block.0.layer.0.layer_norm.weight", memopt.role = "parameter"}, %arg7: tensor<64x32xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wi.weight", memopt.role = "parameter"}, %arg8: tensor<32x64xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wo.weight", memopt.role = "parameter"}, %arg9: tensor<32xf32> {memopt.name = "encoder.block.0.layer.1.layer_norm.weight", memopt.role = "parameter"}, %arg10: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.q.weight", memopt.role = "parameter"}, %arg11: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.k.weight", memopt.role = "parameter"}, %arg12: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.v.weight", memopt.role = "parameter"}, %arg13: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.o.weight", memopt.role = "parameter"}, %arg14: tensor<32xf32> {memopt.name = "encoder.block.1.layer.0.layer_norm.weight", memopt.role = "parameter"}, %arg15: tensor<64x32xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wi.weight", memopt.role = "parameter"}, %arg16: tensor<32x64xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wo.weight", memopt.role = "parameter"}, %arg17: tensor<32xf32> {memopt.name = "encoder.block.1.layer.1.layer_norm.weight", memopt.role = "parameter"}, %arg18: tensor<32xf32> {memopt.name = "encoder.final_layer_norm.weight", memopt.role = "parameter"}, %arg19: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.q.weight", memopt.role = "parameter"}, %arg20: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.k.weight", memopt.role = "parameter"}, %arg21: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.v.weight", memopt.role = "parameter"}, %arg22: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.o.weight", memopt.role = "parameter"}, %arg23: tensor<32x2xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight", memopt.role = "parameter"}, %arg24: tensor<32xf32> {memopt.name = "decoder.block.0.layer.0.layer_norm.weight", memopt.role = "parameter"}, %arg25: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.q.weight", memopt.role = "parameter"}, %arg26: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.k.weight", memopt.role = "parameter"}, %arg27: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.v.weight", memopt.role = "parameter"}, %arg28: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.o.weight", memopt.role = "parameter"}, %arg29: tensor<32xf32> {memopt.name = "decoder.block.0.layer.1.layer_norm.weight", memopt.role = "parameter"}, %arg30: tensor<64x32xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wi.weight", memopt.role = "parameter"}, %arg31: tensor<32x64xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wo.weight", memopt.role = "parameter"}, %arg32: tensor<32xf32> {memopt.name = "decoder.block.0.layer.2.layer_norm.weight", memopt.role = "parameter"}, %arg33: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.q.weight", memopt.role = "parameter"}, %arg34: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.k.weight", memopt.role = "parameter"}, %arg35: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.v.weight", memopt.role = "parameter"}, %arg36: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.o.weight", memopt.role = "parameter"}, %arg37: tensor<32xf32> {memopt.name = "decoder.block.1.layer.0.layer_norm.weight", memopt.role = "parameter"}, %arg38: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.q.weight", memopt.role = "parameter"}, %arg39: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.k.weight", memopt.role = "parameter"}, %arg40: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.v.weight", memopt.role = "parameter"}, %arg41: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.o.weight", memopt.role = "parameter"}, %arg42: tensor<32xf32> {memopt.name = "decoder.block.1.layer.1.layer_norm.weight", memopt.role = "parameter"}, %arg43: tensor<64x32xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wi.weight", memopt.role = "parameter"}, %arg44: tensor<32x64xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wo.weight", memopt.role = "parameter"}, %arg45: tensor<32xf32> {memopt.name = "decoder.block.1.layer.2.layer_norm.weight", memopt.role = "parameter"}, %arg46: tensor<32xf32> {memopt.name = "decoder.final_layer_norm.weight", memopt.role = "parameter"}, %arg47: tensor<64x32xf32> {memopt.name = "shared.weight.exp_avg", memopt.role = "optimizer_state"}, %arg48: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.q.weight.exp_avg", memopt.role = "optimizer_state"}, %arg49: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.k.weight.exp_avg", memopt.role = "optimizer_state"}, %arg50: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.v.weight.exp_avg", memopt.role = "optimizer_state"}, %arg51: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.o.weight.exp_avg", memopt.role = "optimizer_state"}, %arg52: tensor<32x2xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight.exp_avg", memopt.role = "optimizer_state"}, %arg53: tensor<32xf32> {memopt.name = "encoder.block.0.layer.0.layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg54: tensor<64x32xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wi.weight.exp_avg", memopt.role = "optimizer_state"}, %arg55: tensor<32x64xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wo.weight.exp_avg", memopt.role = "optimizer_state"}, %arg56: tensor<32xf32> {memopt.name = "encoder.block.0.layer.1.layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg57: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.q.weight.exp_avg", memopt.role = "optimizer_state"}, %arg58: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.k.weight.exp_avg", memopt.role = "optimizer_state"}, %arg59: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.v.weight.exp_avg", memopt.role = "optimizer_state"}, %arg60: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.o.weight.exp_avg", memopt.role = "optimizer_state"}, %arg61: tensor<32xf32> {memopt.name = "encoder.block.1.layer.0.layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg62: tensor<64x32xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wi.weight.exp_avg", memopt.role = "optimizer_state"}, %arg63: tensor<32x64xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wo.weight.exp_avg", memopt.role = "optimizer_state"}, %arg64: tensor<32xf32> {memopt.name = "encoder.block.1.layer.1.layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg65: tensor<32xf32> {memopt.name = "encoder.final_layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg66: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.q.weight.exp_avg", memopt.role = "optimizer_state"}, %arg67: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.k.weight.exp_avg", memopt.role = "optimizer_state"}, %arg68: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.v.weight.exp_avg", memopt.role = "optimizer_state"}, %arg69: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.o.weight.exp_avg", memopt.role = "optimizer_state"}, %arg70: tensor<32x2xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight.exp_avg", memopt.role = "optimizer_state"}, %arg71: tensor<32xf32> {memopt.name = "decoder.block.0.layer.0.layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg72: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.q.weight.exp_avg", memopt.role = "optimizer_state"}, %arg73: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.k.weight.exp_avg", memopt.role = "optimizer_state"}, %arg74: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.v.weight.exp_avg", memopt.role = "optimizer_state"}, %arg75: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.o.weight.exp_avg", memopt.role = "optimizer_state"}, %arg76: tensor<32xf32> {memopt.name = "decoder.block.0.layer.1.layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg77: tensor<64x32xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wi.weight.exp_avg", memopt.role = "optimizer_state"}, %arg78: tensor<32x64xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wo.weight.exp_avg", memopt.role = "optimizer_state"}, %arg79: tensor<32xf32> {memopt.name = "decoder.block.0.layer.2.layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg80: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.q.weight.exp_avg", memopt.role = "optimizer_state"}, %arg81: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.k.weight.exp_avg", memopt.role = "optimizer_state"}, %arg82: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.v.weight.exp_avg", memopt.role = "optimizer_state"}, %arg83: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.o.weight.exp_avg", memopt.role = "optimizer_state"}, %arg84: tensor<32xf32> {memopt.name = "decoder.block.1.layer.0.layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg85: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.q.weight.exp_avg", memopt.role = "optimizer_state"}, %arg86: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.k.weight.exp_avg", memopt.role = "optimizer_state"}, %arg87: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.v.weight.exp_avg", memopt.role = "optimizer_state"}, %arg88: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.o.weight.exp_avg", memopt.role = "optimizer_state"}, %arg89: tensor<32xf32> {memopt.name = "decoder.block.1.layer.1.layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg90: tensor<64x32xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wi.weight.exp_avg", memopt.role = "optimizer_state"}, %arg91: tensor<32x64xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wo.weight.exp_avg", memopt.role = "optimizer_state"}, %arg92: tensor<32xf32> {memopt.name = "decoder.block.1.layer.2.layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg93: tensor<32xf32> {memopt.name = "decoder.final_layer_norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg94: tensor<64x32xf32> {memopt.name = "shared.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg95: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.q.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg96: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.k.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg97: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.v.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg98: tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.o.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg99: tensor<32x2xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg100: tensor<32xf32> {memopt.name = "encoder.block.0.layer.0.layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg101: tensor<64x32xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wi.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg102: tensor<32x64xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wo.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg103: tensor<32xf32> {memopt.name = "encoder.block.0.layer.1.layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg104: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.q.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg105: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.k.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg106: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.v.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg107: tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.o.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg108: tensor<32xf32> {memopt.name = "encoder.block.1.layer.0.layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg109: tensor<64x32xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wi.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg110: tensor<32x64xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wo.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg111: tensor<32xf32> {memopt.name = "encoder.block.1.layer.1.layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg112: tensor<32xf32> {memopt.name = "encoder.final_layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg113: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.q.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg114: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.k.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg115: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.v.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg116: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.o.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg117: tensor<32x2xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg118: tensor<32xf32> {memopt.name = "decoder.block.0.layer.0.layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg119: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.q.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg120: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.k.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg121: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.v.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg122: tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.o.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg123: tensor<32xf32> {memopt.name = "decoder.block.0.layer.1.layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg124: tensor<64x32xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wi.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg125: tensor<32x64xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wo.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg126: tensor<32xf32> {memopt.name = "decoder.block.0.layer.2.layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg127: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.q.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg128: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.k.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg129: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.v.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg130: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.o.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg131: tensor<32xf32> {memopt.name = "decoder.block.1.layer.0.layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg132: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.q.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg133: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.k.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg134: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.v.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg135: tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.o.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg136: tensor<32xf32> {memopt.name = "decoder.block.1.layer.1.layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg137: tensor<64x32xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wi.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg138: tensor<32x64xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wo.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg139: tensor<32xf32> {memopt.name = "decoder.block.1.layer.2.layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg140: tensor<32xf32> {memopt.name = "decoder.final_layer_norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg141: tensor<f32> {memopt.name = "step", memopt.role = "input"}, %arg142: tensor<2x16xi64> {memopt.name = "input_ids", memopt.range = array<i64: 0, 63>, memopt.role = "input"}, %arg143: tensor<2x16xi64> {memopt.name = "attention_mask", memopt.range = array<i64: 1, 2>, memopt.role = "input"}, %arg144: tensor<2x16xi64> {memopt.name = "labels", memopt.range = array<i64: 1, 63>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "shared.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.q.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.k.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.v.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.o.weight.new", memopt.role = "parameter"}, tensor<32x2xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.block.0.layer.0.layer_norm.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wi.weight.new", memopt.role = "parameter"}, tensor<32x64xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wo.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.block.0.layer.1.layer_norm.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.q.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.k.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.v.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.o.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.block.1.layer.0.layer_norm.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wi.weight.new", memopt.role = "parameter"}, tensor<32x64xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wo.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.block.1.layer.1.layer_norm.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "encoder.final_layer_norm.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.q.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.k.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.v.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.o.weight.new", memopt.role = "parameter"}, tensor<32x2xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.block.0.layer.0.layer_norm.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.q.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.k.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.v.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.o.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.block.0.layer.1.layer_norm.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wi.weight.new", memopt.role = "parameter"}, tensor<32x64xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wo.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.block.0.layer.2.layer_norm.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.q.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.k.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.v.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.o.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.block.1.layer.0.layer_norm.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.q.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.k.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.v.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.o.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.block.1.layer.1.layer_norm.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wi.weight.new", memopt.role = "parameter"}, tensor<32x64xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wo.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.block.1.layer.2.layer_norm.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "decoder.final_layer_norm.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "shared.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.q.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.k.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.v.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.o.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x2xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.block.0.layer.0.layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wi.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wo.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.block.0.layer.1.layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.q.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.k.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.v.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.o.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.block.1.layer.0.layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wi.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wo.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.block.1.layer.1.layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.final_layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.q.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.k.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.v.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.o.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x2xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.0.layer.0.layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.q.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.k.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.v.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.o.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.0.layer.1.layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wi.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wo.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.0.layer.2.layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.q.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.k.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.v.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.o.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.1.layer.0.layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.q.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.k.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.v.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.o.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.1.layer.1.layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wi.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wo.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.1.layer.2.layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.final_layer_norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "shared.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.q.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.k.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.v.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.o.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x2xf32> {memopt.name = "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.block.0.layer.0.layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wi.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "encoder.block.0.layer.1.DenseReluDense.wo.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.block.0.layer.1.layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.q.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.k.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.v.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "encoder.block.1.layer.0.SelfAttention.o.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.block.1.layer.0.layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wi.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "encoder.block.1.layer.1.DenseReluDense.wo.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.block.1.layer.1.layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "encoder.final_layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.q.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.k.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.v.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.o.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x2xf32> {memopt.name = "decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.0.layer.0.layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.q.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.k.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.v.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.0.layer.1.EncDecAttention.o.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.0.layer.1.layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wi.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "decoder.block.0.layer.2.DenseReluDense.wo.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.0.layer.2.layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.q.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.k.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.v.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.0.SelfAttention.o.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.1.layer.0.layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.q.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.k.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.v.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "decoder.block.1.layer.1.EncDecAttention.o.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.1.layer.1.layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wi.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x64xf32> {memopt.name = "decoder.block.1.layer.2.DenseReluDense.wo.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.block.1.layer.2.layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "decoder.final_layer_norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}) {
    %c256 = arith.constant 256 : index loc(#loc)
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<32x64xf32> loc(#loc2)
    %c64 = arith.constant {memopt.phase = "backward"} 64 : index loc(#loc)
    %cst_0 = arith.constant {memopt.phase = "backward"} 0xFF800000 : f32 loc(#loc)
    %true = arith.constant {memopt.phase = "backward"} true loc(#loc)
    %cst_1 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 9.9999999999999995E-7 : f64 loc(#loc3)
    %cst_2 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 2.7725887222397811 : f64 loc(#loc4)
    %cst_3 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 0xFFF0000000000000 : f64 loc(#loc5)
    %cst_4 = arith.constant {memopt.layer = 2 : i64, memopt.phase = "forward"} 2.0794415416798357 : f64 loc(#loc6)
    %cst_5 = arith.constant {memopt.phase = "forward"} 0.17677669529663689 : f64 loc(#loc7)
    %cst_6 = arith.constant {memopt.phase = "optimizer"} 9.999900e-01 : f64 loc(#loc8)
    %cst_7 = arith.constant {memopt.phase = "optimizer"} 9.000000e-01 : f64 loc(#loc9)
    %cst_8 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.099999999999999978 : f64 loc(#loc10)
    %cst_9 = arith.constant {memopt.phase = "optimizer"} 0.99899999999999999 : f64 loc(#loc11)
    %cst_10 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 0.0010000000000000009 : f64 loc(#loc12)
    %cst_11 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-03 : f64 loc(#loc13)
    %cst_12 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-08 : f64 loc(#loc14)
    %cst_13 = arith.constant {memopt.phase = "forward"} dense<true> : tensor<i1> loc(#loc15)
    %cst_14 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<-3.40282347E+38> : tensor<f32> loc(#loc16)
    %cst_15 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0.000000e+00> : tensor<2x2x16x16xf32> loc(#loc17)
    %cst_16 = arith.constant {memopt.layer = 2 : i64, memopt.phase = "forward"} dense<0.000000e+00> : tensor<1x2x16x16xf32> loc(#loc18)
    %cst_17 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<f32> loc(#loc19)
    %cst_18 = arith.constant {memopt.phase = "backward"} dense<1.000000e+00> : tensor<f32> loc(#loc20)
    %cst_19 = arith.constant {memopt.phase = "backward"} 3.200000e+01 : f32 loc(#loc)
    %cst_20 = arith.constant {memopt.phase = "backward"} 8.000000e+00 : f32 loc(#loc)
    %cst_21 = arith.constant {memopt.phase = "backward"} 1.600000e+01 : f32 loc(#loc)
    %cst_22 = arith.constant {memopt.phase = "backward"} -5.000000e-01 : f32 loc(#loc)
    %cst_23 = arith.constant {memopt.phase = "backward"} 2.000000e+00 : f32 loc(#loc)
    %c63_i64 = arith.constant {memopt.phase = "backward"} 63 : i64 loc(#loc21)
    %c-64_i64 = arith.constant {memopt.phase = "backward"} -64 : i64 loc(#loc21)
    %c-32_i64 = arith.constant {memopt.layer = 2 : i64, memopt.phase = "backward"} -32 : i64 loc(#loc22)
    %c31_i64 = arith.constant {memopt.layer = 2 : i64, memopt.phase = "backward"} 31 : i64 loc(#loc22)
    %c-100_i64 = arith.constant {memopt.phase = "forward"} -100 : i64 loc(#loc23)
    %c64_i64 = arith.constant {memopt.phase = "forward"} 64 : i64 loc(#loc)
    %c8_i64 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 8 : i64 loc(#loc24)
    %c32_i64 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 32 : i64 loc(#loc)
    %c3_i64 = arith.constant {memopt.phase = "forward"} 3 : i64 loc(#loc25)
    %c16_i64 = arith.constant {memopt.phase = "forward"} 16 : i64 loc(#loc)
    %c1_i64 = arith.constant {memopt.phase = "forward"} 1 : i64 loc(#loc)
    %c2_i64 = arith.constant {memopt.phase = "forward"} 2 : i64 loc(#loc)
    %c-1_i64 = arith.constant {memopt.phase = "forward"} -1 : i64 loc(#loc)
    %c32 = arith.constant {memopt.phase = "forward"} 32 : index loc(#loc)
    %c0_i64 = arith.constant {memopt.phase = "forward"} 0 : i64 loc(#loc)
    %cst_24 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32 loc(#loc)
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index loc(#loc)
    %cst_25 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<32x2xf32> loc(#loc)
    %cst_26 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<64x32xf32> loc(#loc)
    %cst_27 = arith.constant {memopt.phase = "forward"} -1.000000e+00 : f32 loc(#loc)
    %cst_28 = arith.constant {memopt.phase = "optimizer"} dense<1> : tensor<i64> loc(#loc26)
    %cst_29 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<15> : tensor<16x16xi64> loc(#loc27)
    %cst_30 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<2x16xi64> loc(#loc28)
    %cst_31 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<i64> loc(#loc29)
    %cst_32 = arith.constant {memopt.layer = 2 : i64, memopt.phase = "forward"} dense<0> : tensor<16x16xi64> loc(#loc30)
    %cst_33 = arith.constant {memopt.layer = 2 : i64, memopt.phase = "forward"} dense<31> : tensor<16x16xi64> loc(#loc31)
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg142 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1413 = arith.index_cast %in : i64 to index
      %1414 = linalg.index 2 : index
      %1415 = arith.cmpi slt, %1413, %c64 : index
      cf.assert %1415, "index must be smaller than dim size"
      %1416 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1416, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%1413, %1414] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc1)
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1> loc(#loc32)
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg143 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc32)
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<2xi64> loc(#loc33)
    %5 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %1413 = linalg.index 0 : index
      %1414 = arith.index_cast %1413 : index to i64
      linalg.yield %1414 : i64
    } -> tensor<2xi64> loc(#loc33)
    %6 = tensor.empty() {memopt.phase = "forward"} : tensor<16xi64> loc(#loc34)
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<16xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %1413 = linalg.index 0 : index
      %1414 = arith.index_cast %1413 : index to i64
      linalg.yield %1414 : i64
    } -> tensor<16xi64> loc(#loc34)
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] {memopt.phase = "forward"} : tensor<2xi64> into tensor<2x1x1x1xi64> loc(#loc25)
    %expanded_34 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] {memopt.phase = "forward"} : tensor<16xi64> into tensor<1x1x16x1xi64> loc(#loc35)
    %expanded_35 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] {memopt.phase = "forward"} : tensor<16xi64> into tensor<1x1x1x16xi64> loc(#loc36)
    %8 = tensor.empty() {memopt.phase = "forward"} : tensor<1x1x16x1xi1> loc(#loc37)
    %9 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<1x1x16x1xi64>) outs(%8 : tensor<1x1x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<1x1x16x1xi1> loc(#loc37)
    %10 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_13, %9 : tensor<i1>, tensor<1x1x16x1xi1>) outs(%8 : tensor<1x1x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: i1, %out: i1):
      %1413 = arith.andi %in, %in_431 : i1
      linalg.yield %1413 : i1
    } -> tensor<1x1x16x1xi1> loc(#loc15)
    %11 = tensor.empty() {memopt.phase = "forward"} : tensor<2x1x1x16xi1> loc(#loc38)
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_35 : tensor<2x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%11 : tensor<2x1x1x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_431: i64, %out: i1):
      %1413 = arith.cmpi slt, %in, %c0_i64 : i64
      %1414 = arith.addi %in, %c2_i64 : i64
      %1415 = arith.select %1413, %1414, %in : i64
      %1416 = arith.index_cast %1415 : i64 to index
      %1417 = arith.cmpi slt, %in_431, %c0_i64 : i64
      %1418 = arith.addi %in_431, %c16_i64 : i64
      %1419 = arith.select %1417, %1418, %in_431 : i64
      %1420 = arith.index_cast %1419 : i64 to index
      %extracted = tensor.extract %3[%1416, %1420] : tensor<2x16xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x16xi1> loc(#loc38)
    %13 = tensor.empty() {memopt.phase = "forward"} : tensor<2x1x16x16xi1> loc(#loc39)
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x16x1xi1>, tensor<2x1x1x16xi1>) outs(%13 : tensor<2x1x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: i1, %out: i1):
      %1413 = arith.andi %in, %in_431 : i1
      linalg.yield %1413 : i1
    } -> tensor<2x1x16x16xi1> loc(#loc39)
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc40)
    %16 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32> loc(#loc41)
    %17 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%16 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32> loc(#loc41)
    %18 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc41)
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc41)
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc3)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc42)
    %22 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %21 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc43)
    %23 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6, %22 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc44)
    %24 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> loc(#loc45)
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc45)
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc46)
    %25 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%24 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc47)
    %26 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc47)
    %expanded_36 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc48)
    %27 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> loc(#loc49)
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc49)
    %transposed_38 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc50)
    %28 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed_38 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc51)
    %expanded_39 = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc52)
    %transposed_40 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc53)
    %29 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed_40 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc54)
    %expanded_41 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc55)
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc56)
    %expanded_43 = tensor.expand_shape %7 [[0, 1]] output_shape [16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16xi64> into tensor<16x1xi64> loc(#loc57)
    %expanded_44 = tensor.expand_shape %7 [[0, 1]] output_shape [1, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16xi64> into tensor<1x16xi64> loc(#loc58)
    %30 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi64> loc(#loc59)
    %31 = linalg.generic {indexing_maps = [#map12, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_44, %expanded_43 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_431: i64, %out: i64):
      %1413 = arith.subi %in, %in_431 : i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc59)
    %32 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi1> loc(#loc61)
    %33 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<16x16xi64>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc61)
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<16x16xi1>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %1413 = arith.extui %in : i1 to i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc62)
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i64):
      %1413 = arith.muli %in, %c16_i64 : i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc63)
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i64):
      %1413 = math.absi %in : i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc64)
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<16x16xi64>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc24)
    %38 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xf32> loc(#loc65)
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<16x16xi64>) outs(%38 : tensor<16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1413 = arith.sitofp %in : i64 to f32
      linalg.yield %1413 : f32
    } -> tensor<16x16xf32> loc(#loc65)
    %40 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<16x16xf32>) outs(%38 : tensor<16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_20 : f32
      linalg.yield %1413 : f32
    } -> tensor<16x16xf32> loc(#loc66)
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<16x16xf32>) outs(%38 : tensor<16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.log %in : f32
      linalg.yield %1413 : f32
    } -> tensor<16x16xf32> loc(#loc67)
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<16x16xf32>) outs(%38 : tensor<16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_2 : f64 to f32
      %1414 = arith.divf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<16x16xf32> loc(#loc4)
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<16x16xf32>) outs(%38 : tensor<16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1413 : f32
    } -> tensor<16x16xf32> loc(#loc68)
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<16x16xf32>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i64):
      %1413 = arith.fptosi %in : f32 to i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc69)
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i64):
      %1413 = arith.addi %in, %c8_i64 : i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc70)
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%45, %cst_29 : tensor<16x16xi64>, tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_431: i64, %out: i64):
      %1413 = arith.minsi %in, %in_431 : i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc27)
    %47 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37, %36, %46 : tensor<16x16xi1>, tensor<16x16xi64>, tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: i64, %in_432: i64, %out: i64):
      %1413 = arith.select %in, %in_431, %in_432 : i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc71)
    %48 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%35, %47 : tensor<16x16xi64>, tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_431: i64, %out: i64):
      %1413 = arith.addi %in, %in_431 : i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc72)
    %49 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16x2xf32> loc(#loc74)
    %50 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<16x16xi64>) outs(%49 : tensor<16x16x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1413 = arith.index_cast %in : i64 to index
      %1414 = linalg.index 2 : index
      %1415 = arith.cmpi slt, %1413, %c32 : index
      cf.assert %1415, "index must be smaller than dim size"
      %1416 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1416, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg5[%1413, %1414] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x2xf32> loc(#loc74)
    %51 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x16xf32> loc(#loc75)
    %transposed_45 = linalg.transpose ins(%50 : tensor<16x16x2xf32>) outs(%51 : tensor<2x16x16xf32>) permutation = [2, 0, 1]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc75)
    %expanded_46 = tensor.expand_shape %transposed_45 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x16xf32> into tensor<1x2x16x16xf32> loc(#loc76)
    %52 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_46, %cst_14 : tensor<2x1x16x16xi1>, tensor<1x2x16x16xf32>, tensor<f32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc16)
    %transposed_47 = linalg.transpose ins(%expanded_39 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc77)
    %collapsed_48 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc78)
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc79)
    %53 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> loc(#loc80)
    %54 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%53 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc80)
    %55 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_48, %collapsed_49 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc80)
    %expanded_50 = tensor.expand_shape %55 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc81)
    %56 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %52 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc82)
    %57 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xi64> loc(#loc83)
    %58 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%57 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64> loc(#loc83)
    %59 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> loc(#loc83)
    %60 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_0 : f32) outs(%59 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32> loc(#loc83)
    %61:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x2x16x16xf32>) outs(%60, %58 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_431: i64):
      %1413 = linalg.index 3 : index
      %1414 = arith.index_cast %1413 : index to i64
      %1415 = arith.maximumf %in, %out : f32
      %1416 = arith.cmpf ogt, %in, %out : f32
      %1417 = arith.select %1416, %1414, %out_431 : i64
      linalg.yield %1415, %1417 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc83)
    %expanded_51 = tensor.expand_shape %61#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc83)
    %62 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_51 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc83)
    %63 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.exp %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc83)
    %64 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32> loc(#loc83)
    %65 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%64 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32> loc(#loc83)
    %66 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc83)
    %67 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %66 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc83)
    %68 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xi1> loc(#loc5)
    %69 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<2x2x16x16xf32>) outs(%68 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %1413 = arith.extf %in : f32 to f64
      %1414 = arith.cmpf oeq, %1413, %cst_3 : f64
      linalg.yield %1414 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc5)
    %70 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xi1> loc(#loc84)
    %71 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%true : i1) outs(%70 : tensor<2x2x16x1xi1>) -> tensor<2x2x16x1xi1> loc(#loc84)
    %72 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<2x2x16x16xi1>) outs(%71 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %1413 = arith.andi %in, %out : i1
      linalg.yield %1413 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc84)
    %73 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %cst_15, %67 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc17)
    %collapsed_52 = tensor.collapse_shape %73 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc85)
    %collapsed_53 = tensor.collapse_shape %transposed_42 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc86)
    %74 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_52, %collapsed_53 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc87)
    %expanded_54 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc88)
    %75 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> loc(#loc89)
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc89)
    %transposed_56 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc90)
    %collapsed_57 = tensor.collapse_shape %transposed_55 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc91)
    %76 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_57, %transposed_56 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc92)
    %expanded_58 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc93)
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_58 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc94)
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc95)
    %79 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc96)
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc96)
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc97)
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc98)
    %83 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %82 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc99)
    %84 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %83 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc100)
    %85 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x64xf32> loc(#loc101)
    %transposed_59 = linalg.transpose ins(%arg7 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc101)
    %collapsed_60 = tensor.collapse_shape %84 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc102)
    %86 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_24 : f32) outs(%85 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc103)
    %87 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_60, %transposed_59 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc103)
    %expanded_61 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc104)
    %88 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> loc(#loc105)
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<2x16x64xf32>) outs(%88 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.cmpf ugt, %in, %cst_24 : f32
      %1414 = arith.select %1413, %in, %cst_24 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x64xf32> loc(#loc105)
    %90 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<64x32xf32> loc(#loc106)
    %transposed_62 = linalg.transpose ins(%arg8 : tensor<32x64xf32>) outs(%90 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc106)
    %collapsed_63 = tensor.collapse_shape %89 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc107)
    %91 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_63, %transposed_62 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc108)
    %expanded_64 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc109)
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %expanded_64 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc110)
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc111)
    %94 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc112)
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc112)
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc113)
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc114)
    %98 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %97 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc115)
    %99 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %98 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc116)
    %transposed_65 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc117)
    %collapsed_66 = tensor.collapse_shape %99 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc118)
    %100 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_66, %transposed_65 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc119)
    %expanded_67 = tensor.expand_shape %100 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc120)
    %transposed_68 = linalg.transpose ins(%expanded_67 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc121)
    %transposed_69 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc122)
    %101 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_66, %transposed_69 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc123)
    %expanded_70 = tensor.expand_shape %101 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc124)
    %transposed_71 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc125)
    %102 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_66, %transposed_71 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc126)
    %expanded_72 = tensor.expand_shape %102 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc127)
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc128)
    %transposed_74 = linalg.transpose ins(%expanded_70 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc129)
    %collapsed_75 = tensor.collapse_shape %transposed_68 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc130)
    %collapsed_76 = tensor.collapse_shape %transposed_74 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc131)
    %103 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_75, %collapsed_76 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc132)
    %expanded_77 = tensor.expand_shape %103 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc133)
    %104 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_77, %52 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc134)
    %105:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%104 : tensor<2x2x16x16xf32>) outs(%60, %58 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_431: i64):
      %1413 = linalg.index 3 : index
      %1414 = arith.index_cast %1413 : index to i64
      %1415 = arith.maximumf %in, %out : f32
      %1416 = arith.cmpf ogt, %in, %out : f32
      %1417 = arith.select %1416, %1414, %out_431 : i64
      linalg.yield %1415, %1417 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc136)
    %expanded_78 = tensor.expand_shape %105#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc136)
    %106 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_78 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc136)
    %107 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.exp %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc136)
    %108 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%107 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc136)
    %109 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %108 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc136)
    %110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<2x2x16x16xf32>) outs(%68 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %1413 = arith.extf %in : f32 to f64
      %1414 = arith.cmpf oeq, %1413, %cst_3 : f64
      linalg.yield %1414 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc137)
    %111 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%110 : tensor<2x2x16x16xi1>) outs(%71 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %1413 = arith.andi %in, %out : i1
      linalg.yield %1413 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc138)
    %112 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %cst_15, %109 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc139)
    %collapsed_79 = tensor.collapse_shape %112 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc140)
    %collapsed_80 = tensor.collapse_shape %transposed_73 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc141)
    %113 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_79, %collapsed_80 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc142)
    %expanded_81 = tensor.expand_shape %113 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc143)
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc144)
    %transposed_83 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc145)
    %collapsed_84 = tensor.collapse_shape %transposed_82 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc146)
    %114 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_84, %transposed_83 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc147)
    %expanded_85 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc148)
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %expanded_85 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc149)
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc150)
    %117 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc151)
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc151)
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc152)
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc153)
    %121 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %120 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc154)
    %122 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %121 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc155)
    %transposed_86 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc156)
    %collapsed_87 = tensor.collapse_shape %122 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc157)
    %123 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_87, %transposed_86 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc158)
    %expanded_88 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc159)
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88 : tensor<2x16x64xf32>) outs(%88 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.cmpf ugt, %in, %cst_24 : f32
      %1414 = arith.select %1413, %in, %cst_24 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x64xf32> loc(#loc160)
    %transposed_89 = linalg.transpose ins(%arg16 : tensor<32x64xf32>) outs(%90 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc161)
    %collapsed_90 = tensor.collapse_shape %124 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc162)
    %125 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_90, %transposed_89 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc163)
    %expanded_91 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc164)
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %expanded_91 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc165)
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc166)
    %128 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc167)
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc167)
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc168)
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc169)
    %132 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %131 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc170)
    %133 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %132 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc171)
    %extracted_slice = tensor.extract_slice %arg144[0, 0] [2, 15] [1, 1] {memopt.phase = "forward"} : tensor<2x16xi64> to tensor<2x15xi64> loc(#loc172)
    %inserted_slice = tensor.insert_slice %extracted_slice into %cst_30[0, 1] [2, 15] [1, 1] {memopt.phase = "forward"} : tensor<2x15xi64> into tensor<2x16xi64> loc(#loc28)
    %134 = tensor.empty() {memopt.phase = "forward"} : tensor<1x16xi1> loc(#loc173)
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_44 : tensor<1x16xi64>) outs(%134 : tensor<1x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi eq, %in, %c0_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<1x16xi1> loc(#loc173)
    %136 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi64> loc(#loc175)
    %137 = linalg.generic {indexing_maps = [#map12, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%135, %cst_30, %inserted_slice : tensor<1x16xi1>, tensor<2x16xi64>, tensor<2x16xi64>) outs(%136 : tensor<2x16xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: i64, %in_432: i64, %out: i64):
      %1413 = arith.select %in, %in_431, %in_432 : i64
      linalg.yield %1413 : i64
    } -> tensor<2x16xi64> loc(#loc175)
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi eq, %in, %c-100_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc23)
    %139 = linalg.generic {indexing_maps = [#map2, #map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%138, %cst_31, %137 : tensor<2x16xi1>, tensor<i64>, tensor<2x16xi64>) outs(%136 : tensor<2x16xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: i64, %in_432: i64, %out: i64):
      %1413 = arith.select %in, %in_431, %in_432 : i64
      linalg.yield %1413 : i64
    } -> tensor<2x16xi64> loc(#loc29)
    %140 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1413 = arith.index_cast %in : i64 to index
      %1414 = linalg.index 2 : index
      %1415 = arith.cmpi slt, %1413, %c64 : index
      cf.assert %1415, "index must be smaller than dim size"
      %1416 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1416, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%1413, %1414] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc176)
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc177)
    %142 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc178)
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc178)
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc179)
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc180)
    %146 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %145 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc181)
    %147 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg24, %146 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc182)
    %transposed_92 = linalg.transpose ins(%arg19 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc183)
    %collapsed_93 = tensor.collapse_shape %147 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc184)
    %148 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_93, %transposed_92 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc185)
    %expanded_94 = tensor.expand_shape %148 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc186)
    %transposed_95 = linalg.transpose ins(%expanded_94 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc187)
    %transposed_96 = linalg.transpose ins(%arg20 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc188)
    %149 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_93, %transposed_96 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc189)
    %expanded_97 = tensor.expand_shape %149 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc190)
    %transposed_98 = linalg.transpose ins(%arg21 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc191)
    %150 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_93, %transposed_98 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc192)
    %expanded_99 = tensor.expand_shape %150 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc193)
    %transposed_100 = linalg.transpose ins(%expanded_99 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc194)
    %151 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_32 : tensor<16x16xi64>, tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_431: i64, %out: i64):
      %1413 = arith.minsi %in, %in_431 : i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc30)
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%151 : tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i64):
      %1413 = arith.sitofp %in : i64 to f32
      %1414 = arith.negf %1413 : f32
      %1415 = arith.fptosi %1414 : f32 to i64
      linalg.yield %1415 : i64
    } -> tensor<16x16xi64> loc(#loc196)
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<16x16xi64>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc197)
    %154 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<16x16xi64>) outs(%38 : tensor<16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1413 = arith.sitofp %in : i64 to f32
      linalg.yield %1413 : f32
    } -> tensor<16x16xf32> loc(#loc198)
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%154 : tensor<16x16xf32>) outs(%38 : tensor<16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_21 : f32
      linalg.yield %1413 : f32
    } -> tensor<16x16xf32> loc(#loc199)
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<16x16xf32>) outs(%38 : tensor<16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.log %in : f32
      linalg.yield %1413 : f32
    } -> tensor<16x16xf32> loc(#loc200)
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%156 : tensor<16x16xf32>) outs(%38 : tensor<16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_4 : f64 to f32
      %1414 = arith.divf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<16x16xf32> loc(#loc6)
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%157 : tensor<16x16xf32>) outs(%38 : tensor<16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1413 : f32
    } -> tensor<16x16xf32> loc(#loc201)
    %159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%158 : tensor<16x16xf32>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i64):
      %1413 = arith.fptosi %in : f32 to i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc202)
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%159 : tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i64):
      %1413 = arith.addi %in, %c16_i64 : i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc203)
    %161 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%160, %cst_33 : tensor<16x16xi64>, tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_431: i64, %out: i64):
      %1413 = arith.minsi %in, %in_431 : i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc31)
    %162 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%153, %152, %161 : tensor<16x16xi1>, tensor<16x16xi64>, tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: i64, %in_432: i64, %out: i64):
      %1413 = arith.select %in, %in_431, %in_432 : i64
      linalg.yield %1413 : i64
    } -> tensor<16x16xi64> loc(#loc204)
    %163 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<16x16xi64>) outs(%49 : tensor<16x16x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1413 = arith.index_cast %in : i64 to index
      %1414 = linalg.index 2 : index
      %1415 = arith.cmpi slt, %1413, %c32 : index
      cf.assert %1415, "index must be smaller than dim size"
      %1416 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1416, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg23[%1413, %1414] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x2xf32> loc(#loc205)
    %transposed_101 = linalg.transpose ins(%163 : tensor<16x16x2xf32>) outs(%51 : tensor<2x16x16xf32>) permutation = [2, 0, 1]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc207)
    %expanded_102 = tensor.expand_shape %transposed_101 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x16xf32> into tensor<1x2x16x16xf32> loc(#loc208)
    %164 = linalg.generic {indexing_maps = [#map13, #map12, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_43, %expanded_44 : tensor<16x1xi64>, tensor<1x16xi64>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_431: i64, %out: i1):
      %1413 = arith.cmpi sge, %in, %in_431 : i64
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc209)
    %expanded_103 = tensor.expand_shape %164 [[0, 1, 2], [3]] output_shape [1, 1, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<16x16xi1> into tensor<1x1x16x16xi1> loc(#loc212)
    %165 = tensor.empty() {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<1x2x16x16xf32> loc(#loc213)
    %166 = linalg.generic {indexing_maps = [#map14, #map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103, %expanded_102, %cst_14 : tensor<1x1x16x16xi1>, tensor<1x2x16x16xf32>, tensor<f32>) outs(%165 : tensor<1x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<1x2x16x16xf32> loc(#loc213)
    %transposed_104 = linalg.transpose ins(%expanded_97 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc214)
    %collapsed_105 = tensor.collapse_shape %transposed_95 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc215)
    %collapsed_106 = tensor.collapse_shape %transposed_104 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc216)
    %167 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_105, %collapsed_106 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc217)
    %expanded_107 = tensor.expand_shape %167 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc218)
    %168 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_107, %166 : tensor<2x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc219)
    %169:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%168 : tensor<2x2x16x16xf32>) outs(%60, %58 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_431: i64):
      %1413 = linalg.index 3 : index
      %1414 = arith.index_cast %1413 : index to i64
      %1415 = arith.maximumf %in, %out : f32
      %1416 = arith.cmpf ogt, %in, %out : f32
      %1417 = arith.select %1416, %1414, %out_431 : i64
      linalg.yield %1415, %1417 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc220)
    %expanded_108 = tensor.expand_shape %169#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc220)
    %170 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_108 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc220)
    %171 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.exp %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc220)
    %172 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%171 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc220)
    %173 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %172 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc220)
    %174 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<2x2x16x16xf32>) outs(%68 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %1413 = arith.extf %in : f32 to f64
      %1414 = arith.cmpf oeq, %1413, %cst_3 : f64
      linalg.yield %1414 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc221)
    %175 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%174 : tensor<2x2x16x16xi1>) outs(%71 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %1413 = arith.andi %in, %out : i1
      linalg.yield %1413 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc222)
    %176 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %cst_15, %173 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc223)
    %collapsed_109 = tensor.collapse_shape %176 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc224)
    %collapsed_110 = tensor.collapse_shape %transposed_100 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc225)
    %177 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_109, %collapsed_110 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc226)
    %expanded_111 = tensor.expand_shape %177 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc227)
    %transposed_112 = linalg.transpose ins(%expanded_111 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc228)
    %transposed_113 = linalg.transpose ins(%arg22 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc229)
    %collapsed_114 = tensor.collapse_shape %transposed_112 [[0, 1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc230)
    %178 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_114, %transposed_113 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc231)
    %expanded_115 = tensor.expand_shape %178 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc232)
    %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %expanded_115 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc233)
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc234)
    %181 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%180 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc235)
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc235)
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc236)
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc237)
    %185 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %184 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc238)
    %186 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg29, %185 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc239)
    %transposed_116 = linalg.transpose ins(%arg25 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc240)
    %collapsed_117 = tensor.collapse_shape %186 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc241)
    %187 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_117, %transposed_116 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc242)
    %expanded_118 = tensor.expand_shape %187 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc243)
    %transposed_119 = linalg.transpose ins(%expanded_118 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc244)
    %transposed_120 = linalg.transpose ins(%arg26 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc245)
    %collapsed_121 = tensor.collapse_shape %133 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc246)
    %188 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_121, %transposed_120 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc247)
    %expanded_122 = tensor.expand_shape %188 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc248)
    %transposed_123 = linalg.transpose ins(%arg27 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc249)
    %189 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_121, %transposed_123 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc250)
    %expanded_124 = tensor.expand_shape %189 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc251)
    %transposed_125 = linalg.transpose ins(%expanded_124 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc252)
    %190 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_16, %cst_14 : tensor<2x1x16x16xi1>, tensor<1x2x16x16xf32>, tensor<f32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc18)
    %transposed_126 = linalg.transpose ins(%expanded_122 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc254)
    %collapsed_127 = tensor.collapse_shape %transposed_119 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc255)
    %collapsed_128 = tensor.collapse_shape %transposed_126 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc256)
    %191 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_127, %collapsed_128 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc257)
    %expanded_129 = tensor.expand_shape %191 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc258)
    %192 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129, %190 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc259)
    %193:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%192 : tensor<2x2x16x16xf32>) outs(%60, %58 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_431: i64):
      %1413 = linalg.index 3 : index
      %1414 = arith.index_cast %1413 : index to i64
      %1415 = arith.maximumf %in, %out : f32
      %1416 = arith.cmpf ogt, %in, %out : f32
      %1417 = arith.select %1416, %1414, %out_431 : i64
      linalg.yield %1415, %1417 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc260)
    %expanded_130 = tensor.expand_shape %193#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc260)
    %194 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_130 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc260)
    %195 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.exp %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc260)
    %196 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%195 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc260)
    %197 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %196 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc260)
    %198 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<2x2x16x16xf32>) outs(%68 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %1413 = arith.extf %in : f32 to f64
      %1414 = arith.cmpf oeq, %1413, %cst_3 : f64
      linalg.yield %1414 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc261)
    %199 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%198 : tensor<2x2x16x16xi1>) outs(%71 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %1413 = arith.andi %in, %out : i1
      linalg.yield %1413 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc262)
    %200 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %cst_15, %197 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc263)
    %collapsed_131 = tensor.collapse_shape %200 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc264)
    %collapsed_132 = tensor.collapse_shape %transposed_125 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc265)
    %201 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_131, %collapsed_132 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc266)
    %expanded_133 = tensor.expand_shape %201 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc267)
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc268)
    %transposed_135 = linalg.transpose ins(%arg28 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc269)
    %collapsed_136 = tensor.collapse_shape %transposed_134 [[0, 1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc270)
    %202 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_136, %transposed_135 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc271)
    %expanded_137 = tensor.expand_shape %202 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc272)
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %expanded_137 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc273)
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc274)
    %205 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%204 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc275)
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc275)
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc276)
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc277)
    %209 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %208 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc278)
    %210 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg32, %209 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc279)
    %transposed_138 = linalg.transpose ins(%arg30 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc280)
    %collapsed_139 = tensor.collapse_shape %210 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc281)
    %211 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_139, %transposed_138 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc282)
    %expanded_140 = tensor.expand_shape %211 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc283)
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140 : tensor<2x16x64xf32>) outs(%88 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.cmpf ugt, %in, %cst_24 : f32
      %1414 = arith.select %1413, %in, %cst_24 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x64xf32> loc(#loc284)
    %transposed_141 = linalg.transpose ins(%arg31 : tensor<32x64xf32>) outs(%90 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "forward"} loc(#loc285)
    %collapsed_142 = tensor.collapse_shape %212 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc286)
    %213 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "forward"} ins(%collapsed_142, %transposed_141 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc287)
    %expanded_143 = tensor.expand_shape %213 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc288)
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %expanded_143 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc289)
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc290)
    %216 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%215 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc291)
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc291)
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc292)
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc293)
    %220 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %219 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc294)
    %221 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37, %220 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc295)
    %transposed_144 = linalg.transpose ins(%arg33 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc296)
    %collapsed_145 = tensor.collapse_shape %221 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc297)
    %222 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_145, %transposed_144 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc298)
    %expanded_146 = tensor.expand_shape %222 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc299)
    %transposed_147 = linalg.transpose ins(%expanded_146 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc300)
    %transposed_148 = linalg.transpose ins(%arg34 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc301)
    %223 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_145, %transposed_148 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc302)
    %expanded_149 = tensor.expand_shape %223 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc303)
    %transposed_150 = linalg.transpose ins(%arg35 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc304)
    %224 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_145, %transposed_150 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc305)
    %expanded_151 = tensor.expand_shape %224 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc306)
    %transposed_152 = linalg.transpose ins(%expanded_151 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc307)
    %transposed_153 = linalg.transpose ins(%expanded_149 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc308)
    %collapsed_154 = tensor.collapse_shape %transposed_147 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc309)
    %collapsed_155 = tensor.collapse_shape %transposed_153 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc310)
    %225 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_154, %collapsed_155 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc311)
    %expanded_156 = tensor.expand_shape %225 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc312)
    %226 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_156, %166 : tensor<2x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc313)
    %227:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%226 : tensor<2x2x16x16xf32>) outs(%60, %58 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_431: i64):
      %1413 = linalg.index 3 : index
      %1414 = arith.index_cast %1413 : index to i64
      %1415 = arith.maximumf %in, %out : f32
      %1416 = arith.cmpf ogt, %in, %out : f32
      %1417 = arith.select %1416, %1414, %out_431 : i64
      linalg.yield %1415, %1417 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc315)
    %expanded_157 = tensor.expand_shape %227#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc315)
    %228 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %expanded_157 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc315)
    %229 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228 : tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.exp %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc315)
    %230 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%229 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc315)
    %231 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %230 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc315)
    %232 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226 : tensor<2x2x16x16xf32>) outs(%68 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %1413 = arith.extf %in : f32 to f64
      %1414 = arith.cmpf oeq, %1413, %cst_3 : f64
      linalg.yield %1414 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc316)
    %233 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%232 : tensor<2x2x16x16xi1>) outs(%71 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %1413 = arith.andi %in, %out : i1
      linalg.yield %1413 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc317)
    %234 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %cst_15, %231 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc318)
    %collapsed_158 = tensor.collapse_shape %234 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc319)
    %collapsed_159 = tensor.collapse_shape %transposed_152 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc320)
    %235 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_158, %collapsed_159 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc321)
    %expanded_160 = tensor.expand_shape %235 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc322)
    %transposed_161 = linalg.transpose ins(%expanded_160 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc323)
    %transposed_162 = linalg.transpose ins(%arg36 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc324)
    %collapsed_163 = tensor.collapse_shape %transposed_161 [[0, 1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc325)
    %236 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_163, %transposed_162 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc326)
    %expanded_164 = tensor.expand_shape %236 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc327)
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %expanded_164 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc328)
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc329)
    %239 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%238 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc330)
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc330)
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc331)
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc332)
    %243 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %242 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc333)
    %244 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg42, %243 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc334)
    %transposed_165 = linalg.transpose ins(%arg38 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc335)
    %collapsed_166 = tensor.collapse_shape %244 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc336)
    %245 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_166, %transposed_165 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc337)
    %expanded_167 = tensor.expand_shape %245 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc338)
    %transposed_168 = linalg.transpose ins(%expanded_167 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc339)
    %transposed_169 = linalg.transpose ins(%arg39 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc340)
    %246 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_121, %transposed_169 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc341)
    %expanded_170 = tensor.expand_shape %246 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc342)
    %transposed_171 = linalg.transpose ins(%arg40 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc343)
    %247 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_121, %transposed_171 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc344)
    %expanded_172 = tensor.expand_shape %247 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc345)
    %transposed_173 = linalg.transpose ins(%expanded_172 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc346)
    %transposed_174 = linalg.transpose ins(%expanded_170 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc347)
    %collapsed_175 = tensor.collapse_shape %transposed_168 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc348)
    %collapsed_176 = tensor.collapse_shape %transposed_174 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc349)
    %248 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_175, %collapsed_176 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc350)
    %expanded_177 = tensor.expand_shape %248 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc351)
    %249 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_177, %190 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc352)
    %250:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%249 : tensor<2x2x16x16xf32>) outs(%60, %58 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_431: i64):
      %1413 = linalg.index 3 : index
      %1414 = arith.index_cast %1413 : index to i64
      %1415 = arith.maximumf %in, %out : f32
      %1416 = arith.cmpf ogt, %in, %out : f32
      %1417 = arith.select %1416, %1414, %out_431 : i64
      linalg.yield %1415, %1417 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc354)
    %expanded_178 = tensor.expand_shape %250#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc354)
    %251 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %expanded_178 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc354)
    %252 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.exp %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc354)
    %253 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%252 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc354)
    %254 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %253 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc354)
    %255 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<2x2x16x16xf32>) outs(%68 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %1413 = arith.extf %in : f32 to f64
      %1414 = arith.cmpf oeq, %1413, %cst_3 : f64
      linalg.yield %1414 : i1
    } -> tensor<2x2x16x16xi1> loc(#loc355)
    %256 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%255 : tensor<2x2x16x16xi1>) outs(%71 : tensor<2x2x16x1xi1>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %1413 = arith.andi %in, %out : i1
      linalg.yield %1413 : i1
    } -> tensor<2x2x16x1xi1> loc(#loc356)
    %257 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %cst_15, %254 : tensor<2x2x16x1xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc357)
    %collapsed_179 = tensor.collapse_shape %257 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc358)
    %collapsed_180 = tensor.collapse_shape %transposed_173 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc359)
    %258 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_179, %collapsed_180 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc360)
    %expanded_181 = tensor.expand_shape %258 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc361)
    %transposed_182 = linalg.transpose ins(%expanded_181 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc362)
    %transposed_183 = linalg.transpose ins(%arg41 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc363)
    %collapsed_184 = tensor.collapse_shape %transposed_182 [[0, 1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc364)
    %259 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_184, %transposed_183 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc365)
    %expanded_185 = tensor.expand_shape %259 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc366)
    %260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %expanded_185 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc367)
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc368)
    %262 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%261 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc369)
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc369)
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc370)
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc371)
    %266 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %265 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc372)
    %267 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg45, %266 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc373)
    %transposed_186 = linalg.transpose ins(%arg43 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc374)
    %collapsed_187 = tensor.collapse_shape %267 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc375)
    %268 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_187, %transposed_186 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc376)
    %expanded_188 = tensor.expand_shape %268 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc377)
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_188 : tensor<2x16x64xf32>) outs(%88 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.cmpf ugt, %in, %cst_24 : f32
      %1414 = arith.select %1413, %in, %cst_24 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x64xf32> loc(#loc378)
    %transposed_189 = linalg.transpose ins(%arg44 : tensor<32x64xf32>) outs(%90 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "forward"} loc(#loc379)
    %collapsed_190 = tensor.collapse_shape %269 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc380)
    %270 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "forward"} ins(%collapsed_190, %transposed_189 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc381)
    %expanded_191 = tensor.expand_shape %270 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc382)
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %expanded_191 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc383)
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc384)
    %273 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%272 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc385)
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc385)
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_1 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x1xf32> loc(#loc386)
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.rsqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc387)
    %277 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %276 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc388)
    %278 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg46, %277 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc389)
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_5 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x32xf32> loc(#loc7)
    %transposed_192 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.phase = "forward"} loc(#loc390)
    %collapsed_193 = tensor.collapse_shape %279 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc391)
    %280 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_193, %transposed_192 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc392)
    %collapsed_194 = tensor.collapse_shape %arg144 [[0, 1]] {memopt.phase = "forward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc393)
    %281 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi64> loc(#loc394)
    %282 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%281 : tensor<32xi64>) -> tensor<32xi64> loc(#loc394)
    %283 = tensor.empty() {memopt.phase = "forward"} : tensor<32xf32> loc(#loc394)
    %284 = linalg.fill {memopt.phase = "forward"} ins(%cst_0 : f32) outs(%283 : tensor<32xf32>) -> tensor<32xf32> loc(#loc394)
    %285:2 = linalg.generic {indexing_maps = [#map2, #map19, #map19], iterator_types = ["parallel", "reduction"]} ins(%280 : tensor<32x64xf32>) outs(%284, %282 : tensor<32xf32>, tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_431: i64):
      %1413 = linalg.index 1 : index
      %1414 = arith.index_cast %1413 : index to i64
      %1415 = arith.maximumf %in, %out : f32
      %1416 = arith.cmpf ogt, %in, %out : f32
      %1417 = arith.select %1416, %1414, %out_431 : i64
      linalg.yield %1415, %1417 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>) loc(#loc394)
    %expanded_195 = tensor.expand_shape %285#0 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xf32> into tensor<32x1xf32> loc(#loc394)
    %286 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%280, %expanded_195 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc396)
    %287 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%286 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.exp %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc397)
    %288 = tensor.empty() {memopt.phase = "forward"} : tensor<32x1xf32> loc(#loc398)
    %289 = linalg.fill {memopt.phase = "forward"} ins(%cst_24 : f32) outs(%288 : tensor<32x1xf32>) -> tensor<32x1xf32> loc(#loc398)
    %290 = linalg.generic {indexing_maps = [#map2, #map13], iterator_types = ["parallel", "reduction"]} ins(%287 : tensor<32x64xf32>) outs(%289 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<32x1xf32> loc(#loc398)
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%290 : tensor<32x1xf32>) outs(%288 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.log %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x1xf32> loc(#loc399)
    %292 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%286, %291 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc400)
    %293 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi1> loc(#loc401)
    %294 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_194 : tensor<32xi64>) outs(%293 : tensor<32xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<32xi1> loc(#loc401)
    %295 = linalg.generic {indexing_maps = [#map3, #map3, #map20, #map3], iterator_types = ["parallel"]} ins(%294, %collapsed_194, %cst_31 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%281 : tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: i64, %in_432: i64, %out: i64):
      %1413 = arith.select %in, %in_431, %in_432 : i64
      linalg.yield %1413 : i64
    } -> tensor<32xi64> loc(#loc402)
    %expanded_196 = tensor.expand_shape %295 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc403)
    %296 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_196 : tensor<32x1xi64>) outs(%289 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1413 = linalg.index 0 : index
      %1414 = arith.index_cast %in : i64 to index
      %1415 = arith.cmpi slt, %1414, %c64 : index
      cf.assert %1415, "index must be smaller than dim size"
      %1416 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1416, "index must be larger or equal to 0"
      %extracted = tensor.extract %292[%1413, %1414] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32> loc(#loc404)
    %collapsed_197 = tensor.collapse_shape %296 [[0, 1]] {memopt.phase = "forward"} : tensor<32x1xf32> into tensor<32xf32> loc(#loc405)
    %297 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_197 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.negf %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc406)
    %298 = linalg.generic {indexing_maps = [#map3, #map3, #map20, #map3], iterator_types = ["parallel"]} ins(%294, %297, %cst_17 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc19)
    %299 = tensor.empty() {memopt.phase = "forward"} : tensor<i64> loc(#loc408)
    %300 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%299 : tensor<i64>) -> tensor<i64> loc(#loc408)
    %301 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction"]} ins(%294 : tensor<32xi1>) outs(%300 : tensor<i64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %1413 = arith.extui %in : i1 to i64
      %1414 = arith.addi %1413, %out : i64
      linalg.yield %1414 : i64
    } -> tensor<i64> loc(#loc408)
    %302 = tensor.empty() {memopt.phase = "forward"} : tensor<f32> loc(#loc410)
    %303 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = []} ins(%301 : tensor<i64>) outs(%302 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %1413 = arith.sitofp %in : i64 to f32
      linalg.yield %1413 : f32
    } -> tensor<f32> loc(#loc410)
    %304 = linalg.fill {memopt.phase = "forward"} ins(%cst_24 : f32) outs(%302 : tensor<f32>) -> tensor<f32> loc(#loc411)
    %305 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction"]} ins(%298 : tensor<32xf32>) outs(%304 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<f32> loc(#loc411)
    %306 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = []} ins(%305, %303 : tensor<f32>, tensor<f32>) outs(%302 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<f32> loc(#loc412)
    %307 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = []} ins(%cst_18, %303 : tensor<f32>, tensor<f32>) outs(%302 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<f32> loc(#loc20)
    %expanded_198 = tensor.expand_shape %collapsed_194 [[0, 1]] output_shape [32, 1] {memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc413)
    %308 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi1> loc(#loc414)
    %309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_198 : tensor<32x1xi64>) outs(%308 : tensor<32x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<32x1xi1> loc(#loc414)
    %310 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi64> loc(#loc415)
    %311 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%309, %expanded_198, %cst_31 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%310 : tensor<32x1xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: i64, %in_432: i64, %out: i64):
      %1413 = arith.select %in, %in_431, %in_432 : i64
      linalg.yield %1413 : i64
    } -> tensor<32x1xi64> loc(#loc415)
    %312 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%310 : tensor<32x1xi64>) -> tensor<32x1xi64> loc(#loc2)
    %313 = linalg.fill {memopt.phase = "backward"} ins(%cst_24 : f32) outs(%283 : tensor<32xf32>) -> tensor<32xf32> loc(#loc2)
    %314:3 = linalg.generic {indexing_maps = [#map22, #map22, #map3], iterator_types = ["parallel"]} outs(%312, %312, %313 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i64, %out_431: i64, %out_432: f32):
      %1413 = linalg.index 0 : index
      %1414 = arith.remsi %1413, %c32 : index
      %extracted = tensor.extract %311[%1414, %c0] : tensor<32x1xi64>
      %1415 = arith.index_cast %1414 : index to i64
      linalg.yield %1415, %extracted, %cst_27 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) loc(#loc2)
    %315 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2xi64> loc(#loc2)
    %316 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%315 : tensor<32x2xi64>) -> tensor<32x2xi64> loc(#loc2)
    %inserted_slice_199 = tensor.insert_slice %314#0 into %316[0, 0] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %inserted_slice_200 = tensor.insert_slice %314#1 into %inserted_slice_199[0, 1] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %317 = scf.for %arg145 = %c0 to %c32 step %c1 iter_args(%arg146 = %cst) -> (tensor<32x64xf32>) {
      %extracted = tensor.extract %inserted_slice_200[%arg145, %c0] : tensor<32x2xi64>
      %1413 = arith.index_cast %extracted : i64 to index
      %extracted_431 = tensor.extract %inserted_slice_200[%arg145, %c1] : tensor<32x2xi64>
      %1414 = arith.index_cast %extracted_431 : i64 to index
      %extracted_slice_432 = tensor.extract_slice %314#2[%arg145] [1] [1] : tensor<32xf32> to tensor<f32>
      %inserted_slice_433 = tensor.insert_slice %extracted_slice_432 into %arg146[%1413, %1414] [1, 1] [1, 1] : tensor<f32> into tensor<32x64xf32>
      scf.yield %inserted_slice_433 : tensor<32x64xf32>
    } {memopt.phase = "backward"} loc(#loc2)
    %318 = linalg.generic {indexing_maps = [#map2, #map18, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%309, %307, %cst_17 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%288 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x1xf32> loc(#loc416)
    %319 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%317, %318 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc418)
    %320 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.exp %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc419)
    %321 = linalg.generic {indexing_maps = [#map2, #map13], iterator_types = ["parallel", "reduction"]} ins(%319 : tensor<32x64xf32>) outs(%289 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<32x1xf32> loc(#loc420)
    %322 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%320, %321 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc421)
    %323 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%319, %322 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc422)
    %transposed_201 = linalg.transpose ins(%323 : tensor<32x64xf32>) outs(%90 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.phase = "backward"} loc(#loc423)
    %324 = linalg.fill {memopt.phase = "backward"} ins(%cst_24 : f32) outs(%90 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc424)
    %325 = linalg.matmul {memopt.phase = "backward"} ins(%transposed_201, %collapsed_193 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%324 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc424)
    %326 = linalg.matmul {memopt.phase = "backward"} ins(%323, %arg0 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc425)
    %expanded_202 = tensor.expand_shape %326 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc426)
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_202 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_5 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<2x16x32xf32> loc(#loc427)
    %328 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %arg46 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc428)
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %277 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc429)
    %330 = tensor.empty() {memopt.phase = "backward"} : tensor<1x1x32xf32> loc(#loc430)
    %331 = linalg.fill {memopt.phase = "backward"} ins(%cst_24 : f32) outs(%330 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32> loc(#loc430)
    %332 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%329 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc430)
    %collapsed_203 = tensor.collapse_shape %332 [[0, 1, 2]] {memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc431)
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %271 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc432)
    %334 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %276 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc433)
    %335 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%333 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc434)
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc435)
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc436)
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %336 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc437)
    %collapsed_204 = tensor.collapse_shape %338 [[0], [1, 2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc438)
    %339 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_204 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc438)
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc439)
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc440)
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc441)
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %342 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc442)
    %344 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %343 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc443)
    %collapsed_205 = tensor.collapse_shape %344 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc444)
    %transposed_206 = linalg.transpose ins(%collapsed_205 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc445)
    %345 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_206, %collapsed_190 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc446)
    %346 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_205, %arg44 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc447)
    %expanded_207 = tensor.expand_shape %346 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc448)
    %347 = tensor.empty() {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x64xi1> loc(#loc449)
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x16x64xf32>) outs(%347 : tensor<2x16x64xi1>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: i1):
      %1413 = arith.cmpf ole, %in, %cst_24 : f32
      linalg.yield %1413 : i1
    } -> tensor<2x16x64xi1> loc(#loc449)
    %349 = linalg.generic {indexing_maps = [#map1, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %cst_17, %expanded_207 : tensor<2x16x64xi1>, tensor<f32>, tensor<2x16x64xf32>) outs(%88 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x64xf32> loc(#loc450)
    %collapsed_208 = tensor.collapse_shape %349 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc451)
    %transposed_209 = linalg.transpose ins(%collapsed_208 : tensor<32x64xf32>) outs(%90 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc452)
    %350 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_209, %collapsed_187 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%324 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc453)
    %351 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_208, %arg43 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc454)
    %expanded_210 = tensor.expand_shape %351 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc455)
    %352 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %arg45 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc456)
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %266 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc457)
    %354 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%353 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc458)
    %collapsed_211 = tensor.collapse_shape %354 [[0, 1, 2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc459)
    %355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %260 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc460)
    %356 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %265 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc461)
    %357 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%355 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc462)
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %356 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc463)
    %359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc464)
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc465)
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %359 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc466)
    %collapsed_212 = tensor.collapse_shape %361 [[0], [1, 2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc467)
    %362 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_212 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc467)
    %363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc468)
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc469)
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc470)
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %365 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc471)
    %367 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %366 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc472)
    %collapsed_213 = tensor.collapse_shape %367 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc473)
    %transposed_214 = linalg.transpose ins(%collapsed_213 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc474)
    %368 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_214, %collapsed_184 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc475)
    %369 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_213, %arg41 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc476)
    %expanded_215 = tensor.expand_shape %369 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc477)
    %transposed_216 = linalg.transpose ins(%expanded_215 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc478)
    %collapsed_217 = tensor.collapse_shape %transposed_216 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc479)
    %transposed_218 = linalg.transpose ins(%collapsed_179 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc480)
    %370 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_218, %collapsed_217 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc481)
    %transposed_219 = linalg.transpose ins(%collapsed_180 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc482)
    %371 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_217, %transposed_219 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc483)
    %expanded_220 = tensor.expand_shape %370 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc484)
    %expanded_221 = tensor.expand_shape %371 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc485)
    %372 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_221, %257 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc486)
    %373 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%372 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc487)
    %374 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %373 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc488)
    %375 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %374 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc489)
    %collapsed_222 = tensor.collapse_shape %375 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc490)
    %transposed_223 = linalg.transpose ins(%collapsed_175 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc491)
    %376 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_223, %collapsed_222 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc492)
    %transposed_224 = linalg.transpose ins(%collapsed_176 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc493)
    %377 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_222, %transposed_224 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc494)
    %expanded_225 = tensor.expand_shape %376 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc495)
    %expanded_226 = tensor.expand_shape %377 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc496)
    %transposed_227 = linalg.transpose ins(%expanded_220 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc497)
    %collapsed_228 = tensor.collapse_shape %transposed_227 [[0, 1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc498)
    %transposed_229 = linalg.transpose ins(%collapsed_228 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc499)
    %378 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_229, %collapsed_121 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc500)
    %379 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_228, %arg40 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc501)
    %expanded_230 = tensor.expand_shape %379 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc502)
    %transposed_231 = linalg.transpose ins(%expanded_225 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc503)
    %collapsed_232 = tensor.collapse_shape %transposed_231 [[0, 1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc504)
    %transposed_233 = linalg.transpose ins(%collapsed_232 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc505)
    %380 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_233, %collapsed_121 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc506)
    %381 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_232, %arg39 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc507)
    %expanded_234 = tensor.expand_shape %381 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc508)
    %382 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_230, %expanded_234 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc509)
    %transposed_235 = linalg.transpose ins(%expanded_226 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc510)
    %collapsed_236 = tensor.collapse_shape %transposed_235 [[0, 1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc511)
    %transposed_237 = linalg.transpose ins(%collapsed_236 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc512)
    %383 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_237, %collapsed_166 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc513)
    %384 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_236, %arg38 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc514)
    %expanded_238 = tensor.expand_shape %384 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc515)
    %385 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_238, %arg42 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc516)
    %386 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_238, %243 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc517)
    %387 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%386 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc518)
    %collapsed_239 = tensor.collapse_shape %387 [[0, 1, 2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc519)
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %237 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc520)
    %389 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %242 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc521)
    %390 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%388 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc522)
    %391 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %389 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc523)
    %392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc524)
    %393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc525)
    %394 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %392 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc526)
    %collapsed_240 = tensor.collapse_shape %394 [[0], [1, 2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc527)
    %395 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_240 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc527)
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc528)
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc529)
    %398 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc530)
    %399 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %398 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc531)
    %400 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %399 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc532)
    %collapsed_241 = tensor.collapse_shape %400 [[0, 1], [2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc533)
    %transposed_242 = linalg.transpose ins(%collapsed_241 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc534)
    %401 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_242, %collapsed_163 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc535)
    %402 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_241, %arg36 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc536)
    %expanded_243 = tensor.expand_shape %402 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc537)
    %transposed_244 = linalg.transpose ins(%expanded_243 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc538)
    %collapsed_245 = tensor.collapse_shape %transposed_244 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc539)
    %transposed_246 = linalg.transpose ins(%collapsed_158 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc540)
    %403 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_246, %collapsed_245 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc541)
    %transposed_247 = linalg.transpose ins(%collapsed_159 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc542)
    %404 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_245, %transposed_247 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc543)
    %expanded_248 = tensor.expand_shape %403 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc544)
    %expanded_249 = tensor.expand_shape %404 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc545)
    %405 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_249, %234 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc546)
    %406 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%405 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc547)
    %407 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %406 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc548)
    %408 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405, %407 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc549)
    %409 = linalg.fill {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%cst_24 : f32) outs(%165 : tensor<1x2x16x16xf32>) -> tensor<1x2x16x16xf32> loc(#loc550)
    %410 = linalg.generic {indexing_maps = [#map4, #map15], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%408 : tensor<2x2x16x16xf32>) outs(%409 : tensor<1x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x2x16x16xf32> loc(#loc550)
    %collapsed_250 = tensor.collapse_shape %408 [[0, 1], [2], [3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc551)
    %transposed_251 = linalg.transpose ins(%collapsed_154 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc552)
    %411 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_251, %collapsed_250 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc553)
    %transposed_252 = linalg.transpose ins(%collapsed_155 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc554)
    %412 = linalg.batch_matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_250, %transposed_252 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc555)
    %expanded_253 = tensor.expand_shape %411 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc556)
    %expanded_254 = tensor.expand_shape %412 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc557)
    %413 = linalg.generic {indexing_maps = [#map14, #map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103, %410, %cst_17 : tensor<1x1x16x16xi1>, tensor<1x2x16x16xf32>, tensor<f32>) outs(%165 : tensor<1x2x16x16xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<1x2x16x16xf32> loc(#loc558)
    %transposed_255 = linalg.transpose ins(%expanded_248 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc560)
    %collapsed_256 = tensor.collapse_shape %transposed_255 [[0, 1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc561)
    %transposed_257 = linalg.transpose ins(%collapsed_256 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc562)
    %414 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_257, %collapsed_145 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc563)
    %415 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_256, %arg35 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc564)
    %expanded_258 = tensor.expand_shape %415 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc565)
    %transposed_259 = linalg.transpose ins(%expanded_253 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc566)
    %collapsed_260 = tensor.collapse_shape %transposed_259 [[0, 1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc567)
    %transposed_261 = linalg.transpose ins(%collapsed_260 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc568)
    %416 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_261, %collapsed_145 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc569)
    %417 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_260, %arg34 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc570)
    %expanded_262 = tensor.expand_shape %417 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc571)
    %418 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_258, %expanded_262 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc572)
    %transposed_263 = linalg.transpose ins(%expanded_254 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc573)
    %collapsed_264 = tensor.collapse_shape %transposed_263 [[0, 1], [2, 3]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc574)
    %transposed_265 = linalg.transpose ins(%collapsed_264 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 3 : i64, memopt.phase = "backward"} loc(#loc575)
    %419 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%transposed_265, %collapsed_145 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc576)
    %420 = linalg.matmul {memopt.layer = 3 : i64, memopt.phase = "backward"} ins(%collapsed_264, %arg33 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc577)
    %expanded_266 = tensor.expand_shape %420 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc578)
    %421 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418, %expanded_266 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc579)
    %422 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %arg37 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc580)
    %423 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %220 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc581)
    %424 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%423 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc582)
    %collapsed_267 = tensor.collapse_shape %424 [[0, 1, 2]] {memopt.layer = 3 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc583)
    %425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %214 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc584)
    %426 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %219 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc585)
    %427 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%425 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc586)
    %428 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %426 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc587)
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc588)
    %430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc589)
    %431 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %429 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc590)
    %collapsed_268 = tensor.collapse_shape %431 [[0], [1, 2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc591)
    %432 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_268 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc591)
    %433 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc592)
    %434 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc593)
    %435 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc594)
    %436 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %435 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc595)
    %437 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %436 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc596)
    %collapsed_269 = tensor.collapse_shape %437 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc597)
    %transposed_270 = linalg.transpose ins(%collapsed_269 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc598)
    %438 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_270, %collapsed_142 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc599)
    %439 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_269, %arg31 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc600)
    %expanded_271 = tensor.expand_shape %439 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc601)
    %440 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<2x16x64xf32>) outs(%347 : tensor<2x16x64xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: i1):
      %1413 = arith.cmpf ole, %in, %cst_24 : f32
      linalg.yield %1413 : i1
    } -> tensor<2x16x64xi1> loc(#loc602)
    %441 = linalg.generic {indexing_maps = [#map1, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440, %cst_17, %expanded_271 : tensor<2x16x64xi1>, tensor<f32>, tensor<2x16x64xf32>) outs(%88 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x64xf32> loc(#loc603)
    %collapsed_272 = tensor.collapse_shape %441 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc604)
    %transposed_273 = linalg.transpose ins(%collapsed_272 : tensor<32x64xf32>) outs(%90 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc605)
    %442 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_273, %collapsed_139 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%324 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc606)
    %443 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_272, %arg30 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc607)
    %expanded_274 = tensor.expand_shape %443 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc608)
    %444 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_274, %arg32 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc609)
    %445 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_274, %209 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc610)
    %446 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%445 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc611)
    %collapsed_275 = tensor.collapse_shape %446 [[0, 1, 2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc612)
    %447 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %203 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc613)
    %448 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %208 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc614)
    %449 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%447 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc615)
    %450 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437, %448 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc616)
    %451 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc617)
    %452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc618)
    %453 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452, %451 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc619)
    %collapsed_276 = tensor.collapse_shape %453 [[0], [1, 2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc620)
    %454 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_276 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc620)
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc621)
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc622)
    %457 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc623)
    %458 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %457 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc624)
    %459 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %458 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc625)
    %collapsed_277 = tensor.collapse_shape %459 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc626)
    %transposed_278 = linalg.transpose ins(%collapsed_277 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc627)
    %460 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_278, %collapsed_136 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc628)
    %461 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_277, %arg28 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc629)
    %expanded_279 = tensor.expand_shape %461 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc630)
    %transposed_280 = linalg.transpose ins(%expanded_279 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc631)
    %collapsed_281 = tensor.collapse_shape %transposed_280 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc632)
    %transposed_282 = linalg.transpose ins(%collapsed_131 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc633)
    %462 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_282, %collapsed_281 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc634)
    %transposed_283 = linalg.transpose ins(%collapsed_132 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc635)
    %463 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_281, %transposed_283 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc636)
    %expanded_284 = tensor.expand_shape %462 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc637)
    %expanded_285 = tensor.expand_shape %463 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc638)
    %464 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_285, %200 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc639)
    %465 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%464 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc640)
    %466 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %465 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc641)
    %467 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %466 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc642)
    %collapsed_286 = tensor.collapse_shape %467 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc643)
    %transposed_287 = linalg.transpose ins(%collapsed_127 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc644)
    %468 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_287, %collapsed_286 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc645)
    %transposed_288 = linalg.transpose ins(%collapsed_128 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc646)
    %469 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_286, %transposed_288 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc647)
    %expanded_289 = tensor.expand_shape %468 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc648)
    %expanded_290 = tensor.expand_shape %469 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc649)
    %transposed_291 = linalg.transpose ins(%expanded_284 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc650)
    %collapsed_292 = tensor.collapse_shape %transposed_291 [[0, 1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc651)
    %transposed_293 = linalg.transpose ins(%collapsed_292 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc652)
    %470 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_293, %collapsed_121 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc653)
    %471 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_292, %arg27 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc654)
    %expanded_294 = tensor.expand_shape %471 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc655)
    %472 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %expanded_294 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc656)
    %transposed_295 = linalg.transpose ins(%expanded_289 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc657)
    %collapsed_296 = tensor.collapse_shape %transposed_295 [[0, 1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc658)
    %transposed_297 = linalg.transpose ins(%collapsed_296 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc659)
    %473 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_297, %collapsed_121 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc660)
    %474 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_296, %arg26 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc661)
    %expanded_298 = tensor.expand_shape %474 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc662)
    %475 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %expanded_298 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc663)
    %transposed_299 = linalg.transpose ins(%expanded_290 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc664)
    %collapsed_300 = tensor.collapse_shape %transposed_299 [[0, 1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc665)
    %transposed_301 = linalg.transpose ins(%collapsed_300 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc666)
    %476 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_301, %collapsed_117 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc667)
    %477 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_300, %arg25 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc668)
    %expanded_302 = tensor.expand_shape %477 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc669)
    %478 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_302, %arg29 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc670)
    %479 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_302, %185 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc671)
    %480 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%479 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc672)
    %collapsed_303 = tensor.collapse_shape %480 [[0, 1, 2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc673)
    %481 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %179 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc674)
    %482 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %184 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc675)
    %483 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%481 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc676)
    %484 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459, %482 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc677)
    %485 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc678)
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc679)
    %487 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %485 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc680)
    %collapsed_304 = tensor.collapse_shape %487 [[0], [1, 2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc681)
    %488 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_304 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc681)
    %489 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc682)
    %490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc683)
    %491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc684)
    %492 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %491 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc685)
    %493 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %492 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc686)
    %collapsed_305 = tensor.collapse_shape %493 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc687)
    %transposed_306 = linalg.transpose ins(%collapsed_305 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc688)
    %494 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_306, %collapsed_114 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc689)
    %495 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_305, %arg22 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc690)
    %expanded_307 = tensor.expand_shape %495 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc691)
    %transposed_308 = linalg.transpose ins(%expanded_307 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc692)
    %collapsed_309 = tensor.collapse_shape %transposed_308 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc693)
    %transposed_310 = linalg.transpose ins(%collapsed_109 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc694)
    %496 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_310, %collapsed_309 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc695)
    %transposed_311 = linalg.transpose ins(%collapsed_110 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc696)
    %497 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_309, %transposed_311 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc697)
    %expanded_312 = tensor.expand_shape %496 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc698)
    %expanded_313 = tensor.expand_shape %497 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc699)
    %498 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_313, %176 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc700)
    %499 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%498 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc701)
    %500 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %499 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc702)
    %501 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %500 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc703)
    %502 = linalg.generic {indexing_maps = [#map4, #map15], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%501 : tensor<2x2x16x16xf32>) outs(%409 : tensor<1x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x2x16x16xf32> loc(#loc704)
    %collapsed_314 = tensor.collapse_shape %501 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc705)
    %transposed_315 = linalg.transpose ins(%collapsed_105 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc706)
    %503 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_315, %collapsed_314 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc707)
    %transposed_316 = linalg.transpose ins(%collapsed_106 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc708)
    %504 = linalg.batch_matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_314, %transposed_316 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc709)
    %expanded_317 = tensor.expand_shape %503 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc710)
    %expanded_318 = tensor.expand_shape %504 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc711)
    %505 = linalg.generic {indexing_maps = [#map14, #map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103, %502, %cst_17 : tensor<1x1x16x16xi1>, tensor<1x2x16x16xf32>, tensor<f32>) outs(%165 : tensor<1x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<1x2x16x16xf32> loc(#loc712)
    %506 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %505 : tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%165 : tensor<1x2x16x16xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<1x2x16x16xf32> loc(#loc713)
    %collapsed_319 = tensor.collapse_shape %506 [[0, 1], [2], [3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x2x16x16xf32> into tensor<2x16x16xf32> loc(#loc714)
    %transposed_320 = linalg.transpose ins(%collapsed_319 : tensor<2x16x16xf32>) outs(%49 : tensor<16x16x2xf32>) permutation = [1, 2, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc715)
    %507 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%162 : tensor<16x16xi64>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc716)
    %508 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%162 : tensor<16x16xi64>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi slt, %in, %c32_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc717)
    %509 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%507, %508 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: i1, %out: i1):
      %1413 = arith.andi %in, %in_431 : i1
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc718)
    %510 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%162 : tensor<16x16xi64>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc719)
    %511 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%509, %510 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: i1, %out: i1):
      %1413 = arith.andi %in, %in_431 : i1
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc720)
    %expanded_321 = tensor.expand_shape %511 [[0], [1, 2]] output_shape [16, 16, 1] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<16x16xi1> into tensor<16x16x1xi1> loc(#loc721)
    %512 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%162 : tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %1413 = arith.maxsi %in, %c-32_i64 : i64
      %1414 = arith.minsi %1413, %c31_i64 : i64
      linalg.yield %1414 : i64
    } -> tensor<16x16xi64> loc(#loc22)
    %513 = tensor.empty() {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<16x16x1xi1> loc(#loc722)
    %514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_321 : tensor<16x16x1xi1>) outs(%513 : tensor<16x16x1xi1>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %1413 = arith.xori %in, %true : i1
      linalg.yield %1413 : i1
    } -> tensor<16x16x1xi1> loc(#loc722)
    %515 = linalg.generic {indexing_maps = [#map10, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %cst_17, %transposed_320 : tensor<16x16x1xi1>, tensor<f32>, tensor<16x16x2xf32>) outs(%49 : tensor<16x16x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<16x16x2xf32> loc(#loc723)
    %collapsed_322 = tensor.collapse_shape %512 [[0, 1]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<16x16xi64> into tensor<256xi64> loc(#loc724)
    %expanded_323 = tensor.expand_shape %collapsed_322 [[0, 1]] output_shape [256, 1] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<256xi64> into tensor<256x1xi64> loc(#loc724)
    %collapsed_324 = tensor.collapse_shape %515 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<16x16x2xf32> into tensor<256x2xf32> loc(#loc724)
    %expanded_325 = tensor.expand_shape %collapsed_324 [[0], [1, 2]] output_shape [256, 1, 2] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<256x2xf32> into tensor<256x1x2xf32> loc(#loc724)
    %516 = scf.for %arg145 = %c0 to %c256 step %c1 iter_args(%arg146 = %cst_25) -> (tensor<32x2xf32>) {
      %extracted = tensor.extract %expanded_323[%arg145, %c0] : tensor<256x1xi64>
      %1413 = arith.index_cast %extracted : i64 to index
      %extracted_slice_431 = tensor.extract_slice %expanded_325[%arg145, 0, 0] [1, 1, 2] [1, 1, 1] : tensor<256x1x2xf32> to tensor<1x2xf32>
      %extracted_slice_432 = tensor.extract_slice %arg146[%1413, 0] [1, 2] [1, 1] : tensor<32x2xf32> to tensor<1x2xf32>
      %1414 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_431 : tensor<1x2xf32>) outs(%extracted_slice_432 : tensor<1x2xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1415 = arith.addf %out, %in : f32
        linalg.yield %1415 : f32
      } -> tensor<1x2xf32>
      %inserted_slice_433 = tensor.insert_slice %1414 into %arg146[%1413, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<32x2xf32>
      scf.yield %inserted_slice_433 : tensor<32x2xf32>
    } {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc724)
    %transposed_326 = linalg.transpose ins(%expanded_312 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc725)
    %collapsed_327 = tensor.collapse_shape %transposed_326 [[0, 1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc726)
    %transposed_328 = linalg.transpose ins(%collapsed_327 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc727)
    %517 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_328, %collapsed_93 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc728)
    %518 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_327, %arg21 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc729)
    %expanded_329 = tensor.expand_shape %518 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc730)
    %transposed_330 = linalg.transpose ins(%expanded_317 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc731)
    %collapsed_331 = tensor.collapse_shape %transposed_330 [[0, 1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc732)
    %transposed_332 = linalg.transpose ins(%collapsed_331 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc733)
    %519 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_332, %collapsed_93 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc734)
    %520 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_331, %arg20 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc735)
    %expanded_333 = tensor.expand_shape %520 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc736)
    %521 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_329, %expanded_333 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc737)
    %transposed_334 = linalg.transpose ins(%expanded_318 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc738)
    %collapsed_335 = tensor.collapse_shape %transposed_334 [[0, 1], [2, 3]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc739)
    %transposed_336 = linalg.transpose ins(%collapsed_335 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc740)
    %522 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%transposed_336, %collapsed_93 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc741)
    %523 = linalg.matmul {memopt.layer = 2 : i64, memopt.phase = "backward"} ins(%collapsed_335, %arg19 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc742)
    %expanded_337 = tensor.expand_shape %523 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc743)
    %524 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %expanded_337 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc744)
    %525 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524, %arg24 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc745)
    %526 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524, %146 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc746)
    %527 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%526 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc747)
    %collapsed_338 = tensor.collapse_shape %527 [[0, 1, 2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc748)
    %528 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525, %140 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc749)
    %529 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525, %145 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc750)
    %530 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%528 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc751)
    %531 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %529 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc752)
    %532 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc753)
    %533 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc754)
    %534 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533, %532 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc755)
    %collapsed_339 = tensor.collapse_shape %534 [[0], [1, 2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc756)
    %535 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_339 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc756)
    %536 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc757)
    %537 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc758)
    %538 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc759)
    %539 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536, %538 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc760)
    %540 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %539 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc761)
    %541 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc762)
    %542 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc763)
    %543 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%541, %542 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: i1, %out: i1):
      %1413 = arith.andi %in, %in_431 : i1
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc764)
    %544 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc765)
    %545 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%543, %544 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: i1, %out: i1):
      %1413 = arith.andi %in, %in_431 : i1
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc766)
    %expanded_340 = tensor.expand_shape %545 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xi1> into tensor<2x16x1xi1> loc(#loc767)
    %546 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<2x16xi64>) outs(%136 : tensor<2x16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %1413 = arith.maxsi %in, %c-64_i64 : i64
      %1414 = arith.minsi %1413, %c63_i64 : i64
      linalg.yield %1414 : i64
    } -> tensor<2x16xi64> loc(#loc21)
    %547 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xi1> loc(#loc768)
    %548 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_340 : tensor<2x16x1xi1>) outs(%547 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %1413 = arith.xori %in, %true : i1
      linalg.yield %1413 : i1
    } -> tensor<2x16x1xi1> loc(#loc768)
    %549 = linalg.generic {indexing_maps = [#map10, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %cst_17, %540 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc769)
    %collapsed_341 = tensor.collapse_shape %546 [[0, 1]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc770)
    %expanded_342 = tensor.expand_shape %collapsed_341 [[0, 1]] output_shape [32, 1] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc770)
    %collapsed_343 = tensor.collapse_shape %549 [[0, 1], [2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc770)
    %expanded_344 = tensor.expand_shape %collapsed_343 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc770)
    %550 = scf.for %arg145 = %c0 to %c32 step %c1 iter_args(%arg146 = %cst_26) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %expanded_342[%arg145, %c0] : tensor<32x1xi64>
      %1413 = arith.index_cast %extracted : i64 to index
      %extracted_slice_431 = tensor.extract_slice %expanded_344[%arg145, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_432 = tensor.extract_slice %arg146[%1413, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<1x32xf32>
      %1414 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_431 : tensor<1x32xf32>) outs(%extracted_slice_432 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1415 = arith.addf %out, %in : f32
        linalg.yield %1415 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_433 = tensor.insert_slice %1414 into %arg146[%1413, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_433 : tensor<64x32xf32>
    } {memopt.layer = 2 : i64, memopt.phase = "backward"} loc(#loc770)
    %551 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%325, %550 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc771)
    %552 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %arg18 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc773)
    %553 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %132 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc774)
    %554 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%553 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc775)
    %collapsed_345 = tensor.collapse_shape %554 [[0, 1, 2]] {memopt.layer = 2 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc776)
    %555 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %126 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc777)
    %556 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %131 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc778)
    %557 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%555 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc779)
    %558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc780)
    %559 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc781)
    %560 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559, %558 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc782)
    %collapsed_346 = tensor.collapse_shape %560 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc783)
    %561 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_346 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc783)
    %562 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc784)
    %563 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc785)
    %564 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc786)
    %565 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562, %564 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc787)
    %566 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556, %565 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc788)
    %collapsed_347 = tensor.collapse_shape %566 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc789)
    %transposed_348 = linalg.transpose ins(%collapsed_347 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc790)
    %567 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_348, %collapsed_90 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc791)
    %568 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_347, %arg16 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc792)
    %expanded_349 = tensor.expand_shape %568 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc793)
    %569 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x16x64xf32>) outs(%347 : tensor<2x16x64xi1>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: i1):
      %1413 = arith.cmpf ole, %in, %cst_24 : f32
      linalg.yield %1413 : i1
    } -> tensor<2x16x64xi1> loc(#loc794)
    %570 = linalg.generic {indexing_maps = [#map1, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569, %cst_17, %expanded_349 : tensor<2x16x64xi1>, tensor<f32>, tensor<2x16x64xf32>) outs(%88 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x64xf32> loc(#loc795)
    %collapsed_350 = tensor.collapse_shape %570 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc796)
    %transposed_351 = linalg.transpose ins(%collapsed_350 : tensor<32x64xf32>) outs(%90 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc797)
    %571 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_351, %collapsed_87 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%324 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc798)
    %572 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_350, %arg15 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc799)
    %expanded_352 = tensor.expand_shape %572 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc800)
    %573 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_352, %arg17 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc801)
    %574 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_352, %121 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc802)
    %575 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%574 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc803)
    %collapsed_353 = tensor.collapse_shape %575 [[0, 1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc804)
    %576 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %115 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc805)
    %577 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %120 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc806)
    %578 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%576 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc807)
    %579 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %577 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc808)
    %580 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc809)
    %581 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc810)
    %582 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %580 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc811)
    %collapsed_354 = tensor.collapse_shape %582 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc812)
    %583 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_354 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc812)
    %584 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc813)
    %585 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc814)
    %586 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc815)
    %587 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584, %586 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc816)
    %588 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%579, %587 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc817)
    %collapsed_355 = tensor.collapse_shape %588 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc818)
    %transposed_356 = linalg.transpose ins(%collapsed_355 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc819)
    %589 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_356, %collapsed_84 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc820)
    %590 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_355, %arg13 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc821)
    %expanded_357 = tensor.expand_shape %590 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc822)
    %transposed_358 = linalg.transpose ins(%expanded_357 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc823)
    %collapsed_359 = tensor.collapse_shape %transposed_358 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc824)
    %transposed_360 = linalg.transpose ins(%collapsed_79 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc825)
    %591 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_360, %collapsed_359 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc826)
    %transposed_361 = linalg.transpose ins(%collapsed_80 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc827)
    %592 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_359, %transposed_361 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc828)
    %expanded_362 = tensor.expand_shape %591 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc829)
    %expanded_363 = tensor.expand_shape %592 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc830)
    %593 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_363, %112 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc831)
    %594 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%593 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc832)
    %595 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %594 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc833)
    %596 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%593, %595 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc834)
    %collapsed_364 = tensor.collapse_shape %596 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc835)
    %transposed_365 = linalg.transpose ins(%collapsed_75 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc836)
    %597 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_365, %collapsed_364 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc837)
    %transposed_366 = linalg.transpose ins(%collapsed_76 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc838)
    %598 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_364, %transposed_366 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc839)
    %expanded_367 = tensor.expand_shape %597 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc840)
    %expanded_368 = tensor.expand_shape %598 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc841)
    %599 = linalg.generic {indexing_maps = [#map14, #map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %596, %cst_17 : tensor<2x1x16x16xi1>, tensor<2x2x16x16xf32>, tensor<f32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc842)
    %600 = linalg.generic {indexing_maps = [#map4, #map15], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%599 : tensor<2x2x16x16xf32>) outs(%409 : tensor<1x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x2x16x16xf32> loc(#loc843)
    %transposed_369 = linalg.transpose ins(%expanded_362 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc844)
    %collapsed_370 = tensor.collapse_shape %transposed_369 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc845)
    %transposed_371 = linalg.transpose ins(%collapsed_370 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc846)
    %601 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_371, %collapsed_66 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc847)
    %602 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_370, %arg12 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc848)
    %expanded_372 = tensor.expand_shape %602 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc849)
    %transposed_373 = linalg.transpose ins(%expanded_367 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc850)
    %collapsed_374 = tensor.collapse_shape %transposed_373 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc851)
    %transposed_375 = linalg.transpose ins(%collapsed_374 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc852)
    %603 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_375, %collapsed_66 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc853)
    %604 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_374, %arg11 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc854)
    %expanded_376 = tensor.expand_shape %604 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc855)
    %605 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_372, %expanded_376 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc856)
    %transposed_377 = linalg.transpose ins(%expanded_368 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc857)
    %collapsed_378 = tensor.collapse_shape %transposed_377 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc858)
    %transposed_379 = linalg.transpose ins(%collapsed_378 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc859)
    %606 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_379, %collapsed_66 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc860)
    %607 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_378, %arg10 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc861)
    %expanded_380 = tensor.expand_shape %607 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc862)
    %608 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605, %expanded_380 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc863)
    %609 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc864)
    %610 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608, %98 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc865)
    %611 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%610 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc866)
    %collapsed_381 = tensor.collapse_shape %611 [[0, 1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc867)
    %612 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609, %92 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc868)
    %613 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609, %97 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc869)
    %614 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%612 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc870)
    %615 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588, %613 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc871)
    %616 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc872)
    %617 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc873)
    %618 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617, %616 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc874)
    %collapsed_382 = tensor.collapse_shape %618 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc875)
    %619 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_382 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc875)
    %620 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc876)
    %621 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc877)
    %622 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc878)
    %623 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620, %622 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc879)
    %624 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %623 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc880)
    %collapsed_383 = tensor.collapse_shape %624 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc881)
    %transposed_384 = linalg.transpose ins(%collapsed_383 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc882)
    %625 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_384, %collapsed_63 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc883)
    %626 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_383, %arg8 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%86 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc884)
    %expanded_385 = tensor.expand_shape %626 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x64xf32> into tensor<2x16x64xf32> loc(#loc885)
    %627 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x16x64xf32>) outs(%347 : tensor<2x16x64xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: i1):
      %1413 = arith.cmpf ole, %in, %cst_24 : f32
      linalg.yield %1413 : i1
    } -> tensor<2x16x64xi1> loc(#loc886)
    %628 = linalg.generic {indexing_maps = [#map1, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627, %cst_17, %expanded_385 : tensor<2x16x64xi1>, tensor<f32>, tensor<2x16x64xf32>) outs(%88 : tensor<2x16x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x64xf32> loc(#loc887)
    %collapsed_386 = tensor.collapse_shape %628 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32> loc(#loc888)
    %transposed_387 = linalg.transpose ins(%collapsed_386 : tensor<32x64xf32>) outs(%90 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc889)
    %629 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_387, %collapsed_60 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%324 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc890)
    %630 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_386, %arg7 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc891)
    %expanded_388 = tensor.expand_shape %630 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc892)
    %631 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_388, %arg9 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc893)
    %632 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_388, %83 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc894)
    %633 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%632 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc895)
    %collapsed_389 = tensor.collapse_shape %633 [[0, 1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc896)
    %634 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631, %77 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc897)
    %635 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631, %82 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc898)
    %636 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%634 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc899)
    %637 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624, %635 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc900)
    %638 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc901)
    %639 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc902)
    %640 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639, %638 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc903)
    %collapsed_390 = tensor.collapse_shape %640 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc904)
    %641 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_390 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc904)
    %642 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc905)
    %643 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc906)
    %644 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc907)
    %645 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642, %644 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc908)
    %646 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637, %645 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc909)
    %collapsed_391 = tensor.collapse_shape %646 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc910)
    %transposed_392 = linalg.transpose ins(%collapsed_391 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc911)
    %647 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_392, %collapsed_57 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc912)
    %648 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_391, %arg4 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc913)
    %expanded_393 = tensor.expand_shape %648 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc914)
    %transposed_394 = linalg.transpose ins(%expanded_393 : tensor<2x16x2x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc915)
    %collapsed_395 = tensor.collapse_shape %transposed_394 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc916)
    %transposed_396 = linalg.transpose ins(%collapsed_52 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc917)
    %649 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_396, %collapsed_395 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc918)
    %transposed_397 = linalg.transpose ins(%collapsed_53 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc919)
    %650 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_395, %transposed_397 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc920)
    %expanded_398 = tensor.expand_shape %649 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc921)
    %expanded_399 = tensor.expand_shape %650 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc922)
    %651 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_399, %73 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc923)
    %652 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%651 : tensor<2x2x16x16xf32>) outs(%65 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc924)
    %653 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %652 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc925)
    %654 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%651, %653 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc926)
    %collapsed_400 = tensor.collapse_shape %654 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc927)
    %transposed_401 = linalg.transpose ins(%collapsed_48 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc928)
    %655 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_401, %collapsed_400 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc929)
    %transposed_402 = linalg.transpose ins(%collapsed_49 : tensor<4x16x16xf32>) outs(%53 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc930)
    %656 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_400, %transposed_402 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc931)
    %expanded_403 = tensor.expand_shape %655 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc932)
    %expanded_404 = tensor.expand_shape %656 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc933)
    %657 = linalg.generic {indexing_maps = [#map14, #map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %654, %cst_17 : tensor<2x1x16x16xi1>, tensor<2x2x16x16xf32>, tensor<f32>) outs(%27 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc934)
    %658 = linalg.generic {indexing_maps = [#map4, #map15], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%657 : tensor<2x2x16x16xf32>) outs(%409 : tensor<1x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x2x16x16xf32> loc(#loc935)
    %659 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600, %658 : tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%165 : tensor<1x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<1x2x16x16xf32> loc(#loc936)
    %collapsed_405 = tensor.collapse_shape %659 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x2x16x16xf32> into tensor<2x16x16xf32> loc(#loc937)
    %transposed_406 = linalg.transpose ins(%collapsed_405 : tensor<2x16x16xf32>) outs(%49 : tensor<16x16x2xf32>) permutation = [1, 2, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc938)
    %660 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<16x16xi64>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc939)
    %661 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<16x16xi64>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi slt, %in, %c32_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc940)
    %662 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%660, %661 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: i1, %out: i1):
      %1413 = arith.andi %in, %in_431 : i1
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc941)
    %663 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<16x16xi64>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc942)
    %664 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%662, %663 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%32 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: i1, %out: i1):
      %1413 = arith.andi %in, %in_431 : i1
      linalg.yield %1413 : i1
    } -> tensor<16x16xi1> loc(#loc943)
    %expanded_407 = tensor.expand_shape %664 [[0], [1, 2]] output_shape [16, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<16x16xi1> into tensor<16x16x1xi1> loc(#loc944)
    %665 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<16x16xi64>) outs(%30 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %1413 = arith.maxsi %in, %c-32_i64 : i64
      %1414 = arith.minsi %1413, %c31_i64 : i64
      linalg.yield %1414 : i64
    } -> tensor<16x16xi64> loc(#loc945)
    %666 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_407 : tensor<16x16x1xi1>) outs(%513 : tensor<16x16x1xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %1413 = arith.xori %in, %true : i1
      linalg.yield %1413 : i1
    } -> tensor<16x16x1xi1> loc(#loc946)
    %667 = linalg.generic {indexing_maps = [#map10, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666, %cst_17, %transposed_406 : tensor<16x16x1xi1>, tensor<f32>, tensor<16x16x2xf32>) outs(%49 : tensor<16x16x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<16x16x2xf32> loc(#loc947)
    %collapsed_408 = tensor.collapse_shape %665 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<16x16xi64> into tensor<256xi64> loc(#loc948)
    %expanded_409 = tensor.expand_shape %collapsed_408 [[0, 1]] output_shape [256, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xi64> into tensor<256x1xi64> loc(#loc948)
    %collapsed_410 = tensor.collapse_shape %667 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<16x16x2xf32> into tensor<256x2xf32> loc(#loc948)
    %expanded_411 = tensor.expand_shape %collapsed_410 [[0], [1, 2]] output_shape [256, 1, 2] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x2xf32> into tensor<256x1x2xf32> loc(#loc948)
    %668 = scf.for %arg145 = %c0 to %c256 step %c1 iter_args(%arg146 = %cst_25) -> (tensor<32x2xf32>) {
      %extracted = tensor.extract %expanded_409[%arg145, %c0] : tensor<256x1xi64>
      %1413 = arith.index_cast %extracted : i64 to index
      %extracted_slice_431 = tensor.extract_slice %expanded_411[%arg145, 0, 0] [1, 1, 2] [1, 1, 1] : tensor<256x1x2xf32> to tensor<1x2xf32>
      %extracted_slice_432 = tensor.extract_slice %arg146[%1413, 0] [1, 2] [1, 1] : tensor<32x2xf32> to tensor<1x2xf32>
      %1414 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_431 : tensor<1x2xf32>) outs(%extracted_slice_432 : tensor<1x2xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1415 = arith.addf %out, %in : f32
        linalg.yield %1415 : f32
      } -> tensor<1x2xf32>
      %inserted_slice_433 = tensor.insert_slice %1414 into %arg146[%1413, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<32x2xf32>
      scf.yield %inserted_slice_433 : tensor<32x2xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc948)
    %transposed_412 = linalg.transpose ins(%expanded_398 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc949)
    %collapsed_413 = tensor.collapse_shape %transposed_412 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc950)
    %transposed_414 = linalg.transpose ins(%collapsed_413 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc951)
    %669 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_414, %collapsed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc952)
    %670 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_413, %arg3 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc953)
    %expanded_415 = tensor.expand_shape %670 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc954)
    %transposed_416 = linalg.transpose ins(%expanded_403 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc955)
    %collapsed_417 = tensor.collapse_shape %transposed_416 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc956)
    %transposed_418 = linalg.transpose ins(%collapsed_417 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc957)
    %671 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_418, %collapsed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc958)
    %672 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_417, %arg2 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc959)
    %expanded_419 = tensor.expand_shape %672 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc960)
    %673 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_415, %expanded_419 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc961)
    %transposed_420 = linalg.transpose ins(%expanded_404 : tensor<2x2x16x16xf32>) outs(%75 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc962)
    %collapsed_421 = tensor.collapse_shape %transposed_420 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc963)
    %transposed_422 = linalg.transpose ins(%collapsed_421 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc964)
    %674 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_422, %collapsed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc965)
    %675 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_421, %arg1 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc966)
    %expanded_423 = tensor.expand_shape %675 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc967)
    %676 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%673, %expanded_423 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc968)
    %677 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%676, %arg6 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc969)
    %678 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%676, %22 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc970)
    %679 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%678 : tensor<2x16x32xf32>) outs(%331 : tensor<1x1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<1x1x32xf32> loc(#loc971)
    %collapsed_424 = tensor.collapse_shape %679 [[0, 1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x1x32xf32> into tensor<32xf32> loc(#loc972)
    %680 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %1 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc973)
    %681 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %21 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc974)
    %682 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%680 : tensor<2x16x32xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.addf %in, %out : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc975)
    %683 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646, %681 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc976)
    %684 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc977)
    %685 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc978)
    %686 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685, %684 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%16 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x1xf32> loc(#loc979)
    %collapsed_425 = tensor.collapse_shape %686 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<2x16xf32> loc(#loc980)
    %687 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_425 : tensor<2x16xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32> loc(#loc980)
    %688 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.divf %in, %cst_19 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc981)
    %689 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc982)
    %690 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc983)
    %691 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688, %690 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc984)
    %692 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683, %691 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc985)
    %693 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg142 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc986)
    %694 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg142 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc987)
    %695 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%693, %694 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: i1, %out: i1):
      %1413 = arith.andi %in, %in_431 : i1
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc988)
    %696 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg142 : tensor<2x16xi64>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %1413 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc989)
    %697 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%695, %696 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%2 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: i1, %out: i1):
      %1413 = arith.andi %in, %in_431 : i1
      linalg.yield %1413 : i1
    } -> tensor<2x16xi1> loc(#loc990)
    %expanded_426 = tensor.expand_shape %697 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xi1> into tensor<2x16x1xi1> loc(#loc991)
    %698 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg142 : tensor<2x16xi64>) outs(%136 : tensor<2x16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %1413 = arith.maxsi %in, %c-64_i64 : i64
      %1414 = arith.minsi %1413, %c63_i64 : i64
      linalg.yield %1414 : i64
    } -> tensor<2x16xi64> loc(#loc992)
    %699 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_426 : tensor<2x16x1xi1>) outs(%547 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %1413 = arith.xori %in, %true : i1
      linalg.yield %1413 : i1
    } -> tensor<2x16x1xi1> loc(#loc993)
    %700 = linalg.generic {indexing_maps = [#map10, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699, %cst_17, %692 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_431: f32, %in_432: f32, %out: f32):
      %1413 = arith.select %in, %in_431, %in_432 : f32
      linalg.yield %1413 : f32
    } -> tensor<2x16x32xf32> loc(#loc994)
    %collapsed_427 = tensor.collapse_shape %698 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc995)
    %expanded_428 = tensor.expand_shape %collapsed_427 [[0, 1]] output_shape [32, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc995)
    %collapsed_429 = tensor.collapse_shape %700 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc995)
    %expanded_430 = tensor.expand_shape %collapsed_429 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc995)
    %701 = scf.for %arg145 = %c0 to %c32 step %c1 iter_args(%arg146 = %cst_26) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %expanded_428[%arg145, %c0] : tensor<32x1xi64>
      %1413 = arith.index_cast %extracted : i64 to index
      %extracted_slice_431 = tensor.extract_slice %expanded_430[%arg145, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_432 = tensor.extract_slice %arg146[%1413, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<1x32xf32>
      %1414 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_431 : tensor<1x32xf32>) outs(%extracted_slice_432 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1415 = arith.addf %out, %in : f32
        linalg.yield %1415 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_433 = tensor.insert_slice %1414 into %arg146[%1413, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_433 : tensor<64x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc995)
    %702 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%551, %701 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc996)
    %703 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc8)
    %704 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc9)
    %705 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%702 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc10)
    %706 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%704, %705 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc997)
    %707 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg94 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc11)
    %708 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%702 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc12)
    %709 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%708, %702 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc998)
    %710 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%707, %709 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc999)
    %711 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = []} ins(%arg141 : tensor<f32>) outs(%302 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = math.powf %1413, %in : f32
      linalg.yield %1414 : f32
    } -> tensor<f32> loc(#loc1000)
    %712 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = []} ins(%cst_28, %711 : tensor<i64>, tensor<f32>) outs(%302 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_431: f32, %out: f32):
      %1413 = arith.sitofp %in : i64 to f32
      %1414 = arith.subf %1413, %in_431 : f32
      linalg.yield %1414 : f32
    } -> tensor<f32> loc(#loc26)
    %713 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%706, %712 : tensor<64x32xf32>, tensor<f32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1001)
    %714 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = []} ins(%arg141 : tensor<f32>) outs(%302 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = math.powf %1413, %in : f32
      linalg.yield %1414 : f32
    } -> tensor<f32> loc(#loc1002)
    %715 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = []} ins(%cst_28, %714 : tensor<i64>, tensor<f32>) outs(%302 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i64, %in_431: f32, %out: f32):
      %1413 = arith.sitofp %in : i64 to f32
      %1414 = arith.subf %1413, %in_431 : f32
      linalg.yield %1414 : f32
    } -> tensor<f32> loc(#loc1003)
    %716 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%710, %715 : tensor<64x32xf32>, tensor<f32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1004)
    %717 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%713 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc13)
    %718 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%716 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1005)
    %719 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%718 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc14)
    %720 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%717, %719 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1006)
    %721 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%703, %720 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1007)
    %722 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1008)
    %723 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1009)
    %724 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%674 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1010)
    %725 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%723, %724 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1012)
    %726 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg95 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1013)
    %727 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%674 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1014)
    %728 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%727, %674 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1015)
    %729 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%726, %728 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1016)
    %730 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%725, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1017)
    %731 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%729, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1019)
    %732 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%730 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1021)
    %733 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%731 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1022)
    %734 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%733 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1023)
    %735 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%732, %734 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1024)
    %736 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%722, %735 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1025)
    %737 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1026)
    %738 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1027)
    %739 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%671 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1028)
    %740 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%738, %739 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1030)
    %741 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg96 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1031)
    %742 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%671 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1032)
    %743 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%742, %671 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1033)
    %744 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%741, %743 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1034)
    %745 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%740, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1035)
    %746 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%744, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1037)
    %747 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%745 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1039)
    %748 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%746 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1040)
    %749 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%748 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1041)
    %750 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%747, %749 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1042)
    %751 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%737, %750 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1043)
    %752 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1044)
    %753 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1045)
    %754 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1046)
    %755 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%753, %754 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1048)
    %756 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg97 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1049)
    %757 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1050)
    %758 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%757, %669 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1051)
    %759 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%756, %758 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1052)
    %760 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%755, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1053)
    %761 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%759, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1055)
    %762 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%760 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1057)
    %763 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%761 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1058)
    %764 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%763 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1059)
    %765 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%762, %764 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1060)
    %766 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%752, %765 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1061)
    %767 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1062)
    %768 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg51 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1063)
    %769 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%647 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1064)
    %770 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%768, %769 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1066)
    %771 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg98 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1067)
    %772 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%647 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1068)
    %773 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%772, %647 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1069)
    %774 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%771, %773 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1070)
    %775 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%770, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1071)
    %776 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%774, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1073)
    %777 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%775 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1075)
    %778 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%776 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1076)
    %779 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%778 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1077)
    %780 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%777, %779 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1078)
    %781 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%767, %780 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1079)
    %782 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<32x2xf32> loc(#loc1080)
    %783 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1080)
    %784 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1081)
    %785 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%668 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1082)
    %786 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%784, %785 : tensor<32x2xf32>, tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1083)
    %787 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg99 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1084)
    %788 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%668 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1085)
    %789 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%788, %668 : tensor<32x2xf32>, tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1086)
    %790 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%787, %789 : tensor<32x2xf32>, tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1087)
    %791 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%786, %712 : tensor<32x2xf32>, tensor<f32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1088)
    %792 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%790, %715 : tensor<32x2xf32>, tensor<f32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1090)
    %793 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%791 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1092)
    %794 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%792 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1093)
    %795 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%794 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1094)
    %796 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%793, %795 : tensor<32x2xf32>, tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1095)
    %797 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%783, %796 : tensor<32x2xf32>, tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1096)
    %798 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg6 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1097)
    %799 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg53 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1098)
    %800 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_424 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1099)
    %801 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%799, %800 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1100)
    %802 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg100 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1101)
    %803 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_424 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1102)
    %804 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%803, %collapsed_424 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1103)
    %805 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%802, %804 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1104)
    %806 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%801, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1105)
    %807 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%805, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1107)
    %808 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%806 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1109)
    %809 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%807 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1110)
    %810 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%809 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1111)
    %811 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%808, %810 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1112)
    %812 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%798, %811 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1113)
    %813 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1114)
    %814 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg54 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1115)
    %815 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%629 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1116)
    %816 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%814, %815 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1118)
    %817 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg101 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1119)
    %818 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%629 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1120)
    %819 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%818, %629 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1121)
    %820 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%817, %819 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1122)
    %821 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%816, %712 : tensor<64x32xf32>, tensor<f32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1123)
    %822 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%820, %715 : tensor<64x32xf32>, tensor<f32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1125)
    %823 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%821 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1127)
    %824 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%822 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1128)
    %825 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%824 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1129)
    %826 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%823, %825 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1130)
    %827 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%813, %826 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1131)
    %828 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1132)
    %829 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1133)
    %830 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%625 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1134)
    %831 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%829, %830 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1136)
    %832 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg102 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1137)
    %833 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%625 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1138)
    %834 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%833, %625 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1139)
    %835 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%832, %834 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1140)
    %836 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%831, %712 : tensor<32x64xf32>, tensor<f32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1141)
    %837 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%835, %715 : tensor<32x64xf32>, tensor<f32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1143)
    %838 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%836 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1145)
    %839 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%837 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1146)
    %840 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%839 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1147)
    %841 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%838, %840 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1148)
    %842 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%828, %841 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1149)
    %843 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1150)
    %844 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg56 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1151)
    %845 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_389 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1152)
    %846 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%844, %845 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1153)
    %847 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg103 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1154)
    %848 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_389 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1155)
    %849 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%848, %collapsed_389 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1156)
    %850 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%847, %849 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1157)
    %851 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%846, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1158)
    %852 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%850, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1160)
    %853 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%851 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1162)
    %854 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%852 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1163)
    %855 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%854 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1164)
    %856 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%853, %855 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1165)
    %857 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%843, %856 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1166)
    %858 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1167)
    %859 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1168)
    %860 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%606 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1169)
    %861 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%859, %860 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1171)
    %862 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg104 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1172)
    %863 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%606 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1173)
    %864 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%863, %606 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1174)
    %865 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%862, %864 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1175)
    %866 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%861, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1176)
    %867 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%865, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1178)
    %868 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%866 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1180)
    %869 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%867 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1181)
    %870 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%869 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1182)
    %871 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%868, %870 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1183)
    %872 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%858, %871 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1184)
    %873 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1185)
    %874 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1186)
    %875 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%603 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1187)
    %876 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%874, %875 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1189)
    %877 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg105 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1190)
    %878 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%603 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1191)
    %879 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%878, %603 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1192)
    %880 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%877, %879 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1193)
    %881 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%876, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1194)
    %882 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%880, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1196)
    %883 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%881 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1198)
    %884 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%882 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1199)
    %885 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%884 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1200)
    %886 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%883, %885 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1201)
    %887 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%873, %886 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1202)
    %888 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1203)
    %889 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg59 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1204)
    %890 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%601 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1205)
    %891 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%889, %890 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1207)
    %892 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg106 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1208)
    %893 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%601 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1209)
    %894 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%893, %601 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1210)
    %895 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%892, %894 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1211)
    %896 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%891, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1212)
    %897 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%895, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1214)
    %898 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%896 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1216)
    %899 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%897 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1217)
    %900 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%899 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1218)
    %901 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%898, %900 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1219)
    %902 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%888, %901 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1220)
    %903 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1221)
    %904 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1222)
    %905 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%589 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1223)
    %906 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%904, %905 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1225)
    %907 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg107 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1226)
    %908 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%589 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1227)
    %909 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%908, %589 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1228)
    %910 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%907, %909 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1229)
    %911 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%906, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1230)
    %912 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%910, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1232)
    %913 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%911 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1234)
    %914 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%912 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1235)
    %915 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%914 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1236)
    %916 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%913, %915 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1237)
    %917 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%903, %916 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1238)
    %918 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg14 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1239)
    %919 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg61 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1240)
    %920 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_381 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1241)
    %921 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%919, %920 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1242)
    %922 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg108 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1243)
    %923 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_381 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1244)
    %924 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%923, %collapsed_381 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1245)
    %925 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%922, %924 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1246)
    %926 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%921, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1247)
    %927 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%925, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1249)
    %928 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%926 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1251)
    %929 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%927 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1252)
    %930 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%929 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1253)
    %931 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%928, %930 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1254)
    %932 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%918, %931 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1255)
    %933 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1256)
    %934 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1257)
    %935 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%571 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1258)
    %936 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%934, %935 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1260)
    %937 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg109 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1261)
    %938 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%571 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1262)
    %939 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%938, %571 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1263)
    %940 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%937, %939 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1264)
    %941 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%936, %712 : tensor<64x32xf32>, tensor<f32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1265)
    %942 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%940, %715 : tensor<64x32xf32>, tensor<f32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1267)
    %943 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%941 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1269)
    %944 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%942 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1270)
    %945 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%944 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1271)
    %946 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%943, %945 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1272)
    %947 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%933, %946 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1273)
    %948 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1274)
    %949 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1275)
    %950 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%567 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1276)
    %951 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%949, %950 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1278)
    %952 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg110 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1279)
    %953 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%567 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1280)
    %954 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%953, %567 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1281)
    %955 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%952, %954 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1282)
    %956 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%951, %712 : tensor<32x64xf32>, tensor<f32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1283)
    %957 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%955, %715 : tensor<32x64xf32>, tensor<f32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1285)
    %958 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%956 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1287)
    %959 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%957 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1288)
    %960 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%959 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1289)
    %961 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%958, %960 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1290)
    %962 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%948, %961 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1291)
    %963 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg17 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1292)
    %964 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg64 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1293)
    %965 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_353 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1294)
    %966 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%964, %965 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1295)
    %967 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg111 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1296)
    %968 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_353 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1297)
    %969 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%968, %collapsed_353 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1298)
    %970 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%967, %969 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1299)
    %971 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%966, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1300)
    %972 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%970, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1302)
    %973 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%971 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1304)
    %974 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%972 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1305)
    %975 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%974 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1306)
    %976 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%973, %975 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1307)
    %977 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%963, %976 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1308)
    %978 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg18 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1309)
    %979 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg65 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1310)
    %980 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_345 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1311)
    %981 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%979, %980 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1312)
    %982 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg112 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1313)
    %983 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_345 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1314)
    %984 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%983, %collapsed_345 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1315)
    %985 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%982, %984 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1316)
    %986 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%981, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1317)
    %987 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%985, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1319)
    %988 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%986 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1321)
    %989 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%987 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1322)
    %990 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%989 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1323)
    %991 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%988, %990 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1324)
    %992 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%978, %991 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1325)
    %993 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1326)
    %994 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1327)
    %995 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%522 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1328)
    %996 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%994, %995 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1330)
    %997 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg113 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1331)
    %998 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%522 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1332)
    %999 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%998, %522 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1333)
    %1000 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%997, %999 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1334)
    %1001 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%996, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1335)
    %1002 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1000, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1337)
    %1003 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1001 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1339)
    %1004 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1002 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1340)
    %1005 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1004 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1341)
    %1006 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1003, %1005 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1342)
    %1007 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%993, %1006 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1343)
    %1008 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1344)
    %1009 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1345)
    %1010 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%519 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1346)
    %1011 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1009, %1010 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1348)
    %1012 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg114 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1349)
    %1013 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%519 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1350)
    %1014 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1013, %519 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1351)
    %1015 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1012, %1014 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1352)
    %1016 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1011, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1353)
    %1017 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1015, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1355)
    %1018 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1016 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1357)
    %1019 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1017 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1358)
    %1020 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1019 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1359)
    %1021 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1018, %1020 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1360)
    %1022 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1008, %1021 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1361)
    %1023 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1362)
    %1024 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1363)
    %1025 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%517 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1364)
    %1026 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1024, %1025 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1366)
    %1027 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg115 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1367)
    %1028 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%517 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1368)
    %1029 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1028, %517 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1369)
    %1030 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1027, %1029 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1370)
    %1031 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1026, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1371)
    %1032 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1030, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1373)
    %1033 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1031 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1375)
    %1034 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1032 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1376)
    %1035 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1034 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1377)
    %1036 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1033, %1035 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1378)
    %1037 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1023, %1036 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1379)
    %1038 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1380)
    %1039 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg69 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1381)
    %1040 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%494 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1382)
    %1041 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1039, %1040 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1384)
    %1042 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg116 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1385)
    %1043 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%494 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1386)
    %1044 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1043, %494 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1387)
    %1045 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1042, %1044 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1388)
    %1046 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1041, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1389)
    %1047 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1045, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1391)
    %1048 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1046 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1393)
    %1049 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1047 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1394)
    %1050 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1049 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1395)
    %1051 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1048, %1050 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1396)
    %1052 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1038, %1051 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1397)
    %1053 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1398)
    %1054 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1399)
    %1055 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%516 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1400)
    %1056 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1054, %1055 : tensor<32x2xf32>, tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1401)
    %1057 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg117 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1402)
    %1058 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%516 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1403)
    %1059 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1058, %516 : tensor<32x2xf32>, tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1404)
    %1060 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1057, %1059 : tensor<32x2xf32>, tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1405)
    %1061 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1056, %712 : tensor<32x2xf32>, tensor<f32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1406)
    %1062 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1060, %715 : tensor<32x2xf32>, tensor<f32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1408)
    %1063 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1061 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1410)
    %1064 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1062 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1411)
    %1065 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1064 : tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x2xf32> loc(#loc1412)
    %1066 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1063, %1065 : tensor<32x2xf32>, tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1413)
    %1067 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1053, %1066 : tensor<32x2xf32>, tensor<32x2xf32>) outs(%782 : tensor<32x2xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x2xf32> loc(#loc1414)
    %1068 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg24 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1415)
    %1069 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg71 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1416)
    %1070 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_338 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1417)
    %1071 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1069, %1070 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1418)
    %1072 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg118 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1419)
    %1073 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_338 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1420)
    %1074 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1073, %collapsed_338 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1421)
    %1075 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1072, %1074 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1422)
    %1076 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1071, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1423)
    %1077 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1075, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1425)
    %1078 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1076 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1427)
    %1079 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1077 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1428)
    %1080 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1079 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1429)
    %1081 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1078, %1080 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1430)
    %1082 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1068, %1081 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1431)
    %1083 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1432)
    %1084 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1433)
    %1085 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%476 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1434)
    %1086 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1084, %1085 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1436)
    %1087 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg119 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1437)
    %1088 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%476 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1438)
    %1089 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1088, %476 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1439)
    %1090 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1087, %1089 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1440)
    %1091 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1086, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1441)
    %1092 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1090, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1443)
    %1093 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1091 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1445)
    %1094 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1092 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1446)
    %1095 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1094 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1447)
    %1096 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1093, %1095 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1448)
    %1097 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1083, %1096 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1449)
    %1098 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1450)
    %1099 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1451)
    %1100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%473 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1452)
    %1101 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1099, %1100 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1454)
    %1102 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg120 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1455)
    %1103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%473 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1456)
    %1104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1103, %473 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1457)
    %1105 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1102, %1104 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1458)
    %1106 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1101, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1459)
    %1107 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1105, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1461)
    %1108 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1106 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1463)
    %1109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1107 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1464)
    %1110 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1109 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1465)
    %1111 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1108, %1110 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1466)
    %1112 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1098, %1111 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1467)
    %1113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1468)
    %1114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1469)
    %1115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%470 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1470)
    %1116 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1114, %1115 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1472)
    %1117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg121 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1473)
    %1118 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%470 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1474)
    %1119 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1118, %470 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1475)
    %1120 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1117, %1119 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1476)
    %1121 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1116, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1477)
    %1122 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1120, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1479)
    %1123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1121 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1481)
    %1124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1122 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1482)
    %1125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1124 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1483)
    %1126 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1123, %1125 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1484)
    %1127 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1113, %1126 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1485)
    %1128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1486)
    %1129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg75 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1487)
    %1130 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%460 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1488)
    %1131 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1129, %1130 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1490)
    %1132 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg122 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1491)
    %1133 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%460 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1492)
    %1134 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1133, %460 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1493)
    %1135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1132, %1134 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1494)
    %1136 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1131, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1495)
    %1137 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1135, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1497)
    %1138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1136 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1499)
    %1139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1137 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1500)
    %1140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1139 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1501)
    %1141 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1138, %1140 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1502)
    %1142 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1128, %1141 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1503)
    %1143 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg29 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1504)
    %1144 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg76 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1505)
    %1145 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_303 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1506)
    %1146 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1144, %1145 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1507)
    %1147 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg123 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1508)
    %1148 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_303 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1509)
    %1149 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1148, %collapsed_303 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1510)
    %1150 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1147, %1149 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1511)
    %1151 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1146, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1512)
    %1152 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1150, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1514)
    %1153 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1151 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1516)
    %1154 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1152 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1517)
    %1155 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1154 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1518)
    %1156 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1153, %1155 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1519)
    %1157 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1143, %1156 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1520)
    %1158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1521)
    %1159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg77 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1522)
    %1160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%442 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1523)
    %1161 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1159, %1160 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1525)
    %1162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg124 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1526)
    %1163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%442 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1527)
    %1164 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1163, %442 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1528)
    %1165 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1162, %1164 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1529)
    %1166 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1161, %712 : tensor<64x32xf32>, tensor<f32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1530)
    %1167 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1165, %715 : tensor<64x32xf32>, tensor<f32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1532)
    %1168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1166 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1534)
    %1169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1167 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1535)
    %1170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1169 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1536)
    %1171 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1168, %1170 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1537)
    %1172 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1158, %1171 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1538)
    %1173 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1539)
    %1174 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg78 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1540)
    %1175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%438 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1541)
    %1176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1174, %1175 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1543)
    %1177 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg125 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1544)
    %1178 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%438 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1545)
    %1179 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1178, %438 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1546)
    %1180 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1177, %1179 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1547)
    %1181 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1176, %712 : tensor<32x64xf32>, tensor<f32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1548)
    %1182 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1180, %715 : tensor<32x64xf32>, tensor<f32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1550)
    %1183 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1181 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1552)
    %1184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1182 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1553)
    %1185 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1184 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1554)
    %1186 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1183, %1185 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1555)
    %1187 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1173, %1186 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1556)
    %1188 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg32 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1557)
    %1189 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg79 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1558)
    %1190 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_275 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1559)
    %1191 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1189, %1190 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1560)
    %1192 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg126 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1561)
    %1193 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_275 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1562)
    %1194 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1193, %collapsed_275 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1563)
    %1195 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1192, %1194 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1564)
    %1196 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1191, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1565)
    %1197 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1195, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1567)
    %1198 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1196 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1569)
    %1199 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1197 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1570)
    %1200 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1199 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1571)
    %1201 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1198, %1200 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1572)
    %1202 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1188, %1201 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 2 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1573)
    %1203 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1574)
    %1204 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1575)
    %1205 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%419 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1576)
    %1206 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1204, %1205 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1578)
    %1207 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg127 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1579)
    %1208 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%419 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1580)
    %1209 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1208, %419 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1581)
    %1210 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1207, %1209 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1582)
    %1211 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1206, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1583)
    %1212 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1210, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1585)
    %1213 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1211 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1587)
    %1214 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1212 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1588)
    %1215 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1214 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1589)
    %1216 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1213, %1215 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1590)
    %1217 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1203, %1216 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1591)
    %1218 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1592)
    %1219 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg81 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1593)
    %1220 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%416 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1594)
    %1221 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1219, %1220 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1596)
    %1222 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg128 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1597)
    %1223 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%416 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1598)
    %1224 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1223, %416 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1599)
    %1225 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1222, %1224 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1600)
    %1226 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1221, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1601)
    %1227 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1225, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1603)
    %1228 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1226 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1605)
    %1229 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1227 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1606)
    %1230 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1229 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1607)
    %1231 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1228, %1230 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1608)
    %1232 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1218, %1231 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1609)
    %1233 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1610)
    %1234 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg82 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1611)
    %1235 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%414 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1612)
    %1236 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1234, %1235 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1614)
    %1237 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg129 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1615)
    %1238 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%414 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1616)
    %1239 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1238, %414 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1617)
    %1240 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1237, %1239 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1618)
    %1241 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1236, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1619)
    %1242 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1240, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1621)
    %1243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1241 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1623)
    %1244 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1242 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1624)
    %1245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1244 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1625)
    %1246 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1243, %1245 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1626)
    %1247 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1233, %1246 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1627)
    %1248 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1628)
    %1249 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg83 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1629)
    %1250 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%401 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1630)
    %1251 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1249, %1250 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1632)
    %1252 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg130 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1633)
    %1253 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%401 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1634)
    %1254 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1253, %401 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1635)
    %1255 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1252, %1254 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1636)
    %1256 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1251, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1637)
    %1257 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1255, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1639)
    %1258 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1256 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1641)
    %1259 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1257 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1642)
    %1260 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1259 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1643)
    %1261 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1258, %1260 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1644)
    %1262 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1248, %1261 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1645)
    %1263 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg37 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1646)
    %1264 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg84 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1647)
    %1265 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_267 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1648)
    %1266 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1264, %1265 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1649)
    %1267 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg131 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1650)
    %1268 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_267 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1651)
    %1269 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1268, %collapsed_267 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1652)
    %1270 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1267, %1269 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1653)
    %1271 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1266, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1654)
    %1272 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1270, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1656)
    %1273 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1271 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1658)
    %1274 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1272 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1659)
    %1275 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1274 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1660)
    %1276 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1273, %1275 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1661)
    %1277 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1263, %1276 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1662)
    %1278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1663)
    %1279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1664)
    %1280 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%383 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1665)
    %1281 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1279, %1280 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1667)
    %1282 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg132 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1668)
    %1283 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%383 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1669)
    %1284 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1283, %383 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1670)
    %1285 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1282, %1284 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1671)
    %1286 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1281, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1672)
    %1287 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1285, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1674)
    %1288 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1286 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1676)
    %1289 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1287 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1677)
    %1290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1289 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1678)
    %1291 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1288, %1290 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1679)
    %1292 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1278, %1291 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1680)
    %1293 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1681)
    %1294 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1682)
    %1295 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%380 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1683)
    %1296 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1294, %1295 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1685)
    %1297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg133 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1686)
    %1298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%380 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1687)
    %1299 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1298, %380 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1688)
    %1300 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1297, %1299 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1689)
    %1301 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1296, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1690)
    %1302 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1300, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1692)
    %1303 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1301 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1694)
    %1304 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1302 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1695)
    %1305 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1304 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1696)
    %1306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1303, %1305 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1697)
    %1307 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1293, %1306 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1698)
    %1308 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1699)
    %1309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg87 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1700)
    %1310 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%378 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1701)
    %1311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1309, %1310 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1703)
    %1312 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg134 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1704)
    %1313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%378 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1705)
    %1314 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1313, %378 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1706)
    %1315 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1312, %1314 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1707)
    %1316 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1311, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1708)
    %1317 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1315, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1710)
    %1318 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1316 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1712)
    %1319 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1317 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1713)
    %1320 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1319 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1714)
    %1321 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1318, %1320 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1715)
    %1322 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1308, %1321 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1716)
    %1323 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1717)
    %1324 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1718)
    %1325 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%368 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1719)
    %1326 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1324, %1325 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1721)
    %1327 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg135 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1722)
    %1328 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%368 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1723)
    %1329 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1328, %368 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1724)
    %1330 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1327, %1329 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1725)
    %1331 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1326, %712 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1726)
    %1332 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1330, %715 : tensor<32x32xf32>, tensor<f32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1728)
    %1333 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1331 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1730)
    %1334 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1332 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1731)
    %1335 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1334 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x32xf32> loc(#loc1732)
    %1336 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1333, %1335 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1733)
    %1337 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1323, %1336 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x32xf32> loc(#loc1734)
    %1338 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1735)
    %1339 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg89 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1736)
    %1340 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_239 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1737)
    %1341 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1339, %1340 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1738)
    %1342 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg136 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1739)
    %1343 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_239 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1740)
    %1344 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1343, %collapsed_239 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1741)
    %1345 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1342, %1344 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1742)
    %1346 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1341, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1743)
    %1347 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1345, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1745)
    %1348 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1346 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1747)
    %1349 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1347 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1748)
    %1350 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1349 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1749)
    %1351 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1348, %1350 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1750)
    %1352 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1338, %1351 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1751)
    %1353 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1752)
    %1354 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg90 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1753)
    %1355 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%350 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1754)
    %1356 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1354, %1355 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1756)
    %1357 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg137 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1757)
    %1358 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%350 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1758)
    %1359 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1358, %350 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1759)
    %1360 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1357, %1359 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1760)
    %1361 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1356, %712 : tensor<64x32xf32>, tensor<f32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1761)
    %1362 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1360, %715 : tensor<64x32xf32>, tensor<f32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1763)
    %1363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1361 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1765)
    %1364 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1362 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1766)
    %1365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1364 : tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<64x32xf32> loc(#loc1767)
    %1366 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1363, %1365 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1768)
    %1367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1353, %1366 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%90 : tensor<64x32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<64x32xf32> loc(#loc1769)
    %1368 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1770)
    %1369 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg91 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1771)
    %1370 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%345 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1772)
    %1371 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1369, %1370 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1774)
    %1372 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg138 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1775)
    %1373 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%345 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1776)
    %1374 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1373, %345 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1777)
    %1375 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1372, %1374 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1778)
    %1376 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1371, %712 : tensor<32x64xf32>, tensor<f32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1779)
    %1377 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1375, %715 : tensor<32x64xf32>, tensor<f32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1781)
    %1378 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1376 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1783)
    %1379 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1377 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1784)
    %1380 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1379 : tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32x64xf32> loc(#loc1785)
    %1381 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1378, %1380 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1786)
    %1382 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1368, %1381 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%85 : tensor<32x64xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32x64xf32> loc(#loc1787)
    %1383 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg45 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1788)
    %1384 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg92 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1789)
    %1385 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_211 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1790)
    %1386 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1384, %1385 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1791)
    %1387 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg139 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1792)
    %1388 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_211 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1793)
    %1389 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1388, %collapsed_211 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1794)
    %1390 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1387, %1389 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1795)
    %1391 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1386, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1796)
    %1392 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1390, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1798)
    %1393 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1391 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1800)
    %1394 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1392 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1801)
    %1395 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1394 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1802)
    %1396 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1393, %1395 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1803)
    %1397 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1383, %1396 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.layer = 3 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1804)
    %1398 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg46 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_6 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1805)
    %1399 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg93 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_7 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1806)
    %1400 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_203 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_8 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1807)
    %1401 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1399, %1400 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1808)
    %1402 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg140 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_9 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1809)
    %1403 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_203 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_10 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1810)
    %1404 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1403, %collapsed_203 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.mulf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1811)
    %1405 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1402, %1404 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.addf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1812)
    %1406 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1401, %712 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1813)
    %1407 = linalg.generic {indexing_maps = [#map3, #map20, #map3], iterator_types = ["parallel"]} ins(%1405, %715 : tensor<32xf32>, tensor<f32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1815)
    %1408 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1406 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_11 : f64 to f32
      %1414 = arith.mulf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1817)
    %1409 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1407 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = math.sqrt %in : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1818)
    %1410 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%1409 : tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1413 = arith.truncf %cst_12 : f64 to f32
      %1414 = arith.addf %in, %1413 : f32
      linalg.yield %1414 : f32
    } -> tensor<32xf32> loc(#loc1819)
    %1411 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1408, %1410 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.divf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1820)
    %1412 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%1398, %1411 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_431: f32, %out: f32):
      %1413 = arith.subf %in, %in_431 : f32
      linalg.yield %1413 : f32
    } -> tensor<32xf32> loc(#loc1821)
    return {memopt.phase = "optimizer"} %306, %721, %736, %751, %766, %781, %797, %812, %827, %842, %857, %872, %887, %902, %917, %932, %947, %962, %977, %992, %1007, %1022, %1037, %1052, %1067, %1082, %1097, %1112, %1127, %1142, %1157, %1172, %1187, %1202, %1217, %1232, %1247, %1262, %1277, %1292, %1307, %1322, %1337, %1352, %1367, %1382, %1397, %1412, %706, %725, %740, %755, %770, %786, %801, %816, %831, %846, %861, %876, %891, %906, %921, %936, %951, %966, %981, %996, %1011, %1026, %1041, %1056, %1071, %1086, %1101, %1116, %1131, %1146, %1161, %1176, %1191, %1206, %1221, %1236, %1251, %1266, %1281, %1296, %1311, %1326, %1341, %1356, %1371, %1386, %1401, %710, %729, %744, %759, %774, %790, %805, %820, %835, %850, %865, %880, %895, %910, %925, %940, %955, %970, %985, %1000, %1015, %1030, %1045, %1060, %1075, %1090, %1105, %1120, %1135, %1150, %1165, %1180, %1195, %1210, %1225, %1240, %1255, %1270, %1285, %1300, %1315, %1330, %1345, %1360, %1375, %1390, %1405 : tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x2xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x2xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x2xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x2xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x2xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x2xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32> loc(#loc1821)
  } loc(#loc1)
} loc(#loc)
