#loc1 = loc("forward/-/embedding":30:0)
#loc2 = loc("backward/-/scatter":269:0)
#loc3 = loc("forward/0/add_1":37:0)
#loc4 = loc("backward/1/mul_39":314:0)
#loc5 = loc("backward/1/mul_40":316:0)
#loc6 = loc("backward/1/mul_44":323:0)
#loc7 = loc("forward/0/logical_and":79:0)
#loc8 = loc("forward/0/where":82:0)
#loc9 = loc("forward/-/where_3":256:0)
#loc10 = loc("backward/-/div_1":263:0)
#loc11 = loc("backward/-/clamp_1":573:0)
#loc12 = loc("backward/-/clamp":560:0)
#loc13 = loc("forward/-/ne":247:0)
#loc14 = loc("backward/0/index_put":564:0)
#loc15 = loc("backward/0/index_put_1":577:0)
#loc16 = loc("backward/1/sub_13":322:0)
#loc17 = loc("forward/-/where_2":249:0)
#loc18 = loc("forward/-/arange":31:0)
#loc19 = loc("forward/-/embedding_1":32:0)
#loc20 = loc("forward/-/add":33:0)
#loc21 = loc("forward/0/var_mean":34:0)
#loc22 = loc("forward/0/rsqrt":38:0)
#loc23 = loc("forward/0/sub":39:0)
#loc24 = loc("forward/0/mul":40:0)
#loc25 = loc("forward/0/mul_1":41:0)
#loc26 = loc("forward/0/add_2":42:0)
#loc30 = loc("forward/0/expand":47:0)
#loc31 = loc("forward/0/add_3":49:0)
#loc45 = loc("forward/0/view_7":69:0)
#loc46 = loc("forward/0/mul_4":70:0)
#loc47 = loc("forward/0/unsqueeze":74:0)
#loc48 = loc("forward/0/unsqueeze_1":76:0)
#loc49 = loc("forward/0/sub_1":77:0)
#loc50 = loc("forward/0/le":78:0)
#loc51 = loc("forward/0/bitwise_not":80:0)
#loc52 = loc("forward/0/_softmax":83:0)
#loc61 = loc("forward/0/expand_5":98:0)
#loc62 = loc("forward/0/add_4":100:0)
#loc65 = loc("forward/0/view_13":101:0)
#loc66 = loc("forward/0/add_5":102:0)
#loc67 = loc("forward/0/var_mean_1":103:0)
#loc68 = loc("forward/0/add_6":106:0)
#loc69 = loc("forward/0/rsqrt_1":107:0)
#loc70 = loc("forward/0/sub_2":108:0)
#loc71 = loc("forward/0/mul_7":109:0)
#loc72 = loc("forward/0/mul_8":110:0)
#loc73 = loc("forward/0/add_7":111:0)
#loc77 = loc("forward/0/expand_6":116:0)
#loc78 = loc("forward/0/add_8":118:0)
#loc81 = loc("forward/0/view_15":119:0)
#loc82 = loc("forward/0/gelu":120:0)
#loc86 = loc("forward/0/expand_7":125:0)
#loc87 = loc("forward/0/add_9":127:0)
#loc90 = loc("forward/0/view_17":128:0)
#loc91 = loc("forward/0/add_10":129:0)
#loc92 = loc("forward/1/var_mean_2":130:0)
#loc93 = loc("forward/1/add_11":133:0)
#loc94 = loc("forward/1/rsqrt_2":134:0)
#loc95 = loc("forward/1/sub_3":135:0)
#loc96 = loc("forward/1/mul_13":136:0)
#loc97 = loc("forward/1/mul_14":137:0)
#loc98 = loc("forward/1/add_12":138:0)
#loc102 = loc("forward/1/expand_8":143:0)
#loc103 = loc("forward/1/add_13":145:0)
#loc117 = loc("forward/1/view_25":165:0)
#loc118 = loc("forward/1/mul_17":166:0)
#loc119 = loc("forward/1/where_1":178:0)
#loc121 = loc("forward/1/_softmax_1":179:0)
#loc130 = loc("forward/1/expand_13":194:0)
#loc131 = loc("forward/1/add_14":196:0)
#loc134 = loc("forward/1/view_31":197:0)
#loc135 = loc("forward/1/add_15":198:0)
#loc136 = loc("forward/1/var_mean_3":199:0)
#loc137 = loc("forward/1/add_16":202:0)
#loc138 = loc("forward/1/rsqrt_3":203:0)
#loc139 = loc("forward/1/sub_5":204:0)
#loc140 = loc("forward/1/mul_20":205:0)
#loc141 = loc("forward/1/mul_21":206:0)
#loc142 = loc("forward/1/add_17":207:0)
#loc146 = loc("forward/1/expand_14":212:0)
#loc147 = loc("forward/1/add_18":214:0)
#loc150 = loc("forward/1/view_33":215:0)
#loc151 = loc("forward/1/gelu_1":216:0)
#loc155 = loc("forward/1/expand_15":221:0)
#loc156 = loc("forward/1/add_19":223:0)
#loc159 = loc("forward/1/view_35":224:0)
#loc160 = loc("forward/1/add_20":225:0)
#loc161 = loc("forward/-/var_mean_4":226:0)
#loc162 = loc("forward/-/add_21":229:0)
#loc163 = loc("forward/-/rsqrt_4":230:0)
#loc164 = loc("forward/-/sub_6":231:0)
#loc165 = loc("forward/-/mul_26":232:0)
#loc166 = loc("forward/-/mul_27":233:0)
#loc167 = loc("forward/-/add_22":234:0)
#loc171 = loc("forward/-/view_39":240:0)
#loc172 = loc("forward/-/amax":241:0)
#loc174 = loc("forward/-/sub_7":242:0)
#loc175 = loc("forward/-/exp":243:0)
#loc176 = loc("forward/-/sum_1":244:0)
#loc177 = loc("forward/-/log":245:0)
#loc178 = loc("forward/-/sub_8":246:0)
#loc179 = loc("forward/-/unsqueeze_4":250:0)
#loc180 = loc("forward/-/gather":251:0)
#loc181 = loc("forward/-/squeeze":252:0)
#loc182 = loc("forward/-/neg":253:0)
#loc184 = loc("forward/-/sum_2":258:0)
#loc186 = loc("forward/-/convert_element_type":259:0)
#loc187 = loc("forward/-/sum_3":260:0)
#loc188 = loc("forward/-/div":261:0)
#loc189 = loc("backward/-/unsqueeze_5":264:0)
#loc190 = loc("backward/-/ne_3":265:0)
#loc191 = loc("backward/-/where_4":267:0)
#loc192 = loc("backward/-/where_5":272:0)
#loc194 = loc("backward/-/mul_28":273:0)
#loc195 = loc("backward/-/exp_1":274:0)
#loc196 = loc("backward/-/sum_4":275:0)
#loc197 = loc("backward/-/mul_29":276:0)
#loc198 = loc("backward/-/sub_9":277:0)
#loc202 = loc("backward/-/view_42":285:0)
#loc203 = loc("backward/-/mul_31":289:0)
#loc204 = loc("backward/-/mul_32":290:0)
#loc205 = loc("backward/-/sum_5":291:0)
#loc206 = loc("backward/1/mul_33":292:0)
#loc208 = loc("backward/1/sum_6":293:0)
#loc209 = loc("backward/1/mul_34":294:0)
#loc210 = loc("backward/-/sub_11":295:0)
#loc211 = loc("backward/1/sub_12":296:0)
#loc212 = loc("backward/-/div_2":297:0)
#loc213 = loc("backward/1/mul_35":298:0)
#loc214 = loc("backward/1/mul_36":299:0)
#loc215 = loc("backward/1/sum_7":300:0)
#loc216 = loc("backward/-/sum_8":301:0)
#loc217 = loc("backward/1/view_43":302:0)
#loc221 = loc("backward/1/sum_9":308:0)
#loc223 = loc("backward/1/view_45":310:0)
#loc224 = loc("backward/1/mul_37":312:0)
#loc225 = loc("backward/1/mul_38":313:0)
#loc226 = loc("backward/1/add_23":315:0)
#loc227 = loc("backward/1/tanh":317:0)
#loc228 = loc("backward/1/mul_41":318:0)
#loc229 = loc("backward/1/add_24":319:0)
#loc230 = loc("backward/1/mul_42":320:0)
#loc231 = loc("backward/1/mul_43":321:0)
#loc232 = loc("backward/1/add_25":324:0)
#loc233 = loc("backward/1/mul_45":325:0)
#loc234 = loc("backward/1/mul_46":326:0)
#loc235 = loc("backward/1/mul_47":327:0)
#loc236 = loc("backward/1/add_26":328:0)
#loc237 = loc("backward/1/mul_48":329:0)
#loc238 = loc("backward/1/view_46":330:0)
#loc242 = loc("backward/1/sum_10":336:0)
#loc244 = loc("backward/1/view_48":338:0)
#loc245 = loc("backward/1/mul_50":342:0)
#loc246 = loc("backward/1/mul_51":343:0)
#loc247 = loc("backward/1/sum_11":344:0)
#loc248 = loc("backward/1/mul_52":345:0)
#loc250 = loc("backward/1/sum_12":346:0)
#loc251 = loc("backward/1/mul_53":347:0)
#loc252 = loc("backward/1/sub_15":348:0)
#loc253 = loc("backward/1/sub_16":349:0)
#loc254 = loc("backward/1/div_3":350:0)
#loc255 = loc("backward/1/mul_54":351:0)
#loc256 = loc("backward/1/mul_55":352:0)
#loc257 = loc("backward/1/sum_13":353:0)
#loc258 = loc("backward/1/sum_14":354:0)
#loc259 = loc("backward/1/add_27":355:0)
#loc260 = loc("backward/1/view_49":356:0)
#loc264 = loc("backward/1/sum_15":362:0)
#loc274 = loc("backward/1/view_55":375:0)
#loc275 = loc("backward/1/mul_56":376:0)
#loc276 = loc("backward/1/sum_16":377:0)
#loc277 = loc("backward/1/mul_57":378:0)
#loc278 = loc("backward/1/sub_17":379:0)
#loc279 = loc("backward/1/where_6":381:0)
#loc280 = loc("backward/1/mul_58":382:0)
#loc295 = loc("backward/1/view_62":400:0)
#loc299 = loc("backward/1/sum_17":406:0)
#loc301 = loc("backward/1/view_64":408:0)
#loc302 = loc("backward/1/mul_60":412:0)
#loc303 = loc("backward/1/mul_61":413:0)
#loc304 = loc("backward/1/sum_18":414:0)
#loc305 = loc("backward/1/mul_62":415:0)
#loc307 = loc("backward/1/sum_19":416:0)
#loc308 = loc("backward/1/mul_63":417:0)
#loc309 = loc("backward/1/sub_19":418:0)
#loc310 = loc("backward/1/sub_20":419:0)
#loc311 = loc("backward/1/div_4":420:0)
#loc312 = loc("backward/1/mul_64":421:0)
#loc313 = loc("backward/1/mul_65":422:0)
#loc314 = loc("backward/1/sum_20":423:0)
#loc315 = loc("backward/1/sum_21":424:0)
#loc316 = loc("backward/1/add_28":425:0)
#loc317 = loc("backward/1/view_65":426:0)
#loc321 = loc("backward/1/sum_22":432:0)
#loc323 = loc("backward/0/view_67":434:0)
#loc324 = loc("backward/0/mul_66":436:0)
#loc325 = loc("backward/0/mul_67":437:0)
#loc326 = loc("backward/0/mul_68":438:0)
#loc327 = loc("backward/0/add_29":439:0)
#loc328 = loc("backward/0/mul_69":440:0)
#loc329 = loc("backward/0/tanh_1":441:0)
#loc330 = loc("backward/0/mul_70":442:0)
#loc331 = loc("backward/0/add_30":443:0)
#loc332 = loc("backward/0/mul_71":444:0)
#loc333 = loc("backward/0/mul_72":445:0)
#loc334 = loc("backward/0/sub_21":446:0)
#loc335 = loc("backward/0/mul_73":447:0)
#loc336 = loc("backward/0/add_31":448:0)
#loc337 = loc("backward/0/mul_74":449:0)
#loc338 = loc("backward/0/mul_75":450:0)
#loc339 = loc("backward/0/mul_76":451:0)
#loc340 = loc("backward/0/add_32":452:0)
#loc341 = loc("backward/0/mul_77":453:0)
#loc342 = loc("backward/0/view_68":454:0)
#loc346 = loc("backward/0/sum_23":460:0)
#loc348 = loc("backward/0/view_70":462:0)
#loc349 = loc("backward/0/mul_79":466:0)
#loc350 = loc("backward/0/mul_80":467:0)
#loc351 = loc("backward/0/sum_24":468:0)
#loc352 = loc("backward/0/mul_81":469:0)
#loc354 = loc("backward/0/sum_25":470:0)
#loc355 = loc("backward/0/mul_82":471:0)
#loc356 = loc("backward/0/sub_23":472:0)
#loc357 = loc("backward/0/sub_24":473:0)
#loc358 = loc("backward/0/div_5":474:0)
#loc359 = loc("backward/0/mul_83":475:0)
#loc360 = loc("backward/0/mul_84":476:0)
#loc361 = loc("backward/0/sum_26":477:0)
#loc362 = loc("backward/0/sum_27":478:0)
#loc363 = loc("backward/0/add_33":479:0)
#loc364 = loc("backward/0/view_71":480:0)
#loc368 = loc("backward/0/sum_28":486:0)
#loc378 = loc("backward/0/view_77":499:0)
#loc379 = loc("backward/0/mul_85":500:0)
#loc380 = loc("backward/0/sum_29":501:0)
#loc381 = loc("backward/0/mul_86":502:0)
#loc382 = loc("backward/0/sub_25":503:0)
#loc383 = loc("backward/0/where_7":505:0)
#loc384 = loc("backward/0/mul_87":506:0)
#loc399 = loc("backward/0/view_84":524:0)
#loc403 = loc("backward/0/sum_30":530:0)
#loc405 = loc("backward/0/view_86":532:0)
#loc406 = loc("backward/0/mul_89":536:0)
#loc407 = loc("backward/0/mul_90":537:0)
#loc408 = loc("backward/0/sum_31":538:0)
#loc409 = loc("backward/0/mul_91":539:0)
#loc411 = loc("backward/0/sum_32":540:0)
#loc412 = loc("backward/0/mul_92":541:0)
#loc413 = loc("backward/0/sub_27":542:0)
#loc414 = loc("backward/0/sub_28":543:0)
#loc415 = loc("backward/0/div_6":544:0)
#loc416 = loc("backward/0/mul_93":545:0)
#loc417 = loc("backward/0/mul_94":546:0)
#loc418 = loc("backward/0/sum_33":547:0)
#loc419 = loc("backward/0/sum_34":548:0)
#loc420 = loc("backward/0/add_34":549:0)
#loc421 = loc("backward/0/sum_35":550:0)
#loc422 = loc("backward/0/view_87":551:0)
#loc423 = loc("backward/-/ge":552:0)
#loc424 = loc("backward/-/lt":553:0)
#loc425 = loc("backward/-/bitwise_and":554:0)
#loc426 = loc("backward/-/ne_5":555:0)
#loc427 = loc("backward/-/bitwise_and_1":556:0)
#loc428 = loc("backward/-/unsqueeze_6":557:0)
#loc429 = loc("backward/-/bitwise_not_2":561:0)
#loc430 = loc("backward/0/where_8":563:0)
#loc433 = loc("backward/-/ge_1":565:0)
#loc434 = loc("backward/-/lt_1":566:0)
#loc435 = loc("backward/-/bitwise_and_2":567:0)
#loc436 = loc("backward/-/ne_6":568:0)
#loc437 = loc("backward/-/bitwise_and_3":569:0)
#loc438 = loc("backward/-/unsqueeze_7":570:0)
#loc439 = loc("backward/-/bitwise_not_3":574:0)
#loc440 = loc("backward/0/where_9":576:0)
#loc443 = loc("backward/0/add_35":578:0)
#loc = loc(unknown)
#loc27 = loc("forward/0/permute":43:0)
#loc28 = loc("forward/0/view":44:0)
#loc29 = loc("forward/0/mm":45:0)
#loc34 = loc("forward/0/view_1":50:0)
#loc35 = loc("forward/0/getitem_2":52:0)
#loc36 = loc("forward/0/view_2":55:0)
#loc37 = loc("forward/0/permute_1":56:0)
#loc38 = loc("forward/0/view_3":57:0)
#loc39 = loc("forward/0/view_4":59:0)
#loc40 = loc("forward/0/permute_3":60:0)
#loc41 = loc("forward/0/permute_4":61:0)
#loc42 = loc("forward/0/view_5":64:0)
#loc43 = loc("forward/0/view_6":67:0)
#loc44 = loc("forward/0/bmm":68:0)
#loc53 = loc("forward/0/view_8":85:0)
#loc54 = loc("forward/0/view_9":88:0)
#loc55 = loc("forward/0/bmm_1":89:0)
#loc56 = loc("forward/0/view_10":90:0)
#loc57 = loc("forward/0/permute_5":91:0)
#loc58 = loc("forward/0/permute_6":94:0)
#loc59 = loc("forward/0/view_12":95:0)
#loc60 = loc("forward/0/mm_1":96:0)
#loc74 = loc("forward/0/permute_7":112:0)
#loc75 = loc("forward/0/view_14":113:0)
#loc76 = loc("forward/0/mm_2":114:0)
#loc83 = loc("forward/0/permute_8":121:0)
#loc84 = loc("forward/0/view_16":122:0)
#loc85 = loc("forward/0/mm_3":123:0)
#loc99 = loc("forward/1/permute_9":139:0)
#loc100 = loc("forward/1/view_18":140:0)
#loc101 = loc("forward/1/mm_4":141:0)
#loc106 = loc("forward/1/view_19":146:0)
#loc107 = loc("forward/1/getitem_9":148:0)
#loc108 = loc("forward/1/view_20":151:0)
#loc109 = loc("forward/1/permute_10":152:0)
#loc110 = loc("forward/1/view_21":153:0)
#loc111 = loc("forward/1/view_22":155:0)
#loc112 = loc("forward/1/permute_12":156:0)
#loc113 = loc("forward/1/permute_13":157:0)
#loc114 = loc("forward/1/view_23":160:0)
#loc115 = loc("forward/1/view_24":163:0)
#loc116 = loc("forward/1/bmm_2":164:0)
#loc122 = loc("forward/1/view_26":181:0)
#loc123 = loc("forward/1/view_27":184:0)
#loc124 = loc("forward/1/bmm_3":185:0)
#loc125 = loc("forward/1/view_28":186:0)
#loc126 = loc("forward/1/permute_14":187:0)
#loc127 = loc("forward/1/permute_15":190:0)
#loc128 = loc("forward/1/view_30":191:0)
#loc129 = loc("forward/1/mm_5":192:0)
#loc143 = loc("forward/1/permute_16":208:0)
#loc144 = loc("forward/1/view_32":209:0)
#loc145 = loc("forward/1/mm_6":210:0)
#loc152 = loc("forward/1/permute_17":217:0)
#loc153 = loc("forward/1/view_34":218:0)
#loc154 = loc("forward/1/mm_7":219:0)
#loc168 = loc("forward/-/permute_18":235:0)
#loc169 = loc("forward/-/view_36":236:0)
#loc170 = loc("forward/-/mm_8":237:0)
#loc199 = loc("backward/-/permute_19":280:0)
#loc200 = loc("backward/-/mm_9":281:0)
#loc201 = loc("backward/-/mm_10":284:0)
#loc218 = loc("backward/1/mm_11":304:0)
#loc219 = loc("backward/1/permute_24":305:0)
#loc220 = loc("backward/1/mm_12":306:0)
#loc222 = loc("backward/1/view_44":309:0)
#loc239 = loc("backward/1/mm_13":332:0)
#loc240 = loc("backward/1/permute_28":333:0)
#loc241 = loc("backward/1/mm_14":334:0)
#loc243 = loc("backward/1/view_47":337:0)
#loc261 = loc("backward/1/mm_15":358:0)
#loc262 = loc("backward/1/permute_32":359:0)
#loc263 = loc("backward/1/mm_16":360:0)
#loc265 = loc("backward/1/view_50":363:0)
#loc266 = loc("backward/1/view_52":366:0)
#loc267 = loc("backward/1/permute_35":367:0)
#loc268 = loc("backward/1/view_53":369:0)
#loc269 = loc("backward/1/permute_36":370:0)
#loc270 = loc("backward/1/bmm_4":371:0)
#loc271 = loc("backward/1/permute_37":372:0)
#loc272 = loc("backward/1/bmm_5":373:0)
#loc273 = loc("backward/1/view_54":374:0)
#loc281 = loc("backward/1/view_56":383:0)
#loc282 = loc("backward/1/permute_38":384:0)
#loc283 = loc("backward/1/bmm_6":385:0)
#loc284 = loc("backward/1/permute_39":386:0)
#loc285 = loc("backward/1/bmm_7":387:0)
#loc286 = loc("backward/1/view_57":388:0)
#loc287 = loc("backward/1/view_58":389:0)
#loc288 = loc("backward/1/permute_41":391:0)
#loc289 = loc("backward/1/view_59":393:0)
#loc290 = loc("backward/1/permute_42":394:0)
#loc291 = loc("backward/1/view_60":395:0)
#loc292 = loc("backward/1/permute_43":396:0)
#loc293 = loc("backward/1/view_61":398:0)
#loc294 = loc("backward/1/cat":399:0)
#loc296 = loc("backward/1/mm_17":402:0)
#loc297 = loc("backward/1/permute_45":403:0)
#loc298 = loc("backward/1/mm_18":404:0)
#loc300 = loc("backward/1/view_63":407:0)
#loc318 = loc("backward/0/mm_19":428:0)
#loc319 = loc("backward/1/permute_49":429:0)
#loc320 = loc("backward/0/mm_20":430:0)
#loc322 = loc("backward/1/view_66":433:0)
#loc343 = loc("backward/0/mm_21":456:0)
#loc344 = loc("backward/0/permute_53":457:0)
#loc345 = loc("backward/0/mm_22":458:0)
#loc347 = loc("backward/0/view_69":461:0)
#loc365 = loc("backward/0/mm_23":482:0)
#loc366 = loc("backward/0/permute_57":483:0)
#loc367 = loc("backward/0/mm_24":484:0)
#loc369 = loc("backward/0/view_72":487:0)
#loc370 = loc("backward/0/view_74":490:0)
#loc371 = loc("backward/0/permute_60":491:0)
#loc372 = loc("backward/0/view_75":493:0)
#loc373 = loc("backward/0/permute_61":494:0)
#loc374 = loc("backward/0/bmm_8":495:0)
#loc375 = loc("backward/0/permute_62":496:0)
#loc376 = loc("backward/0/bmm_9":497:0)
#loc377 = loc("backward/0/view_76":498:0)
#loc385 = loc("backward/0/view_78":507:0)
#loc386 = loc("backward/0/permute_63":508:0)
#loc387 = loc("backward/0/bmm_10":509:0)
#loc388 = loc("backward/0/permute_64":510:0)
#loc389 = loc("backward/0/bmm_11":511:0)
#loc390 = loc("backward/0/view_79":512:0)
#loc391 = loc("backward/0/view_80":513:0)
#loc392 = loc("backward/0/permute_66":515:0)
#loc393 = loc("backward/0/view_81":517:0)
#loc394 = loc("backward/0/permute_67":518:0)
#loc395 = loc("backward/0/view_82":519:0)
#loc396 = loc("backward/0/permute_68":520:0)
#loc397 = loc("backward/0/view_83":522:0)
#loc398 = loc("backward/0/cat_1":523:0)
#loc400 = loc("backward/0/mm_25":526:0)
#loc401 = loc("backward/0/permute_70":527:0)
#loc402 = loc("backward/0/mm_26":528:0)
#loc404 = loc("backward/0/view_85":531:0)
#loc445 = loc(callsite(#loc2 at #loc2))
#loc446 = loc(callsite(#loc14 at #loc14))
#loc449 = loc(callsite(#loc15 at #loc15))
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
  func.func @train_step(%arg0: tensor<64x32xf32> {memopt.name = "wte.weight", memopt.role = "parameter"}, %arg1: tensor<16x32xf32> {memopt.name = "wpe.weight", memopt.role = "parameter"}, %arg2: tensor<32xf32> {memopt.name = "h.0.ln_1.weight", memopt.role = "parameter"}, %arg3: tensor<32xf32> {memopt.name = "h.0.ln_1.bias", memopt.role = "parameter"}, %arg4: tensor<96x32xf32> {memopt.name = "h.0.attn.c_attn.weight", memopt.role = "parameter"}, %arg5: tensor<96xf32> {memopt.name = "h.0.attn.c_attn.bias", memopt.role = "parameter"}, %arg6: tensor<32x32xf32> {memopt.name = "h.0.attn.c_proj.weight", memopt.role = "parameter"}, %arg7: tensor<32xf32> {memopt.name = "h.0.attn.c_proj.bias", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "h.0.ln_2.weight", memopt.role = "parameter"}, %arg9: tensor<32xf32> {memopt.name = "h.0.ln_2.bias", memopt.role = "parameter"}, %arg10: tensor<128x32xf32> {memopt.name = "h.0.mlp.0.weight", memopt.role = "parameter"}, %arg11: tensor<128xf32> {memopt.name = "h.0.mlp.0.bias", memopt.role = "parameter"}, %arg12: tensor<32x128xf32> {memopt.name = "h.0.mlp.2.weight", memopt.role = "parameter"}, %arg13: tensor<32xf32> {memopt.name = "h.0.mlp.2.bias", memopt.role = "parameter"}, %arg14: tensor<32xf32> {memopt.name = "h.1.ln_1.weight", memopt.role = "parameter"}, %arg15: tensor<32xf32> {memopt.name = "h.1.ln_1.bias", memopt.role = "parameter"}, %arg16: tensor<96x32xf32> {memopt.name = "h.1.attn.c_attn.weight", memopt.role = "parameter"}, %arg17: tensor<96xf32> {memopt.name = "h.1.attn.c_attn.bias", memopt.role = "parameter"}, %arg18: tensor<32x32xf32> {memopt.name = "h.1.attn.c_proj.weight", memopt.role = "parameter"}, %arg19: tensor<32xf32> {memopt.name = "h.1.attn.c_proj.bias", memopt.role = "parameter"}, %arg20: tensor<32xf32> {memopt.name = "h.1.ln_2.weight", memopt.role = "parameter"}, %arg21: tensor<32xf32> {memopt.name = "h.1.ln_2.bias", memopt.role = "parameter"}, %arg22: tensor<128x32xf32> {memopt.name = "h.1.mlp.0.weight", memopt.role = "parameter"}, %arg23: tensor<128xf32> {memopt.name = "h.1.mlp.0.bias", memopt.role = "parameter"}, %arg24: tensor<32x128xf32> {memopt.name = "h.1.mlp.2.weight", memopt.role = "parameter"}, %arg25: tensor<32xf32> {memopt.name = "h.1.mlp.2.bias", memopt.role = "parameter"}, %arg26: tensor<32xf32> {memopt.name = "ln_f.weight", memopt.role = "parameter"}, %arg27: tensor<32xf32> {memopt.name = "ln_f.bias", memopt.role = "parameter"}, %arg28: tensor<2x16xi64> {memopt.name = "tokens", memopt.range = array<i64: 0, 64>, memopt.role = "input"}, %arg29: tensor<2x16xi64> {memopt.name = "targets", memopt.range = array<i64: 0, 64>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "wte.weight.grad", memopt.role = "gradient"}, tensor<16x32xf32> {memopt.name = "wpe.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.ln_1.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.ln_1.bias.grad", memopt.role = "gradient"}, tensor<96x32xf32> {memopt.name = "h.0.attn.c_attn.weight.grad", memopt.role = "gradient"}, tensor<96xf32> {memopt.name = "h.0.attn.c_attn.bias.grad", memopt.role = "gradient"}, tensor<32x32xf32> {memopt.name = "h.0.attn.c_proj.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.attn.c_proj.bias.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.ln_2.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.ln_2.bias.grad", memopt.role = "gradient"}, tensor<128x32xf32> {memopt.name = "h.0.mlp.0.weight.grad", memopt.role = "gradient"}, tensor<128xf32> {memopt.name = "h.0.mlp.0.bias.grad", memopt.role = "gradient"}, tensor<32x128xf32> {memopt.name = "h.0.mlp.2.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.mlp.2.bias.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.ln_1.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.ln_1.bias.grad", memopt.role = "gradient"}, tensor<96x32xf32> {memopt.name = "h.1.attn.c_attn.weight.grad", memopt.role = "gradient"}, tensor<96xf32> {memopt.name = "h.1.attn.c_attn.bias.grad", memopt.role = "gradient"}, tensor<32x32xf32> {memopt.name = "h.1.attn.c_proj.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.attn.c_proj.bias.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.ln_2.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.ln_2.bias.grad", memopt.role = "gradient"}, tensor<128x32xf32> {memopt.name = "h.1.mlp.0.weight.grad", memopt.role = "gradient"}, tensor<128xf32> {memopt.name = "h.1.mlp.0.bias.grad", memopt.role = "gradient"}, tensor<32x128xf32> {memopt.name = "h.1.mlp.2.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.mlp.2.bias.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "ln_f.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "ln_f.bias.grad", memopt.role = "gradient"}) {
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<32x64xf32> loc(#loc2)
    %c16 = arith.constant {memopt.phase = "backward"} 16 : index loc(#loc)
    %c64 = arith.constant {memopt.phase = "backward"} 64 : index loc(#loc)
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
    %cst_10 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<true> : tensor<16x16xi1> loc(#loc7)
    %cst_11 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} dense<0xFF800000> : tensor<f32> loc(#loc8)
    %cst_12 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<f32> loc(#loc9)
    %cst_13 = arith.constant {memopt.phase = "backward"} dense<1.000000e+00> : tensor<f32> loc(#loc10)
    %cst_14 = arith.constant {memopt.phase = "backward"} 3.200000e+01 : f64 loc(#loc)
    %cst_15 = arith.constant {memopt.phase = "backward"} 3.200000e+01 : f32 loc(#loc)
    %cst_16 = arith.constant {memopt.phase = "backward"} 2.500000e-01 : f32 loc(#loc)
    %c63_i64 = arith.constant {memopt.phase = "backward"} 63 : i64 loc(#loc11)
    %c-64_i64 = arith.constant {memopt.phase = "backward"} -64 : i64 loc(#loc11)
    %c15_i64 = arith.constant {memopt.phase = "backward"} 15 : i64 loc(#loc12)
    %c-16_i64 = arith.constant {memopt.phase = "backward"} -16 : i64 loc(#loc12)
    %c-100_i64 = arith.constant {memopt.phase = "forward"} -100 : i64 loc(#loc13)
    %c64_i64 = arith.constant {memopt.phase = "forward"} 64 : i64 loc(#loc)
    %c16_i64 = arith.constant {memopt.phase = "forward"} 16 : i64 loc(#loc)
    %c-1_i64 = arith.constant {memopt.phase = "forward"} -1 : i64 loc(#loc)
    %c32 = arith.constant {memopt.phase = "forward"} 32 : index loc(#loc)
    %c0_i64 = arith.constant {memopt.phase = "forward"} 0 : i64 loc(#loc)
    %cst_17 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32 loc(#loc)
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index loc(#loc)
    %cst_18 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<16x32xf32> loc(#loc14)
    %cst_19 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<64x32xf32> loc(#loc15)
    %cst_20 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} -1.000000e+00 : f32 loc(#loc)
    %cst_21 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} dense<1> : tensor<i64> loc(#loc16)
    %cst_22 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<i64> loc(#loc17)
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %399 = arith.index_cast %in : i64 to index
      %400 = linalg.index 2 : index
      %401 = arith.cmpi slt, %399, %c64 : index
      cf.assert %401, "index must be smaller than dim size"
      %402 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %402, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%399, %400] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32> loc(#loc1)
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<16xi64> loc(#loc18)
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i64):
      %399 = linalg.index 0 : index
      %400 = arith.index_cast %399 : index to i64
      linalg.yield %400 : i64
    } -> tensor<16xi64> loc(#loc18)
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<16x32xf32> loc(#loc19)
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<16xi64>) outs(%4 : tensor<16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %399 = arith.index_cast %in : i64 to index
      %400 = linalg.index 1 : index
      %401 = arith.cmpi slt, %399, %c16 : index
      cf.assert %401, "index must be smaller than dim size"
      %402 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %402, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%399, %400] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32xf32> loc(#loc19)
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x16x32xf32>, tensor<16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc20)
    %7 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf64> loc(#loc21)
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %399 = arith.extf %in : f32 to f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc21)
    %9 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf64> loc(#loc21)
    %10 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_0 : f64) outs(%9 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64> loc(#loc21)
    %11 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc21)
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_14 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc21)
    %13 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %399 = arith.subf %in, %in_165 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc21)
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %399 = arith.mulf %in, %in_165 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc21)
    %15 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc21)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_14 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc21)
    %17 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32> loc(#loc21)
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %399 = arith.truncf %in : f64 to f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc21)
    %19 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%17 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32> loc(#loc21)
    %20 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc21)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc21)
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_6 : f64 to f32
      %400 = arith.addf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x1xf32> loc(#loc3)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.rsqrt %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc22)
    %24 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc23)
    %25 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc24)
    %26 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc25)
    %27 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %arg3 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc26)
    %28 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> loc(#loc27)
    %transposed = linalg.transpose ins(%arg4 : tensor<96x32xf32>) outs(%28 : tensor<32x96xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc27)
    %collapsed = tensor.collapse_shape %27 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc28)
    %29 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%28 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc29)
    %30 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x96xf32>) outs(%29 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc29)
    %31 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc30)
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x96xf32> loc(#loc31)
    %expanded = tensor.expand_shape %32 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc34)
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc35)
    %extracted_slice_23 = tensor.extract_slice %expanded[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc35)
    %extracted_slice_24 = tensor.extract_slice %expanded[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc35)
    %expanded_25 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc36)
    %33 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> loc(#loc37)
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc37)
    %expanded_27 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc38)
    %expanded_28 = tensor.expand_shape %extracted_slice_24 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc39)
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc40)
    %transposed_30 = linalg.transpose ins(%expanded_27 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc41)
    %collapsed_31 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc42)
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc43)
    %34 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> loc(#loc44)
    %35 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%34 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc44)
    %36 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_31, %collapsed_32 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc44)
    %expanded_33 = tensor.expand_shape %36 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc45)
    %37 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_16 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc46)
    %expanded_34 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16xi64> into tensor<1x16xi64> loc(#loc47)
    %expanded_35 = tensor.expand_shape %3 [[0, 1]] output_shape [16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16xi64> into tensor<16x1xi64> loc(#loc48)
    %38 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi64> loc(#loc49)
    %39 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_34, %expanded_35 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%38 : tensor<16x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %in_165: i64, %out: i64):
      %399 = arith.subi %in, %in_165 : i64
      linalg.yield %399 : i64
    } -> tensor<16x16xi64> loc(#loc49)
    %40 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi1> loc(#loc50)
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<16x16xi64>) outs(%40 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %399 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %399 : i1
    } -> tensor<16x16xi1> loc(#loc50)
    %42 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_10 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%40 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %399 = arith.andi %in, %in_165 : i1
      linalg.yield %399 : i1
    } -> tensor<16x16xi1> loc(#loc7)
    %43 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<16x16xi1>) outs(%40 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %399 = arith.xori %in, %true : i1
      linalg.yield %399 : i1
    } -> tensor<16x16xi1> loc(#loc51)
    %44 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %cst_11, %37 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %399 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc8)
    %45 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xi64> loc(#loc52)
    %46 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%45 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64> loc(#loc52)
    %47 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> loc(#loc52)
    %48 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_1 : f32) outs(%47 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32> loc(#loc52)
    %49:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<2x2x16x16xf32>) outs(%48, %46 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_165: i64):
      %399 = linalg.index 3 : index
      %400 = arith.index_cast %399 : index to i64
      %401 = arith.maximumf %in, %out : f32
      %402 = arith.cmpf ogt, %in, %out : f32
      %403 = arith.select %402, %400, %out_165 : i64
      linalg.yield %401, %403 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc52)
    %expanded_36 = tensor.expand_shape %49#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc52)
    %50 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_36 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc52)
    %51 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.exp %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc52)
    %52 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32> loc(#loc52)
    %53 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%52 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32> loc(#loc52)
    %54 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x2x16x16xf32>) outs(%53 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc52)
    %55 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %54 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.divf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc52)
    %collapsed_37 = tensor.collapse_shape %55 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc53)
    %collapsed_38 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc54)
    %56 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_37, %collapsed_38 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc55)
    %expanded_39 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc56)
    %57 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> loc(#loc57)
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc57)
    %58 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> loc(#loc58)
    %transposed_41 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc58)
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc59)
    %59 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%58 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc60)
    %60 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_42, %transposed_41 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc60)
    %61 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%58 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc61)
    %62 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x32xf32> loc(#loc62)
    %expanded_43 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc65)
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_43 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc66)
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %399 = arith.extf %in : f32 to f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc67)
    %65 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%64 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc67)
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_14 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc67)
    %67 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %66 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %399 = arith.subf %in, %in_165 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc67)
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %67 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %399 = arith.mulf %in, %in_165 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc67)
    %69 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc67)
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_14 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc67)
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %399 = arith.truncf %in : f64 to f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc67)
    %72 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc67)
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc67)
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_6 : f64 to f32
      %400 = arith.addf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x1xf32> loc(#loc68)
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.rsqrt %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc69)
    %76 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %73 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc70)
    %77 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %75 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc71)
    %78 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc72)
    %79 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %arg9 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc73)
    %80 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x128xf32> loc(#loc74)
    %transposed_44 = linalg.transpose ins(%arg10 : tensor<128x32xf32>) outs(%80 : tensor<32x128xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc74)
    %collapsed_45 = tensor.collapse_shape %79 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc75)
    %81 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%80 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc76)
    %82 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_45, %transposed_44 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc76)
    %83 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%80 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32> loc(#loc77)
    %84 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%82, %83 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x128xf32> loc(#loc78)
    %expanded_46 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc81)
    %85 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> loc(#loc82)
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.fpowi %in, %c3_i64 : f32, i64
      %400 = arith.mulf %399, %cst_2 : f32
      %401 = arith.addf %in, %400 : f32
      %402 = arith.mulf %401, %cst_3 : f32
      %403 = math.tanh %402 : f32
      %404 = arith.addf %403, %cst_4 : f32
      %405 = arith.mulf %404, %cst_5 : f32
      %406 = arith.mulf %in, %405 : f32
      linalg.yield %406 : f32
    } -> tensor<2x16x128xf32> loc(#loc82)
    %87 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128x32xf32> loc(#loc83)
    %transposed_47 = linalg.transpose ins(%arg12 : tensor<32x128xf32>) outs(%87 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc83)
    %collapsed_48 = tensor.collapse_shape %86 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc84)
    %88 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_48, %transposed_47 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc85)
    %89 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%58 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc86)
    %90 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x32xf32> loc(#loc87)
    %expanded_49 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc90)
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %expanded_49 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc91)
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %399 = arith.extf %in : f32 to f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc92)
    %93 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc92)
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_14 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc92)
    %95 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %94 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %399 = arith.subf %in, %in_165 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc92)
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %95 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %399 = arith.mulf %in, %in_165 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc92)
    %97 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc92)
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_14 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc92)
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %399 = arith.truncf %in : f64 to f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc92)
    %100 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%91 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc92)
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc92)
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_6 : f64 to f32
      %400 = arith.addf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x1xf32> loc(#loc93)
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.rsqrt %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc94)
    %104 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %101 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc95)
    %105 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %103 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc96)
    %106 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc97)
    %107 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc98)
    %transposed_50 = linalg.transpose ins(%arg16 : tensor<96x32xf32>) outs(%28 : tensor<32x96xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc99)
    %collapsed_51 = tensor.collapse_shape %107 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc100)
    %108 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_51, %transposed_50 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%29 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc101)
    %109 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32> loc(#loc102)
    %110 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%108, %109 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%28 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x96xf32> loc(#loc103)
    %expanded_52 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc106)
    %extracted_slice_53 = tensor.extract_slice %expanded_52[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc107)
    %extracted_slice_54 = tensor.extract_slice %expanded_52[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc107)
    %extracted_slice_55 = tensor.extract_slice %expanded_52[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc107)
    %expanded_56 = tensor.expand_shape %extracted_slice_53 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc108)
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc109)
    %expanded_58 = tensor.expand_shape %extracted_slice_54 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc110)
    %expanded_59 = tensor.expand_shape %extracted_slice_55 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc(#loc111)
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc112)
    %transposed_61 = linalg.transpose ins(%expanded_58 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc113)
    %collapsed_62 = tensor.collapse_shape %transposed_57 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc114)
    %collapsed_63 = tensor.collapse_shape %transposed_61 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc115)
    %111 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_62, %collapsed_63 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc116)
    %expanded_64 = tensor.expand_shape %111 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc117)
    %112 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_16 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc118)
    %113 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %cst_11, %112 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %399 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc119)
    %114:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<2x2x16x16xf32>) outs(%48, %46 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_165: i64):
      %399 = linalg.index 3 : index
      %400 = arith.index_cast %399 : index to i64
      %401 = arith.maximumf %in, %out : f32
      %402 = arith.cmpf ogt, %in, %out : f32
      %403 = arith.select %402, %400, %out_165 : i64
      linalg.yield %401, %403 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>) loc(#loc121)
    %expanded_65 = tensor.expand_shape %114#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32> loc(#loc121)
    %115 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_65 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc121)
    %116 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.exp %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc121)
    %117 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<2x2x16x16xf32>) outs(%53 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc121)
    %118 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %117 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.divf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc121)
    %collapsed_66 = tensor.collapse_shape %118 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc122)
    %collapsed_67 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc123)
    %119 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_66, %collapsed_67 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc124)
    %expanded_68 = tensor.expand_shape %119 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc125)
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc126)
    %transposed_70 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc127)
    %collapsed_71 = tensor.collapse_shape %transposed_69 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32> loc(#loc128)
    %120 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_71, %transposed_70 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc129)
    %121 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%58 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc130)
    %122 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%120, %121 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x32xf32> loc(#loc131)
    %expanded_72 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc134)
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_72 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc135)
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %399 = arith.extf %in : f32 to f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc136)
    %125 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc136)
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_14 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc136)
    %127 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %126 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %399 = arith.subf %in, %in_165 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc136)
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %127 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %399 = arith.mulf %in, %in_165 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc136)
    %129 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc136)
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_14 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc136)
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %399 = arith.truncf %in : f64 to f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc136)
    %132 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc136)
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc136)
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_6 : f64 to f32
      %400 = arith.addf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x1xf32> loc(#loc137)
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.rsqrt %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc138)
    %136 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %133 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc139)
    %137 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %135 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc140)
    %138 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc141)
    %139 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %arg21 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc142)
    %transposed_73 = linalg.transpose ins(%arg22 : tensor<128x32xf32>) outs(%80 : tensor<32x128xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc143)
    %collapsed_74 = tensor.collapse_shape %139 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc144)
    %140 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_74, %transposed_73 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc145)
    %141 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%80 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32> loc(#loc146)
    %142 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x128xf32> loc(#loc147)
    %expanded_75 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc150)
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.fpowi %in, %c3_i64 : f32, i64
      %400 = arith.mulf %399, %cst_2 : f32
      %401 = arith.addf %in, %400 : f32
      %402 = arith.mulf %401, %cst_3 : f32
      %403 = math.tanh %402 : f32
      %404 = arith.addf %403, %cst_4 : f32
      %405 = arith.mulf %404, %cst_5 : f32
      %406 = arith.mulf %in, %405 : f32
      linalg.yield %406 : f32
    } -> tensor<2x16x128xf32> loc(#loc151)
    %transposed_76 = linalg.transpose ins(%arg24 : tensor<32x128xf32>) outs(%87 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc152)
    %collapsed_77 = tensor.collapse_shape %143 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc153)
    %144 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_77, %transposed_76 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc154)
    %145 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%58 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32> loc(#loc155)
    %146 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x32xf32> loc(#loc156)
    %expanded_78 = tensor.expand_shape %146 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc159)
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %expanded_78 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc160)
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x16x32xf32>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %399 = arith.extf %in : f32 to f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc161)
    %149 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc161)
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_14 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc161)
    %151 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %150 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %399 = arith.subf %in, %in_165 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc161)
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %151 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%7 : tensor<2x16x32xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %399 = arith.mulf %in, %in_165 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64> loc(#loc161)
    %153 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<2x16x32xf64>) outs(%10 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc161)
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x16x1xf64>) outs(%9 : tensor<2x16x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_14 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64> loc(#loc161)
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %399 = arith.truncf %in : f64 to f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc161)
    %156 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc161)
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc161)
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_6 : f64 to f32
      %400 = arith.addf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x1xf32> loc(#loc162)
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.rsqrt %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc163)
    %160 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %157 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc164)
    %161 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %159 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc165)
    %162 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc166)
    %163 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %arg27 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc167)
    %164 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32> loc(#loc168)
    %transposed_79 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%164 : tensor<32x64xf32>) permutation = [1, 0]  {memopt.phase = "forward"} loc(#loc168)
    %collapsed_80 = tensor.collapse_shape %163 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc169)
    %165 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%164 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc170)
    %166 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_80, %transposed_79 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%165 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc170)
    %collapsed_81 = tensor.collapse_shape %arg29 [[0, 1]] {memopt.phase = "forward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc171)
    %167 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi64> loc(#loc172)
    %168 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%167 : tensor<32xi64>) -> tensor<32xi64> loc(#loc172)
    %169 = tensor.empty() {memopt.phase = "forward"} : tensor<32xf32> loc(#loc172)
    %170 = linalg.fill {memopt.phase = "forward"} ins(%cst_1 : f32) outs(%169 : tensor<32xf32>) -> tensor<32xf32> loc(#loc172)
    %171:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%166 : tensor<32x64xf32>) outs(%170, %168 : tensor<32xf32>, tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_165: i64):
      %399 = linalg.index 1 : index
      %400 = arith.index_cast %399 : index to i64
      %401 = arith.maximumf %in, %out : f32
      %402 = arith.cmpf ogt, %in, %out : f32
      %403 = arith.select %402, %400, %out_165 : i64
      linalg.yield %401, %403 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>) loc(#loc172)
    %expanded_82 = tensor.expand_shape %171#0 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xf32> into tensor<32x1xf32> loc(#loc172)
    %172 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%166, %expanded_82 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%164 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32> loc(#loc174)
    %173 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%172 : tensor<32x64xf32>) outs(%164 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.exp %in : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32> loc(#loc175)
    %174 = tensor.empty() {memopt.phase = "forward"} : tensor<32x1xf32> loc(#loc176)
    %175 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%174 : tensor<32x1xf32>) -> tensor<32x1xf32> loc(#loc176)
    %176 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%173 : tensor<32x64xf32>) outs(%175 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32x1xf32> loc(#loc176)
    %177 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%176 : tensor<32x1xf32>) outs(%174 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.log %in : f32
      linalg.yield %399 : f32
    } -> tensor<32x1xf32> loc(#loc177)
    %178 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%172, %177 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%164 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32> loc(#loc178)
    %179 = tensor.empty() {memopt.phase = "forward"} : tensor<32xi1> loc(#loc13)
    %180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_81 : tensor<32xi64>) outs(%179 : tensor<32xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %399 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %399 : i1
    } -> tensor<32xi1> loc(#loc13)
    %181 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%180, %collapsed_81, %cst_22 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%167 : tensor<32xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_165: i64, %in_166: i64, %out: i64):
      %399 = arith.select %in, %in_165, %in_166 : i64
      linalg.yield %399 : i64
    } -> tensor<32xi64> loc(#loc17)
    %expanded_83 = tensor.expand_shape %181 [[0, 1]] output_shape [32, 1] {memopt.phase = "forward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc179)
    %182 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_83 : tensor<32x1xi64>) outs(%175 : tensor<32x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %399 = linalg.index 0 : index
      %400 = arith.index_cast %in : i64 to index
      %401 = arith.cmpi slt, %400, %c64 : index
      cf.assert %401, "index must be smaller than dim size"
      %402 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %402, "index must be larger or equal to 0"
      %extracted = tensor.extract %178[%399, %400] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32> loc(#loc180)
    %collapsed_84 = tensor.collapse_shape %182 [[0, 1]] {memopt.phase = "forward"} : tensor<32x1xf32> into tensor<32xf32> loc(#loc181)
    %183 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_84 : tensor<32xf32>) outs(%169 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.negf %in : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc182)
    %184 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%180, %183, %cst_12 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%169 : tensor<32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %399 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc9)
    %185 = tensor.empty() {memopt.phase = "forward"} : tensor<i64> loc(#loc184)
    %186 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%185 : tensor<i64>) -> tensor<i64> loc(#loc184)
    %187 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%180 : tensor<32xi1>) outs(%186 : tensor<i64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %399 = arith.extui %in : i1 to i64
      %400 = arith.addi %399, %out : i64
      linalg.yield %400 : i64
    } -> tensor<i64> loc(#loc184)
    %188 = tensor.empty() {memopt.phase = "forward"} : tensor<f32> loc(#loc186)
    %189 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%187 : tensor<i64>) outs(%188 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %399 = arith.sitofp %in : i64 to f32
      linalg.yield %399 : f32
    } -> tensor<f32> loc(#loc186)
    %190 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%188 : tensor<f32>) -> tensor<f32> loc(#loc187)
    %191 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%184 : tensor<32xf32>) outs(%190 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<f32> loc(#loc187)
    %192 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%191, %189 : tensor<f32>, tensor<f32>) outs(%188 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.divf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<f32> loc(#loc188)
    %193 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_13, %189 : tensor<f32>, tensor<f32>) outs(%188 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.divf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<f32> loc(#loc10)
    %expanded_85 = tensor.expand_shape %collapsed_81 [[0, 1]] output_shape [32, 1] {memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc189)
    %194 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi1> loc(#loc190)
    %195 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_85 : tensor<32x1xi64>) outs(%194 : tensor<32x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %399 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %399 : i1
    } -> tensor<32x1xi1> loc(#loc190)
    %196 = tensor.empty() {memopt.phase = "backward"} : tensor<32x1xi64> loc(#loc191)
    %197 = linalg.generic {indexing_maps = [#map4, #map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%195, %expanded_85, %cst_22 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%196 : tensor<32x1xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_165: i64, %in_166: i64, %out: i64):
      %399 = arith.select %in, %in_165, %in_166 : i64
      linalg.yield %399 : i64
    } -> tensor<32x1xi64> loc(#loc191)
    %198 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%196 : tensor<32x1xi64>) -> tensor<32x1xi64> loc(#loc2)
    %199 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%169 : tensor<32xf32>) -> tensor<32xf32> loc(#loc2)
    %200:3 = linalg.generic {indexing_maps = [#map19, #map19, #map2], iterator_types = ["parallel"]} outs(%198, %198, %199 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i64, %out_165: i64, %out_166: f32):
      %399 = linalg.index 0 : index
      %400 = arith.remsi %399, %c32 : index
      %extracted = tensor.extract %197[%400, %c0] : tensor<32x1xi64>
      %401 = arith.index_cast %400 : index to i64
      linalg.yield %401, %extracted, %cst_20 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) loc(#loc2)
    %201 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2xi64> loc(#loc2)
    %202 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%201 : tensor<32x2xi64>) -> tensor<32x2xi64> loc(#loc2)
    %inserted_slice = tensor.insert_slice %200#0 into %202[0, 0] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %inserted_slice_86 = tensor.insert_slice %200#1 into %inserted_slice[0, 1] [32, 1] [1, 1] {memopt.phase = "backward"} : tensor<32x1xi64> into tensor<32x2xi64> loc(#loc2)
    %203 = scf.for %arg30 = %c0 to %c32 step %c1 iter_args(%arg31 = %cst) -> (tensor<32x64xf32>) {
      %extracted = tensor.extract %inserted_slice_86[%arg30, %c0] : tensor<32x2xi64>
      %399 = arith.index_cast %extracted : i64 to index
      %extracted_165 = tensor.extract %inserted_slice_86[%arg30, %c1] : tensor<32x2xi64>
      %400 = arith.index_cast %extracted_165 : i64 to index
      %extracted_slice_166 = tensor.extract_slice %200#2[%arg30] [1] [1] : tensor<32xf32> to tensor<f32>
      %inserted_slice_167 = tensor.insert_slice %extracted_slice_166 into %arg31[%399, %400] [1, 1] [1, 1] : tensor<f32> into tensor<32x64xf32>
      scf.yield %inserted_slice_167 : tensor<32x64xf32>
    } {memopt.phase = "backward"} loc(#loc445)
    %204 = linalg.generic {indexing_maps = [#map4, #map18, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%195, %193, %cst_12 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%174 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %399 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %399 : f32
    } -> tensor<32x1xf32> loc(#loc192)
    %205 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%203, %204 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%164 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32> loc(#loc194)
    %206 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%178 : tensor<32x64xf32>) outs(%164 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.exp %in : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32> loc(#loc195)
    %207 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%205 : tensor<32x64xf32>) outs(%175 : tensor<32x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32x1xf32> loc(#loc196)
    %208 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%206, %207 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%164 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32> loc(#loc197)
    %209 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%205, %208 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%164 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32> loc(#loc198)
    %210 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32> loc(#loc199)
    %transposed_87 = linalg.transpose ins(%209 : tensor<32x64xf32>) outs(%210 : tensor<64x32xf32>) permutation = [1, 0]  {memopt.phase = "backward"} loc(#loc199)
    %211 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%210 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc200)
    %212 = linalg.matmul {memopt.phase = "backward"} ins(%transposed_87, %collapsed_80 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%211 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc200)
    %213 = linalg.matmul {memopt.phase = "backward"} ins(%209, %arg0 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc201)
    %expanded_88 = tensor.expand_shape %213 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc202)
    %214 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc203)
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc204)
    %216 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%214 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc205)
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %161 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc206)
    %218 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%217 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc208)
    %219 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %218 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc209)
    %220 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %216 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc210)
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %219 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc211)
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc212)
    %223 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %221 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc213)
    %224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %161 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc214)
    %225 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%224 : tensor<2x16x32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc215)
    %226 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_88 : tensor<2x16x32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc216)
    %collapsed_89 = tensor.collapse_shape %223 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc217)
    %227 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_89, %arg24 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc218)
    %transposed_90 = linalg.transpose ins(%collapsed_89 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc219)
    %228 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_90, %collapsed_77 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc220)
    %229 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> loc(#loc221)
    %230 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%229 : tensor<1x32xf32>) -> tensor<1x32xf32> loc(#loc221)
    %231 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_89 : tensor<32x32xf32>) outs(%230 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x32xf32> loc(#loc221)
    %collapsed_91 = tensor.collapse_shape %231 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc222)
    %expanded_92 = tensor.expand_shape %227 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc223)
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %expanded_75 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc224)
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %expanded_75 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc225)
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_7 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32> loc(#loc4)
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %234 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc226)
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_8 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32> loc(#loc5)
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.tanh %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc227)
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_5 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc228)
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %cst_4 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc229)
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_5 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc230)
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %237 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc231)
    %242 = linalg.generic {indexing_maps = [#map20, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %241 : tensor<i64>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_165: f32, %out: f32):
      %399 = arith.sitofp %in : i64 to f32
      %400 = arith.subf %399, %in_165 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32> loc(#loc16)
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_9 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32> loc(#loc6)
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %cst_4 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc232)
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_8 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32> loc(#loc233)
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %242 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc234)
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %245 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc235)
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %247 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc236)
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %248 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc237)
    %collapsed_93 = tensor.collapse_shape %249 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc238)
    %250 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_93, %arg22 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc239)
    %transposed_94 = linalg.transpose ins(%collapsed_93 : tensor<32x128xf32>) outs(%87 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc240)
    %251 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%87 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc241)
    %252 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_94, %collapsed_74 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%251 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc241)
    %253 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x128xf32> loc(#loc242)
    %254 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%253 : tensor<1x128xf32>) -> tensor<1x128xf32> loc(#loc242)
    %255 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_93 : tensor<32x128xf32>) outs(%254 : tensor<1x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x128xf32> loc(#loc242)
    %collapsed_95 = tensor.collapse_shape %255 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x128xf32> into tensor<128xf32> loc(#loc243)
    %expanded_96 = tensor.expand_shape %250 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc244)
    %256 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc245)
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc246)
    %258 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%256 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc247)
    %259 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %137 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc248)
    %260 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%259 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc250)
    %261 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %260 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc251)
    %262 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %258 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc252)
    %263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %261 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc253)
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc254)
    %265 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %263 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc255)
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %137 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc256)
    %267 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%266 : tensor<2x16x32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc257)
    %268 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_96 : tensor<2x16x32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc258)
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %265 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc259)
    %collapsed_97 = tensor.collapse_shape %269 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc260)
    %270 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_97, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc261)
    %transposed_98 = linalg.transpose ins(%collapsed_97 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc262)
    %271 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_98, %collapsed_71 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc263)
    %272 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_97 : tensor<32x32xf32>) outs(%230 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x32xf32> loc(#loc264)
    %collapsed_99 = tensor.collapse_shape %272 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc265)
    %expanded_100 = tensor.expand_shape %270 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc266)
    %transposed_101 = linalg.transpose ins(%expanded_100 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc267)
    %collapsed_102 = tensor.collapse_shape %transposed_101 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc268)
    %transposed_103 = linalg.transpose ins(%collapsed_66 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc269)
    %273 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_103, %collapsed_102 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc270)
    %transposed_104 = linalg.transpose ins(%collapsed_67 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc271)
    %274 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_102, %transposed_104 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc272)
    %expanded_105 = tensor.expand_shape %273 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc273)
    %expanded_106 = tensor.expand_shape %274 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc274)
    %275 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_106, %118 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc275)
    %276 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%275 : tensor<2x2x16x16xf32>) outs(%53 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc276)
    %277 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %276 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc277)
    %278 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %277 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc278)
    %279 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %cst_12, %278 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %399 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc279)
    %280 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_16 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc280)
    %collapsed_107 = tensor.collapse_shape %280 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc281)
    %transposed_108 = linalg.transpose ins(%collapsed_62 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc282)
    %281 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_108, %collapsed_107 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc283)
    %transposed_109 = linalg.transpose ins(%collapsed_63 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc284)
    %282 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_107, %transposed_109 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc285)
    %expanded_110 = tensor.expand_shape %281 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc286)
    %expanded_111 = tensor.expand_shape %282 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc287)
    %transposed_112 = linalg.transpose ins(%expanded_105 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc288)
    %collapsed_113 = tensor.collapse_shape %transposed_112 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc289)
    %transposed_114 = linalg.transpose ins(%expanded_110 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc290)
    %collapsed_115 = tensor.collapse_shape %transposed_114 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc291)
    %transposed_116 = linalg.transpose ins(%expanded_111 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc292)
    %collapsed_117 = tensor.collapse_shape %transposed_116 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc293)
    %concat = tensor.concat dim(2) %collapsed_117, %collapsed_115, %collapsed_113 {memopt.layer = 1 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc294)
    %collapsed_118 = tensor.collapse_shape %concat [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc295)
    %283 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_118, %arg16 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc296)
    %284 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x32xf32> loc(#loc297)
    %transposed_119 = linalg.transpose ins(%collapsed_118 : tensor<32x96xf32>) outs(%284 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc297)
    %285 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%284 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc298)
    %286 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_119, %collapsed_51 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%285 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc298)
    %287 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x96xf32> loc(#loc299)
    %288 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%287 : tensor<1x96xf32>) -> tensor<1x96xf32> loc(#loc299)
    %289 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_118 : tensor<32x96xf32>) outs(%288 : tensor<1x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x96xf32> loc(#loc299)
    %collapsed_120 = tensor.collapse_shape %289 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc300)
    %expanded_121 = tensor.expand_shape %283 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc301)
    %290 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc302)
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc303)
    %292 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%290 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc304)
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %105 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc305)
    %294 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%293 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc307)
    %295 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %294 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc308)
    %296 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %292 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc309)
    %297 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %295 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc310)
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc311)
    %299 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %297 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc312)
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %105 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc313)
    %301 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%300 : tensor<2x16x32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc314)
    %302 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_121 : tensor<2x16x32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc315)
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %299 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc316)
    %collapsed_122 = tensor.collapse_shape %303 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc317)
    %304 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_122, %arg12 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc318)
    %transposed_123 = linalg.transpose ins(%collapsed_122 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc319)
    %305 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_123, %collapsed_48 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc320)
    %306 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_122 : tensor<32x32xf32>) outs(%230 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x32xf32> loc(#loc321)
    %collapsed_124 = tensor.collapse_shape %306 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc322)
    %expanded_125 = tensor.expand_shape %304 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc323)
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %expanded_46 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc324)
    %308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %expanded_46 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc325)
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_7 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32> loc(#loc326)
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %309 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc327)
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_8 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32> loc(#loc328)
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = math.tanh %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc329)
    %313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_5 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc330)
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %cst_4 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc331)
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_5 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc332)
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %312 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc333)
    %317 = linalg.generic {indexing_maps = [#map20, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %316 : tensor<i64>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i64, %in_165: f32, %out: f32):
      %399 = arith.sitofp %in : i64 to f32
      %400 = arith.subf %399, %in_165 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32> loc(#loc334)
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_9 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32> loc(#loc335)
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %cst_4 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc336)
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_8 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32> loc(#loc337)
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %317 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc338)
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %320 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc339)
    %323 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %322 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc340)
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %323 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%85 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32> loc(#loc341)
    %collapsed_126 = tensor.collapse_shape %324 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc342)
    %325 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_126, %arg10 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc343)
    %transposed_127 = linalg.transpose ins(%collapsed_126 : tensor<32x128xf32>) outs(%87 : tensor<128x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc344)
    %326 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_127, %collapsed_45 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%251 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc345)
    %327 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_126 : tensor<32x128xf32>) outs(%254 : tensor<1x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x128xf32> loc(#loc346)
    %collapsed_128 = tensor.collapse_shape %327 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x128xf32> into tensor<128xf32> loc(#loc347)
    %expanded_129 = tensor.expand_shape %325 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc348)
    %328 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc349)
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc350)
    %330 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%328 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc351)
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %77 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc352)
    %332 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%331 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc354)
    %333 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %332 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc355)
    %334 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %330 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc356)
    %335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %333 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc357)
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc358)
    %337 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %335 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc359)
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %77 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc360)
    %339 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%338 : tensor<2x16x32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc361)
    %340 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_129 : tensor<2x16x32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc362)
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %337 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc363)
    %collapsed_130 = tensor.collapse_shape %341 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc364)
    %342 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_130, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc365)
    %transposed_131 = linalg.transpose ins(%collapsed_130 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc366)
    %343 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_131, %collapsed_42 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc367)
    %344 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_130 : tensor<32x32xf32>) outs(%230 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x32xf32> loc(#loc368)
    %collapsed_132 = tensor.collapse_shape %344 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc369)
    %expanded_133 = tensor.expand_shape %342 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32> loc(#loc370)
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<2x16x2x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc371)
    %collapsed_135 = tensor.collapse_shape %transposed_134 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc372)
    %transposed_136 = linalg.transpose ins(%collapsed_37 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc373)
    %345 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_136, %collapsed_135 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc374)
    %transposed_137 = linalg.transpose ins(%collapsed_38 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc375)
    %346 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_135, %transposed_137 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc376)
    %expanded_138 = tensor.expand_shape %345 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc377)
    %expanded_139 = tensor.expand_shape %346 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc378)
    %347 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_139, %55 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc379)
    %348 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%347 : tensor<2x2x16x16xf32>) outs(%53 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x1xf32> loc(#loc380)
    %349 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %348 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc381)
    %350 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %349 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc382)
    %351 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %cst_12, %350 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %399 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc383)
    %352 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<2x2x16x16xf32>) outs(%33 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_16 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32> loc(#loc384)
    %collapsed_140 = tensor.collapse_shape %352 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32> loc(#loc385)
    %transposed_141 = linalg.transpose ins(%collapsed_31 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc386)
    %353 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_141, %collapsed_140 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc387)
    %transposed_142 = linalg.transpose ins(%collapsed_32 : tensor<4x16x16xf32>) outs(%34 : tensor<4x16x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc388)
    %354 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_140, %transposed_142 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%35 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32> loc(#loc389)
    %expanded_143 = tensor.expand_shape %353 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc390)
    %expanded_144 = tensor.expand_shape %354 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32> loc(#loc391)
    %transposed_145 = linalg.transpose ins(%expanded_138 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc392)
    %collapsed_146 = tensor.collapse_shape %transposed_145 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc393)
    %transposed_147 = linalg.transpose ins(%expanded_143 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc394)
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc395)
    %transposed_149 = linalg.transpose ins(%expanded_144 : tensor<2x2x16x16xf32>) outs(%57 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc396)
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc(#loc397)
    %concat_151 = tensor.concat dim(2) %collapsed_150, %collapsed_148, %collapsed_146 {memopt.layer = 0 : i64, memopt.phase = "backward"} : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32> loc(#loc398)
    %collapsed_152 = tensor.collapse_shape %concat_151 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32> loc(#loc399)
    %355 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_152, %arg4 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc400)
    %transposed_153 = linalg.transpose ins(%collapsed_152 : tensor<32x96xf32>) outs(%284 : tensor<96x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc401)
    %356 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_153, %collapsed : tensor<96x32xf32>, tensor<32x32xf32>) outs(%285 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc402)
    %357 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_152 : tensor<32x96xf32>) outs(%288 : tensor<1x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x96xf32> loc(#loc403)
    %collapsed_154 = tensor.collapse_shape %357 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x96xf32> into tensor<96xf32> loc(#loc404)
    %expanded_155 = tensor.expand_shape %355 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc405)
    %358 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc406)
    %359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc407)
    %360 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%358 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc408)
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %25 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc409)
    %362 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%361 : tensor<2x16x32xf32>) outs(%19 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc411)
    %363 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %362 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc412)
    %364 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %360 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc413)
    %365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %363 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.subf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc414)
    %366 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_15 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32> loc(#loc415)
    %367 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %365 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc416)
    %368 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %25 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.mulf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc417)
    %369 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%368 : tensor<2x16x32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc418)
    %370 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_155 : tensor<2x16x32xf32>) outs(%199 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32> loc(#loc419)
    %371 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %367 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc420)
    %372 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x16x32xf32> loc(#loc421)
    %373 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%372 : tensor<1x16x32xf32>) -> tensor<1x16x32xf32> loc(#loc421)
    %374 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "parallel", "parallel"]} ins(%371 : tensor<2x16x32xf32>) outs(%373 : tensor<1x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x16x32xf32> loc(#loc421)
    %collapsed_156 = tensor.collapse_shape %374 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x16x32xf32> into tensor<16x32xf32> loc(#loc422)
    %375 = tensor.empty() {memopt.phase = "backward"} : tensor<16xi1> loc(#loc423)
    %376 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<16xi64>) outs(%375 : tensor<16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %399 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %399 : i1
    } -> tensor<16xi1> loc(#loc423)
    %377 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<16xi64>) outs(%375 : tensor<16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %399 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %399 : i1
    } -> tensor<16xi1> loc(#loc424)
    %378 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%376, %377 : tensor<16xi1>, tensor<16xi1>) outs(%375 : tensor<16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %399 = arith.andi %in, %in_165 : i1
      linalg.yield %399 : i1
    } -> tensor<16xi1> loc(#loc425)
    %379 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<16xi64>) outs(%375 : tensor<16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %399 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %399 : i1
    } -> tensor<16xi1> loc(#loc426)
    %380 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%378, %379 : tensor<16xi1>, tensor<16xi1>) outs(%375 : tensor<16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %399 = arith.andi %in, %in_165 : i1
      linalg.yield %399 : i1
    } -> tensor<16xi1> loc(#loc427)
    %expanded_157 = tensor.expand_shape %380 [[0, 1]] output_shape [16, 1] {memopt.phase = "backward"} : tensor<16xi1> into tensor<16x1xi1> loc(#loc428)
    %381 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<16xi64>) outs(%2 : tensor<16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %399 = arith.maxsi %in, %c-16_i64 : i64
      %400 = arith.minsi %399, %c15_i64 : i64
      linalg.yield %400 : i64
    } -> tensor<16xi64> loc(#loc12)
    %382 = tensor.empty() {memopt.phase = "backward"} : tensor<16x1xi1> loc(#loc429)
    %383 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_157 : tensor<16x1xi1>) outs(%382 : tensor<16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %399 = arith.xori %in, %true : i1
      linalg.yield %399 : i1
    } -> tensor<16x1xi1> loc(#loc429)
    %384 = linalg.generic {indexing_maps = [#map11, #map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%383, %cst_12, %collapsed_156 : tensor<16x1xi1>, tensor<f32>, tensor<16x32xf32>) outs(%4 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %399 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %399 : f32
    } -> tensor<16x32xf32> loc(#loc430)
    %expanded_158 = tensor.expand_shape %381 [[0, 1]] output_shape [16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<16xi64> into tensor<16x1xi64> loc(#loc14)
    %expanded_159 = tensor.expand_shape %384 [[0], [1, 2]] output_shape [16, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<16x32xf32> into tensor<16x1x32xf32> loc(#loc14)
    %385 = scf.for %arg30 = %c0 to %c16 step %c1 iter_args(%arg31 = %cst_18) -> (tensor<16x32xf32>) {
      %extracted = tensor.extract %expanded_158[%arg30, %c0] : tensor<16x1xi64>
      %399 = arith.index_cast %extracted : i64 to index
      %extracted_slice_165 = tensor.extract_slice %expanded_159[%arg30, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<16x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_166 = tensor.extract_slice %arg31[%399, 0] [1, 32] [1, 1] : tensor<16x32xf32> to tensor<1x32xf32>
      %400 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_165 : tensor<1x32xf32>) outs(%extracted_slice_166 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %401 = arith.addf %out, %in : f32
        linalg.yield %401 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_167 = tensor.insert_slice %400 into %arg31[%399, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<16x32xf32>
      scf.yield %inserted_slice_167 : tensor<16x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc446)
    %386 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xi1> loc(#loc433)
    %387 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<2x16xi64>) outs(%386 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %399 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %399 : i1
    } -> tensor<2x16xi1> loc(#loc433)
    %388 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<2x16xi64>) outs(%386 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %399 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %399 : i1
    } -> tensor<2x16xi1> loc(#loc434)
    %389 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%387, %388 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%386 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %399 = arith.andi %in, %in_165 : i1
      linalg.yield %399 : i1
    } -> tensor<2x16xi1> loc(#loc435)
    %390 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<2x16xi64>) outs(%386 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %399 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %399 : i1
    } -> tensor<2x16xi1> loc(#loc436)
    %391 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%389, %390 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%386 : tensor<2x16xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %399 = arith.andi %in, %in_165 : i1
      linalg.yield %399 : i1
    } -> tensor<2x16xi1> loc(#loc437)
    %expanded_160 = tensor.expand_shape %391 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xi1> into tensor<2x16x1xi1> loc(#loc438)
    %392 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xi64> loc(#loc11)
    %393 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<2x16xi64>) outs(%392 : tensor<2x16xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %399 = arith.maxsi %in, %c-64_i64 : i64
      %400 = arith.minsi %399, %c63_i64 : i64
      linalg.yield %400 : i64
    } -> tensor<2x16xi64> loc(#loc11)
    %394 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xi1> loc(#loc439)
    %395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160 : tensor<2x16x1xi1>) outs(%394 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %399 = arith.xori %in, %true : i1
      linalg.yield %399 : i1
    } -> tensor<2x16x1xi1> loc(#loc439)
    %396 = linalg.generic {indexing_maps = [#map6, #map20, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %cst_12, %371 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %399 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32> loc(#loc440)
    %collapsed_161 = tensor.collapse_shape %393 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xi64> into tensor<32xi64> loc(#loc15)
    %expanded_162 = tensor.expand_shape %collapsed_161 [[0, 1]] output_shape [32, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xi64> into tensor<32x1xi64> loc(#loc15)
    %collapsed_163 = tensor.collapse_shape %396 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc15)
    %expanded_164 = tensor.expand_shape %collapsed_163 [[0], [1, 2]] output_shape [32, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x1x32xf32> loc(#loc15)
    %397 = scf.for %arg30 = %c0 to %c32 step %c1 iter_args(%arg31 = %cst_19) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %expanded_162[%arg30, %c0] : tensor<32x1xi64>
      %399 = arith.index_cast %extracted : i64 to index
      %extracted_slice_165 = tensor.extract_slice %expanded_164[%arg30, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<32x1x32xf32> to tensor<1x32xf32>
      %extracted_slice_166 = tensor.extract_slice %arg31[%399, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<1x32xf32>
      %400 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_165 : tensor<1x32xf32>) outs(%extracted_slice_166 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %401 = arith.addf %out, %in : f32
        linalg.yield %401 : f32
      } -> tensor<1x32xf32>
      %inserted_slice_167 = tensor.insert_slice %400 into %arg31[%399, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_167 : tensor<64x32xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc449)
    %398 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%212, %397 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%210 : tensor<64x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %399 = arith.addf %in, %in_165 : f32
      linalg.yield %399 : f32
    } -> tensor<64x32xf32> loc(#loc443)
    return {memopt.layer = 0 : i64, memopt.phase = "backward"} %192, %398, %385, %369, %370, %356, %collapsed_154, %343, %collapsed_132, %339, %340, %326, %collapsed_128, %305, %collapsed_124, %301, %302, %286, %collapsed_120, %271, %collapsed_99, %267, %268, %252, %collapsed_95, %228, %collapsed_91, %225, %226 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32> loc(#loc443)
  } loc(#loc1)
} loc(#loc)
