#loc1 = loc("forward/-/embedding":50:0)
#loc2 = loc("backward/-/scatter":192:0)
#loc3 = loc("forward/-/amax":164:0)
#loc4 = loc("forward/0/add":54:0)
#loc5 = loc("backward/1/mul_27":235:0)
#loc6 = loc("backward/1/mul_31":242:0)
#loc7 = loc("optimizer/-/mul_69":390:0)
#loc8 = loc("optimizer/0/mul_70":392:0)
#loc9 = loc("forward/-/where_1":179:0)
#loc10 = loc("backward/-/div_1":186:0)
#loc11 = loc("backward/-/clamp":385:0)
#loc12 = loc("forward/-/ne":170:0)
#loc13 = loc("backward/0/index_put":389:0)
#loc14 = loc("forward/-/where":172:0)
#loc15 = loc("forward/0/var_mean":51:0)
#loc16 = loc("forward/0/rsqrt":55:0)
#loc17 = loc("forward/0/sub":56:0)
#loc18 = loc("forward/0/mul":57:0)
#loc19 = loc("forward/0/mul_1":58:0)
#loc20 = loc("forward/0/add_1":59:0)
#loc22 = loc("forward/0/permute_1":61:0)
#loc25 = loc("forward/0/view_1":65:0)
#loc26 = loc("forward/0/add_2":66:0)
#loc27 = loc("forward/0/permute_3":71:0)
#loc28 = loc("forward/0/add_3":72:0)
#loc29 = loc("forward/0/var_mean_1":73:0)
#loc30 = loc("forward/0/add_4":76:0)
#loc31 = loc("forward/0/rsqrt_1":77:0)
#loc32 = loc("forward/0/sub_1":78:0)
#loc33 = loc("forward/0/mul_2":79:0)
#loc34 = loc("forward/0/mul_3":80:0)
#loc35 = loc("forward/0/add_5":81:0)
#loc36 = loc("forward/0/permute_4":82:0)
#loc39 = loc("forward/0/expand":86:0)
#loc40 = loc("forward/0/add_6":88:0)
#loc43 = loc("forward/0/view_6":89:0)
#loc44 = loc("forward/0/gelu":90:0)
#loc45 = loc("forward/0/permute_5":91:0)
#loc48 = loc("forward/0/expand_1":95:0)
#loc49 = loc("forward/0/add_7":97:0)
#loc52 = loc("forward/0/view_8":98:0)
#loc53 = loc("forward/0/add_8":99:0)
#loc54 = loc("forward/1/var_mean_2":100:0)
#loc55 = loc("forward/1/add_9":103:0)
#loc56 = loc("forward/1/rsqrt_2":104:0)
#loc57 = loc("forward/1/sub_2":105:0)
#loc58 = loc("forward/1/mul_8":106:0)
#loc59 = loc("forward/1/mul_9":107:0)
#loc60 = loc("forward/1/add_10":108:0)
#loc62 = loc("forward/1/permute_7":110:0)
#loc65 = loc("forward/1/view_10":114:0)
#loc66 = loc("forward/1/add_11":115:0)
#loc67 = loc("forward/1/permute_9":120:0)
#loc68 = loc("forward/1/add_12":121:0)
#loc69 = loc("forward/1/var_mean_3":122:0)
#loc70 = loc("forward/1/add_13":125:0)
#loc71 = loc("forward/1/rsqrt_3":126:0)
#loc72 = loc("forward/1/sub_3":127:0)
#loc73 = loc("forward/1/mul_10":128:0)
#loc74 = loc("forward/1/mul_11":129:0)
#loc75 = loc("forward/1/add_14":130:0)
#loc76 = loc("forward/1/permute_10":131:0)
#loc79 = loc("forward/1/expand_2":135:0)
#loc80 = loc("forward/1/add_15":137:0)
#loc83 = loc("forward/1/view_15":138:0)
#loc84 = loc("forward/1/gelu_1":139:0)
#loc85 = loc("forward/1/permute_11":140:0)
#loc88 = loc("forward/1/expand_3":144:0)
#loc89 = loc("forward/1/add_16":146:0)
#loc92 = loc("forward/1/view_17":147:0)
#loc93 = loc("forward/1/add_17":148:0)
#loc94 = loc("forward/-/var_mean_4":149:0)
#loc95 = loc("forward/-/add_18":152:0)
#loc96 = loc("forward/-/rsqrt_4":153:0)
#loc97 = loc("forward/-/sub_4":154:0)
#loc98 = loc("forward/-/mul_16":155:0)
#loc99 = loc("forward/-/mul_17":156:0)
#loc100 = loc("forward/-/add_19":157:0)
#loc101 = loc("forward/-/permute_12":158:0)
#loc104 = loc("forward/-/view_21":163:0)
#loc106 = loc("forward/-/sub_5":165:0)
#loc107 = loc("forward/-/exp":166:0)
#loc108 = loc("forward/-/sum_1":167:0)
#loc109 = loc("forward/-/log":168:0)
#loc110 = loc("forward/-/sub_6":169:0)
#loc111 = loc("forward/-/unsqueeze":173:0)
#loc112 = loc("forward/-/gather":174:0)
#loc113 = loc("forward/-/squeeze":175:0)
#loc114 = loc("forward/-/neg":176:0)
#loc116 = loc("forward/-/sum_2":181:0)
#loc118 = loc("forward/-/convert_element_type":182:0)
#loc119 = loc("forward/-/sum_3":183:0)
#loc120 = loc("forward/-/div":184:0)
#loc121 = loc("backward/-/unsqueeze_1":187:0)
#loc122 = loc("backward/-/ne_3":188:0)
#loc123 = loc("backward/-/where_2":190:0)
#loc124 = loc("backward/-/where_3":195:0)
#loc126 = loc("backward/-/mul_18":196:0)
#loc127 = loc("backward/-/exp_1":197:0)
#loc128 = loc("backward/-/sum_4":198:0)
#loc129 = loc("backward/-/mul_19":199:0)
#loc130 = loc("backward/-/sub_7":200:0)
#loc134 = loc("backward/-/view_24":208:0)
#loc135 = loc("backward/-/mul_21":212:0)
#loc136 = loc("backward/-/mul_22":213:0)
#loc137 = loc("backward/-/sum_5":214:0)
#loc138 = loc("backward/1/mul_23":215:0)
#loc140 = loc("backward/1/sum_6":216:0)
#loc141 = loc("backward/1/mul_24":217:0)
#loc142 = loc("backward/-/sub_9":218:0)
#loc143 = loc("backward/1/sub_10":219:0)
#loc144 = loc("backward/-/div_2":220:0)
#loc145 = loc("backward/1/mul_25":221:0)
#loc146 = loc("backward/1/mul_26":222:0)
#loc147 = loc("backward/1/sum_7":223:0)
#loc148 = loc("backward/-/sum_8":224:0)
#loc149 = loc("backward/1/view_25":225:0)
#loc153 = loc("backward/1/sum_9":231:0)
#loc154 = loc("backward/1/view_26":232:0)
#loc155 = loc("backward/1/view_27":233:0)
#loc156 = loc("backward/1/erf":236:0)
#loc157 = loc("backward/1/add_20":237:0)
#loc158 = loc("backward/1/mul_28":238:0)
#loc159 = loc("backward/1/mul_29":239:0)
#loc160 = loc("backward/1/mul_30":240:0)
#loc161 = loc("backward/1/exp_2":241:0)
#loc162 = loc("backward/1/mul_32":243:0)
#loc163 = loc("backward/1/add_21":244:0)
#loc164 = loc("backward/1/mul_33":245:0)
#loc165 = loc("backward/1/view_28":246:0)
#loc169 = loc("backward/1/sum_10":252:0)
#loc170 = loc("backward/1/view_29":253:0)
#loc171 = loc("backward/1/view_30":254:0)
#loc172 = loc("backward/1/mul_35":258:0)
#loc173 = loc("backward/1/mul_36":259:0)
#loc174 = loc("backward/1/sum_11":260:0)
#loc175 = loc("backward/1/mul_37":261:0)
#loc177 = loc("backward/1/sum_12":262:0)
#loc178 = loc("backward/1/mul_38":263:0)
#loc179 = loc("backward/1/sub_12":264:0)
#loc180 = loc("backward/1/sub_13":265:0)
#loc181 = loc("backward/1/div_3":266:0)
#loc182 = loc("backward/1/mul_39":267:0)
#loc183 = loc("backward/1/mul_40":268:0)
#loc184 = loc("backward/1/sum_13":269:0)
#loc185 = loc("backward/1/sum_14":270:0)
#loc186 = loc("backward/1/add_22":271:0)
#loc187 = loc("backward/1/permute_25":272:0)
#loc188 = loc("backward/1/sum_15":273:0)
#loc189 = loc("backward/1/view_31":274:0)
#loc195 = loc("backward/1/permute_30":284:0)
#loc196 = loc("backward/1/mul_42":287:0)
#loc197 = loc("backward/1/mul_43":288:0)
#loc198 = loc("backward/1/sum_16":289:0)
#loc199 = loc("backward/1/mul_44":290:0)
#loc201 = loc("backward/1/sum_17":291:0)
#loc202 = loc("backward/1/mul_45":292:0)
#loc203 = loc("backward/1/sub_15":293:0)
#loc204 = loc("backward/1/sub_16":294:0)
#loc205 = loc("backward/1/div_4":295:0)
#loc206 = loc("backward/1/mul_46":296:0)
#loc207 = loc("backward/1/mul_47":297:0)
#loc208 = loc("backward/1/sum_18":298:0)
#loc209 = loc("backward/1/sum_19":299:0)
#loc210 = loc("backward/1/add_23":300:0)
#loc211 = loc("backward/1/view_34":301:0)
#loc215 = loc("backward/1/sum_20":307:0)
#loc216 = loc("backward/1/view_35":308:0)
#loc217 = loc("backward/0/view_36":309:0)
#loc218 = loc("backward/0/mul_48":311:0)
#loc219 = loc("backward/0/erf_1":312:0)
#loc220 = loc("backward/0/add_24":313:0)
#loc221 = loc("backward/0/mul_49":314:0)
#loc222 = loc("backward/0/mul_50":315:0)
#loc223 = loc("backward/0/mul_51":316:0)
#loc224 = loc("backward/0/exp_3":317:0)
#loc225 = loc("backward/0/mul_52":318:0)
#loc226 = loc("backward/0/mul_53":319:0)
#loc227 = loc("backward/0/add_25":320:0)
#loc228 = loc("backward/0/mul_54":321:0)
#loc229 = loc("backward/0/view_37":322:0)
#loc233 = loc("backward/0/sum_21":328:0)
#loc234 = loc("backward/0/view_38":329:0)
#loc235 = loc("backward/0/view_39":330:0)
#loc236 = loc("backward/0/mul_56":334:0)
#loc237 = loc("backward/0/mul_57":335:0)
#loc238 = loc("backward/0/sum_22":336:0)
#loc239 = loc("backward/0/mul_58":337:0)
#loc241 = loc("backward/0/sum_23":338:0)
#loc242 = loc("backward/0/mul_59":339:0)
#loc243 = loc("backward/0/sub_18":340:0)
#loc244 = loc("backward/0/sub_19":341:0)
#loc245 = loc("backward/0/div_5":342:0)
#loc246 = loc("backward/0/mul_60":343:0)
#loc247 = loc("backward/0/mul_61":344:0)
#loc248 = loc("backward/0/sum_24":345:0)
#loc249 = loc("backward/0/sum_25":346:0)
#loc250 = loc("backward/0/add_26":347:0)
#loc251 = loc("backward/0/permute_39":348:0)
#loc252 = loc("backward/0/sum_26":349:0)
#loc253 = loc("backward/0/view_40":350:0)
#loc259 = loc("backward/0/permute_44":360:0)
#loc260 = loc("backward/0/mul_63":363:0)
#loc261 = loc("backward/0/mul_64":364:0)
#loc262 = loc("backward/0/sum_27":365:0)
#loc263 = loc("backward/0/mul_65":366:0)
#loc265 = loc("backward/0/sum_28":367:0)
#loc266 = loc("backward/0/mul_66":368:0)
#loc267 = loc("backward/0/sub_21":369:0)
#loc268 = loc("backward/0/sub_22":370:0)
#loc269 = loc("backward/0/div_6":371:0)
#loc270 = loc("backward/0/mul_67":372:0)
#loc271 = loc("backward/0/mul_68":373:0)
#loc272 = loc("backward/0/sum_29":374:0)
#loc273 = loc("backward/0/sum_30":375:0)
#loc274 = loc("backward/0/add_27":376:0)
#loc275 = loc("backward/-/ge":377:0)
#loc276 = loc("backward/-/lt":378:0)
#loc277 = loc("backward/-/bitwise_and":379:0)
#loc278 = loc("backward/-/ne_5":380:0)
#loc279 = loc("backward/-/bitwise_and_1":381:0)
#loc280 = loc("backward/-/unsqueeze_2":382:0)
#loc281 = loc("backward/-/bitwise_not":386:0)
#loc282 = loc("backward/0/where_4":388:0)
#loc283 = loc("optimizer/0/add_28":391:0)
#loc284 = loc("optimizer/0/sub_23":393:0)
#loc285 = loc("optimizer/0/mul_71":394:0)
#loc286 = loc("optimizer/0/add_29":395:0)
#loc287 = loc("optimizer/0/mul_72":396:0)
#loc288 = loc("optimizer/0/sub_24":397:0)
#loc289 = loc("optimizer/0/mul_73":398:0)
#loc290 = loc("optimizer/0/add_30":399:0)
#loc291 = loc("optimizer/0/mul_74":400:0)
#loc292 = loc("optimizer/0/sub_25":401:0)
#loc293 = loc("optimizer/0/mul_75":402:0)
#loc294 = loc("optimizer/0/add_31":403:0)
#loc296 = loc("optimizer/0/mul_76":404:0)
#loc297 = loc("optimizer/0/sub_26":405:0)
#loc298 = loc("optimizer/0/mul_77":406:0)
#loc299 = loc("optimizer/0/add_32":407:0)
#loc300 = loc("optimizer/0/mul_78":408:0)
#loc301 = loc("optimizer/0/sub_27":409:0)
#loc302 = loc("optimizer/0/mul_79":410:0)
#loc303 = loc("optimizer/0/add_33":411:0)
#loc304 = loc("optimizer/0/mul_80":412:0)
#loc305 = loc("optimizer/0/sub_28":413:0)
#loc306 = loc("optimizer/0/mul_81":414:0)
#loc307 = loc("optimizer/0/add_34":415:0)
#loc308 = loc("optimizer/0/mul_82":416:0)
#loc309 = loc("optimizer/0/sub_29":417:0)
#loc310 = loc("optimizer/0/mul_83":418:0)
#loc311 = loc("optimizer/0/add_35":419:0)
#loc313 = loc("optimizer/0/mul_84":420:0)
#loc314 = loc("optimizer/0/sub_30":421:0)
#loc315 = loc("optimizer/0/mul_85":422:0)
#loc316 = loc("optimizer/0/add_36":423:0)
#loc317 = loc("optimizer/0/mul_86":424:0)
#loc318 = loc("optimizer/0/sub_31":425:0)
#loc319 = loc("optimizer/0/mul_87":426:0)
#loc320 = loc("optimizer/0/add_37":427:0)
#loc322 = loc("optimizer/0/mul_88":428:0)
#loc323 = loc("optimizer/0/sub_32":429:0)
#loc324 = loc("optimizer/0/mul_89":430:0)
#loc325 = loc("optimizer/0/add_38":431:0)
#loc326 = loc("optimizer/0/mul_90":432:0)
#loc327 = loc("optimizer/0/sub_33":433:0)
#loc328 = loc("optimizer/1/mul_91":434:0)
#loc329 = loc("optimizer/1/add_39":435:0)
#loc330 = loc("optimizer/1/mul_92":436:0)
#loc331 = loc("optimizer/1/sub_34":437:0)
#loc332 = loc("optimizer/1/mul_93":438:0)
#loc333 = loc("optimizer/1/add_40":439:0)
#loc334 = loc("optimizer/1/mul_94":440:0)
#loc335 = loc("optimizer/1/sub_35":441:0)
#loc336 = loc("optimizer/1/mul_95":442:0)
#loc337 = loc("optimizer/1/add_41":443:0)
#loc339 = loc("optimizer/1/mul_96":444:0)
#loc340 = loc("optimizer/1/sub_36":445:0)
#loc341 = loc("optimizer/1/mul_97":446:0)
#loc342 = loc("optimizer/1/add_42":447:0)
#loc343 = loc("optimizer/1/mul_98":448:0)
#loc344 = loc("optimizer/1/sub_37":449:0)
#loc345 = loc("optimizer/1/mul_99":450:0)
#loc346 = loc("optimizer/1/add_43":451:0)
#loc347 = loc("optimizer/1/mul_100":452:0)
#loc348 = loc("optimizer/1/sub_38":453:0)
#loc349 = loc("optimizer/1/mul_101":454:0)
#loc350 = loc("optimizer/1/add_44":455:0)
#loc351 = loc("optimizer/1/mul_102":456:0)
#loc352 = loc("optimizer/1/sub_39":457:0)
#loc353 = loc("optimizer/1/mul_103":458:0)
#loc354 = loc("optimizer/1/add_45":459:0)
#loc356 = loc("optimizer/1/mul_104":460:0)
#loc357 = loc("optimizer/1/sub_40":461:0)
#loc358 = loc("optimizer/1/mul_105":462:0)
#loc359 = loc("optimizer/1/add_46":463:0)
#loc360 = loc("optimizer/1/mul_106":464:0)
#loc361 = loc("optimizer/1/sub_41":465:0)
#loc362 = loc("optimizer/1/mul_107":466:0)
#loc363 = loc("optimizer/1/add_47":467:0)
#loc365 = loc("optimizer/1/mul_108":468:0)
#loc366 = loc("optimizer/1/sub_42":469:0)
#loc367 = loc("optimizer/1/mul_109":470:0)
#loc368 = loc("optimizer/1/add_48":471:0)
#loc369 = loc("optimizer/1/mul_110":472:0)
#loc370 = loc("optimizer/1/sub_43":473:0)
#loc371 = loc("optimizer/-/mul_111":474:0)
#loc372 = loc("optimizer/1/add_49":475:0)
#loc373 = loc("optimizer/1/mul_112":476:0)
#loc374 = loc("optimizer/1/sub_44":477:0)
#loc375 = loc("optimizer/-/mul_113":478:0)
#loc376 = loc("optimizer/-/add_50":479:0)
#loc377 = loc("optimizer/-/mul_114":480:0)
#loc378 = loc("optimizer/-/sub_45":481:0)
#loc379 = loc("optimizer/-/mul_115":482:0)
#loc380 = loc("optimizer/-/add_51":483:0)
#loc382 = loc("optimizer/-/mul_116":484:0)
#loc383 = loc("optimizer/-/sub_46":485:0)
#loc = loc(unknown)
#loc21 = loc("forward/0/permute":60:0)
#loc23 = loc("forward/0/view":63:0)
#loc24 = loc("forward/0/mm":64:0)
#loc37 = loc("forward/0/view_5":83:0)
#loc38 = loc("forward/0/mm_1":84:0)
#loc46 = loc("forward/0/view_7":92:0)
#loc47 = loc("forward/0/mm_2":93:0)
#loc61 = loc("forward/1/permute_6":109:0)
#loc63 = loc("forward/1/view_9":112:0)
#loc64 = loc("forward/1/mm_3":113:0)
#loc77 = loc("forward/1/view_14":132:0)
#loc78 = loc("forward/1/mm_4":133:0)
#loc86 = loc("forward/1/view_16":141:0)
#loc87 = loc("forward/1/mm_5":142:0)
#loc102 = loc("forward/-/view_18":159:0)
#loc103 = loc("forward/-/mm_6":160:0)
#loc131 = loc("backward/-/permute_13":203:0)
#loc132 = loc("backward/-/mm_7":204:0)
#loc133 = loc("backward/-/mm_8":207:0)
#loc150 = loc("backward/1/mm_9":227:0)
#loc151 = loc("backward/1/permute_18":228:0)
#loc152 = loc("backward/1/mm_10":229:0)
#loc166 = loc("backward/1/mm_11":248:0)
#loc167 = loc("backward/1/permute_22":249:0)
#loc168 = loc("backward/1/mm_12":250:0)
#loc190 = loc("backward/1/view_32":276:0)
#loc191 = loc("backward/1/permute_26":277:0)
#loc192 = loc("backward/1/mm_13":278:0)
#loc193 = loc("backward/1/mm_14":281:0)
#loc194 = loc("backward/1/view_33":282:0)
#loc212 = loc("backward/0/mm_15":303:0)
#loc213 = loc("backward/1/permute_32":304:0)
#loc214 = loc("backward/0/mm_16":305:0)
#loc230 = loc("backward/0/mm_17":324:0)
#loc231 = loc("backward/0/permute_36":325:0)
#loc232 = loc("backward/0/mm_18":326:0)
#loc254 = loc("backward/0/view_41":352:0)
#loc255 = loc("backward/0/permute_40":353:0)
#loc256 = loc("backward/0/mm_19":354:0)
#loc257 = loc("backward/0/mm_20":357:0)
#loc258 = loc("backward/0/view_42":358:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0) -> ()>
#map10 = affine_map<() -> ()>
#map11 = affine_map<(d0, d1) -> ()>
#map12 = affine_map<(d0) -> (d0, 0)>
#map13 = affine_map<(d0, d1) -> (0, d1)>
#map14 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map15 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%arg0: tensor<32x16xf32> {memopt.name = "embed.weight", memopt.role = "parameter"}, %arg1: tensor<16xf32> {memopt.name = "blocks.0.norm1.weight", memopt.role = "parameter"}, %arg2: tensor<16xf32> {memopt.name = "blocks.0.norm1.bias", memopt.role = "parameter"}, %arg3: tensor<8x8xf32> {memopt.name = "blocks.0.tokens.weight", memopt.role = "parameter"}, %arg4: tensor<8xf32> {memopt.name = "blocks.0.tokens.bias", memopt.role = "parameter"}, %arg5: tensor<16xf32> {memopt.name = "blocks.0.norm2.weight", memopt.role = "parameter"}, %arg6: tensor<16xf32> {memopt.name = "blocks.0.norm2.bias", memopt.role = "parameter"}, %arg7: tensor<32x16xf32> {memopt.name = "blocks.0.up.weight", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "blocks.0.up.bias", memopt.role = "parameter"}, %arg9: tensor<16x32xf32> {memopt.name = "blocks.0.down.weight", memopt.role = "parameter"}, %arg10: tensor<16xf32> {memopt.name = "blocks.0.down.bias", memopt.role = "parameter"}, %arg11: tensor<16xf32> {memopt.name = "blocks.1.norm1.weight", memopt.role = "parameter"}, %arg12: tensor<16xf32> {memopt.name = "blocks.1.norm1.bias", memopt.role = "parameter"}, %arg13: tensor<8x8xf32> {memopt.name = "blocks.1.tokens.weight", memopt.role = "parameter"}, %arg14: tensor<8xf32> {memopt.name = "blocks.1.tokens.bias", memopt.role = "parameter"}, %arg15: tensor<16xf32> {memopt.name = "blocks.1.norm2.weight", memopt.role = "parameter"}, %arg16: tensor<16xf32> {memopt.name = "blocks.1.norm2.bias", memopt.role = "parameter"}, %arg17: tensor<32x16xf32> {memopt.name = "blocks.1.up.weight", memopt.role = "parameter"}, %arg18: tensor<32xf32> {memopt.name = "blocks.1.up.bias", memopt.role = "parameter"}, %arg19: tensor<16x32xf32> {memopt.name = "blocks.1.down.weight", memopt.role = "parameter"}, %arg20: tensor<16xf32> {memopt.name = "blocks.1.down.bias", memopt.role = "parameter"}, %arg21: tensor<16xf32> {memopt.name = "norm.weight", memopt.role = "parameter"}, %arg22: tensor<16xf32> {memopt.name = "norm.bias", memopt.role = "parameter"}, %arg23: tensor<32x16xf32> {memopt.name = "head.weight", memopt.role = "parameter"}, %arg24: tensor<32x16xf32> {memopt.name = "embed.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg25: tensor<16xf32> {memopt.name = "blocks.0.norm1.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg26: tensor<16xf32> {memopt.name = "blocks.0.norm1.bias.momentum_buffer", memopt.role = "optimizer_state"}, %arg27: tensor<8x8xf32> {memopt.name = "blocks.0.tokens.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg28: tensor<8xf32> {memopt.name = "blocks.0.tokens.bias.momentum_buffer", memopt.role = "optimizer_state"}, %arg29: tensor<16xf32> {memopt.name = "blocks.0.norm2.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg30: tensor<16xf32> {memopt.name = "blocks.0.norm2.bias.momentum_buffer", memopt.role = "optimizer_state"}, %arg31: tensor<32x16xf32> {memopt.name = "blocks.0.up.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg32: tensor<32xf32> {memopt.name = "blocks.0.up.bias.momentum_buffer", memopt.role = "optimizer_state"}, %arg33: tensor<16x32xf32> {memopt.name = "blocks.0.down.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg34: tensor<16xf32> {memopt.name = "blocks.0.down.bias.momentum_buffer", memopt.role = "optimizer_state"}, %arg35: tensor<16xf32> {memopt.name = "blocks.1.norm1.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg36: tensor<16xf32> {memopt.name = "blocks.1.norm1.bias.momentum_buffer", memopt.role = "optimizer_state"}, %arg37: tensor<8x8xf32> {memopt.name = "blocks.1.tokens.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg38: tensor<8xf32> {memopt.name = "blocks.1.tokens.bias.momentum_buffer", memopt.role = "optimizer_state"}, %arg39: tensor<16xf32> {memopt.name = "blocks.1.norm2.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg40: tensor<16xf32> {memopt.name = "blocks.1.norm2.bias.momentum_buffer", memopt.role = "optimizer_state"}, %arg41: tensor<32x16xf32> {memopt.name = "blocks.1.up.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg42: tensor<32xf32> {memopt.name = "blocks.1.up.bias.momentum_buffer", memopt.role = "optimizer_state"}, %arg43: tensor<16x32xf32> {memopt.name = "blocks.1.down.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg44: tensor<16xf32> {memopt.name = "blocks.1.down.bias.momentum_buffer", memopt.role = "optimizer_state"}, %arg45: tensor<16xf32> {memopt.name = "norm.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg46: tensor<16xf32> {memopt.name = "norm.bias.momentum_buffer", memopt.role = "optimizer_state"}, %arg47: tensor<32x16xf32> {memopt.name = "head.weight.momentum_buffer", memopt.role = "optimizer_state"}, %arg48: tensor<2x8xi64> {memopt.name = "input.0", memopt.range = array<i64: 1, 32>, memopt.role = "input"}, %arg49: tensor<2x8xi64> {memopt.name = "input.1", memopt.range = array<i64: 1, 32>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<32x16xf32> {memopt.name = "embed.weight.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "blocks.0.norm1.weight.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "blocks.0.norm1.bias.new", memopt.role = "parameter"}, tensor<8x8xf32> {memopt.name = "blocks.0.tokens.weight.new", memopt.role = "parameter"}, tensor<8xf32> {memopt.name = "blocks.0.tokens.bias.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "blocks.0.norm2.weight.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "blocks.0.norm2.bias.new", memopt.role = "parameter"}, tensor<32x16xf32> {memopt.name = "blocks.0.up.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.0.up.bias.new", memopt.role = "parameter"}, tensor<16x32xf32> {memopt.name = "blocks.0.down.weight.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "blocks.0.down.bias.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "blocks.1.norm1.weight.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "blocks.1.norm1.bias.new", memopt.role = "parameter"}, tensor<8x8xf32> {memopt.name = "blocks.1.tokens.weight.new", memopt.role = "parameter"}, tensor<8xf32> {memopt.name = "blocks.1.tokens.bias.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "blocks.1.norm2.weight.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "blocks.1.norm2.bias.new", memopt.role = "parameter"}, tensor<32x16xf32> {memopt.name = "blocks.1.up.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.1.up.bias.new", memopt.role = "parameter"}, tensor<16x32xf32> {memopt.name = "blocks.1.down.weight.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "blocks.1.down.bias.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "norm.weight.new", memopt.role = "parameter"}, tensor<16xf32> {memopt.name = "norm.bias.new", memopt.role = "parameter"}, tensor<32x16xf32> {memopt.name = "head.weight.new", memopt.role = "parameter"}, tensor<32x16xf32> {memopt.name = "embed.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "blocks.0.norm1.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "blocks.0.norm1.bias.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<8x8xf32> {memopt.name = "blocks.0.tokens.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<8xf32> {memopt.name = "blocks.0.tokens.bias.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "blocks.0.norm2.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "blocks.0.norm2.bias.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<32x16xf32> {memopt.name = "blocks.0.up.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.0.up.bias.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16x32xf32> {memopt.name = "blocks.0.down.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "blocks.0.down.bias.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "blocks.1.norm1.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "blocks.1.norm1.bias.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<8x8xf32> {memopt.name = "blocks.1.tokens.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<8xf32> {memopt.name = "blocks.1.tokens.bias.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "blocks.1.norm2.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "blocks.1.norm2.bias.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<32x16xf32> {memopt.name = "blocks.1.up.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.1.up.bias.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16x32xf32> {memopt.name = "blocks.1.down.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "blocks.1.down.bias.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "norm.weight.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<16xf32> {memopt.name = "norm.bias.momentum_buffer.new", memopt.role = "optimizer_state"}, tensor<32x16xf32> {memopt.name = "head.weight.momentum_buffer.new", memopt.role = "optimizer_state"}) {
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<16x32xf32> loc(#loc2)
    %c32 = arith.constant {memopt.phase = "backward"} 32 : index loc(#loc)
    %cst_0 = arith.constant {memopt.phase = "backward"} 0.000000e+00 : f64 loc(#loc)
    %cst_1 = arith.constant {memopt.phase = "backward"} 1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant {memopt.phase = "backward"} 5.000000e-01 : f32 loc(#loc)
    %cst_3 = arith.constant {memopt.phase = "forward"} 0xFF800000 : f32 loc(#loc3)
    %true = arith.constant {memopt.phase = "forward"} true loc(#loc)
    %cst_4 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "forward"} 1.000000e-05 : f64 loc(#loc4)
    %cst_5 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 0.70710678118654757 : f64 loc(#loc5)
    %cst_6 = arith.constant {memopt.layer = 1 : i64, memopt.phase = "backward"} 0.3989422804014327 : f64 loc(#loc6)
    %cst_7 = arith.constant {memopt.phase = "optimizer"} 9.000000e-01 : f64 loc(#loc7)
    %cst_8 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "optimizer"} 1.000000e-03 : f64 loc(#loc8)
    %cst_9 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<f32> loc(#loc9)
    %cst_10 = arith.constant {memopt.phase = "backward"} dense<1.000000e+00> : tensor<f32> loc(#loc10)
    %cst_11 = arith.constant {memopt.phase = "backward"} 1.600000e+01 : f64 loc(#loc)
    %cst_12 = arith.constant {memopt.phase = "backward"} 1.600000e+01 : f32 loc(#loc)
    %cst_13 = arith.constant {memopt.phase = "backward"} 1.41421354 : f32 loc(#loc)
    %cst_14 = arith.constant {memopt.phase = "backward"} -5.000000e-01 : f32 loc(#loc)
    %c31_i64 = arith.constant {memopt.phase = "backward"} 31 : i64 loc(#loc11)
    %c-32_i64 = arith.constant {memopt.phase = "backward"} -32 : i64 loc(#loc11)
    %c-100_i64 = arith.constant {memopt.phase = "forward"} -100 : i64 loc(#loc12)
    %c32_i64 = arith.constant {memopt.phase = "forward"} 32 : i64 loc(#loc)
    %c-1_i64 = arith.constant {memopt.phase = "forward"} -1 : i64 loc(#loc)
    %c16 = arith.constant {memopt.phase = "forward"} 16 : index loc(#loc)
    %c0_i64 = arith.constant {memopt.phase = "forward"} 0 : i64 loc(#loc)
    %cst_15 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32 loc(#loc)
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index loc(#loc)
    %cst_16 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} dense<0.000000e+00> : tensor<32x16xf32> loc(#loc13)
    %cst_17 = arith.constant {memopt.layer = 0 : i64, memopt.phase = "backward"} -1.000000e+00 : f32 loc(#loc)
    %cst_18 = arith.constant {memopt.phase = "forward"} dense<0> : tensor<i64> loc(#loc14)
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x8x16xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %393 = arith.index_cast %in : i64 to index
      %394 = linalg.index 2 : index
      %395 = arith.cmpi slt, %393, %c32 : index
      cf.assert %395, "index must be smaller than dim size"
      %396 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %396, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%393, %394] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32> loc(#loc1)
    %2 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x8x16xf64> loc(#loc15)
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %393 = arith.extf %in : f32 to f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc15)
    %4 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x8x1xf64> loc(#loc15)
    %5 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_0 : f64) outs(%4 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64> loc(#loc15)
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<2x8x16xf64>) outs(%5 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.addf %in, %out : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc15)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.divf %in, %cst_11 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc15)
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_81: f64, %out: f64):
      %393 = arith.subf %in, %in_81 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc15)
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_81: f64, %out: f64):
      %393 = arith.mulf %in, %in_81 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc15)
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<2x8x16xf64>) outs(%5 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.addf %in, %out : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc15)
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.divf %in, %cst_11 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc15)
    %12 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x8x1xf32> loc(#loc15)
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x1xf64>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %393 = arith.truncf %in : f64 to f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc15)
    %14 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_15 : f32) outs(%12 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc15)
    %15 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc15)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc15)
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_4 : f64 to f32
      %394 = arith.addf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<2x8x1xf32> loc(#loc4)
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.rsqrt %in : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc16)
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %16 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc17)
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc18)
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg1 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc19)
    %22 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc20)
    %23 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x8xf32> loc(#loc21)
    %transposed = linalg.transpose ins(%22 : tensor<2x8x16xf32>) outs(%23 : tensor<2x16x8xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc21)
    %24 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x8xf32> loc(#loc22)
    %transposed_19 = linalg.transpose ins(%arg3 : tensor<8x8xf32>) outs(%24 : tensor<8x8xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc22)
    %collapsed = tensor.collapse_shape %transposed [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x8xf32> into tensor<32x8xf32> loc(#loc23)
    %25 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x8xf32> loc(#loc24)
    %26 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_15 : f32) outs(%25 : tensor<32x8xf32>) -> tensor<32x8xf32> loc(#loc24)
    %27 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed, %transposed_19 : tensor<32x8xf32>, tensor<8x8xf32>) outs(%26 : tensor<32x8xf32>) -> tensor<32x8xf32> loc(#loc24)
    %expanded = tensor.expand_shape %27 [[0, 1], [2]] output_shape [2, 16, 8] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x8xf32> into tensor<2x16x8xf32> loc(#loc25)
    %28 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %arg4 : tensor<2x16x8xf32>, tensor<8xf32>) outs(%23 : tensor<2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x16x8xf32> loc(#loc26)
    %transposed_20 = linalg.transpose ins(%28 : tensor<2x16x8xf32>) outs(%0 : tensor<2x8x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc27)
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %transposed_20 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc28)
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %393 = arith.extf %in : f32 to f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc29)
    %31 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%30 : tensor<2x8x16xf64>) outs(%5 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.addf %in, %out : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc29)
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.divf %in, %cst_11 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc29)
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %32 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_81: f64, %out: f64):
      %393 = arith.subf %in, %in_81 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc29)
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %33 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_81: f64, %out: f64):
      %393 = arith.mulf %in, %in_81 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc29)
    %35 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%34 : tensor<2x8x16xf64>) outs(%5 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.addf %in, %out : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc29)
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.divf %in, %cst_11 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc29)
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x8x1xf64>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %393 = arith.truncf %in : f64 to f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc29)
    %38 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc29)
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc29)
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_4 : f64 to f32
      %394 = arith.addf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<2x8x1xf32> loc(#loc30)
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.rsqrt %in : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc31)
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %39 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc32)
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %41 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc33)
    %44 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %arg5 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc34)
    %45 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %arg6 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc35)
    %46 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x32xf32> loc(#loc36)
    %transposed_21 = linalg.transpose ins(%arg7 : tensor<32x16xf32>) outs(%46 : tensor<16x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc36)
    %collapsed_22 = tensor.collapse_shape %45 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x8x16xf32> into tensor<16x16xf32> loc(#loc37)
    %47 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_15 : f32) outs(%46 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc38)
    %48 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_22, %transposed_21 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%47 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc38)
    %49 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32> loc(#loc39)
    %50 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%48, %49 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc40)
    %expanded_23 = tensor.expand_shape %50 [[0, 1], [2]] output_shape [2, 8, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc43)
    %51 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x8x32xf32> loc(#loc44)
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_13 : f32
      %394 = math.erf %393 : f32
      %395 = arith.addf %394, %cst_1 : f32
      %396 = arith.mulf %395, %cst_2 : f32
      %397 = arith.mulf %in, %396 : f32
      linalg.yield %397 : f32
    } -> tensor<2x8x32xf32> loc(#loc44)
    %53 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x16xf32> loc(#loc45)
    %transposed_24 = linalg.transpose ins(%arg9 : tensor<16x32xf32>) outs(%53 : tensor<32x16xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "forward"} loc(#loc45)
    %collapsed_25 = tensor.collapse_shape %52 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc46)
    %54 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xf32> loc(#loc47)
    %55 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_15 : f32) outs(%54 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc47)
    %56 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_25, %transposed_24 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%55 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc47)
    %57 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<16xf32>) outs(%54 : tensor<16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32> loc(#loc48)
    %58 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%56, %57 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%54 : tensor<16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x16xf32> loc(#loc49)
    %expanded_26 = tensor.expand_shape %58 [[0, 1], [2]] output_shape [2, 8, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc52)
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %expanded_26 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc53)
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %393 = arith.extf %in : f32 to f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc54)
    %61 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<2x8x16xf64>) outs(%5 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.addf %in, %out : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc54)
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.divf %in, %cst_11 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc54)
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %62 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_81: f64, %out: f64):
      %393 = arith.subf %in, %in_81 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc54)
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %63 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_81: f64, %out: f64):
      %393 = arith.mulf %in, %in_81 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc54)
    %65 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%64 : tensor<2x8x16xf64>) outs(%5 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.addf %in, %out : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc54)
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.divf %in, %cst_11 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc54)
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x1xf64>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %393 = arith.truncf %in : f64 to f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc54)
    %68 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%59 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc54)
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc54)
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_4 : f64 to f32
      %394 = arith.addf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<2x8x1xf32> loc(#loc55)
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.rsqrt %in : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc56)
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %69 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc57)
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %71 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc58)
    %74 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %arg11 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc59)
    %75 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %arg12 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc60)
    %transposed_27 = linalg.transpose ins(%75 : tensor<2x8x16xf32>) outs(%23 : tensor<2x16x8xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc61)
    %transposed_28 = linalg.transpose ins(%arg13 : tensor<8x8xf32>) outs(%24 : tensor<8x8xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc62)
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x8xf32> into tensor<32x8xf32> loc(#loc63)
    %76 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_29, %transposed_28 : tensor<32x8xf32>, tensor<8x8xf32>) outs(%26 : tensor<32x8xf32>) -> tensor<32x8xf32> loc(#loc64)
    %expanded_30 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [2, 16, 8] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x8xf32> into tensor<2x16x8xf32> loc(#loc65)
    %77 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30, %arg14 : tensor<2x16x8xf32>, tensor<8xf32>) outs(%23 : tensor<2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x16x8xf32> loc(#loc66)
    %transposed_31 = linalg.transpose ins(%77 : tensor<2x16x8xf32>) outs(%0 : tensor<2x8x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc67)
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %transposed_31 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc68)
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %393 = arith.extf %in : f32 to f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc69)
    %80 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<2x8x16xf64>) outs(%5 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.addf %in, %out : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc69)
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.divf %in, %cst_11 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc69)
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_81: f64, %out: f64):
      %393 = arith.subf %in, %in_81 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc69)
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %82 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_81: f64, %out: f64):
      %393 = arith.mulf %in, %in_81 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc69)
    %84 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<2x8x16xf64>) outs(%5 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.addf %in, %out : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc69)
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.divf %in, %cst_11 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc69)
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x1xf64>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %393 = arith.truncf %in : f64 to f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc69)
    %87 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc69)
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc69)
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_4 : f64 to f32
      %394 = arith.addf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<2x8x1xf32> loc(#loc70)
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.rsqrt %in : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc71)
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %88 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc72)
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %90 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc73)
    %93 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc74)
    %94 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %arg16 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc75)
    %transposed_32 = linalg.transpose ins(%arg17 : tensor<32x16xf32>) outs(%46 : tensor<16x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc76)
    %collapsed_33 = tensor.collapse_shape %94 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x8x16xf32> into tensor<16x16xf32> loc(#loc77)
    %95 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_33, %transposed_32 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%47 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc78)
    %96 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32> loc(#loc79)
    %97 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%95, %96 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc80)
    %expanded_34 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [2, 8, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc83)
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_13 : f32
      %394 = math.erf %393 : f32
      %395 = arith.addf %394, %cst_1 : f32
      %396 = arith.mulf %395, %cst_2 : f32
      %397 = arith.mulf %in, %396 : f32
      linalg.yield %397 : f32
    } -> tensor<2x8x32xf32> loc(#loc84)
    %transposed_35 = linalg.transpose ins(%arg19 : tensor<16x32xf32>) outs(%53 : tensor<32x16xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "forward"} loc(#loc85)
    %collapsed_36 = tensor.collapse_shape %98 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc86)
    %99 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_36, %transposed_35 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%55 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc87)
    %100 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<16xf32>) outs(%54 : tensor<16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32> loc(#loc88)
    %101 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%99, %100 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%54 : tensor<16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x16xf32> loc(#loc89)
    %expanded_37 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [2, 8, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc92)
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %expanded_37 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc93)
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f64):
      %393 = arith.extf %in : f32 to f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc94)
    %104 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x8x16xf64>) outs(%5 : tensor<2x8x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.addf %in, %out : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc94)
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.divf %in, %cst_11 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc94)
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %105 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_81: f64, %out: f64):
      %393 = arith.subf %in, %in_81 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc94)
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %106 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%2 : tensor<2x8x16xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %in_81: f64, %out: f64):
      %393 = arith.mulf %in, %in_81 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x16xf64> loc(#loc94)
    %108 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<2x8x16xf64>) outs(%5 : tensor<2x8x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.addf %in, %out : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc94)
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f64):
      %393 = arith.divf %in, %cst_11 : f64
      linalg.yield %393 : f64
    } -> tensor<2x8x1xf64> loc(#loc94)
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf64>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f64, %out: f32):
      %393 = arith.truncf %in : f64 to f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc94)
    %111 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc94)
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc94)
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_4 : f64 to f32
      %394 = arith.addf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<2x8x1xf32> loc(#loc95)
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.rsqrt %in : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc96)
    %115 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %112 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc97)
    %116 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %114 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc98)
    %117 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %arg21 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc99)
    %118 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg22 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc100)
    %transposed_38 = linalg.transpose ins(%arg23 : tensor<32x16xf32>) outs(%46 : tensor<16x32xf32>) permutation = [1, 0]  {memopt.phase = "forward"} loc(#loc101)
    %collapsed_39 = tensor.collapse_shape %118 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x8x16xf32> into tensor<16x16xf32> loc(#loc102)
    %119 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_39, %transposed_38 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%47 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc103)
    %collapsed_40 = tensor.collapse_shape %arg49 [[0, 1]] {memopt.phase = "forward"} : tensor<2x8xi64> into tensor<16xi64> loc(#loc104)
    %120 = tensor.empty() {memopt.phase = "forward"} : tensor<16xi64> loc(#loc3)
    %121 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%120 : tensor<16xi64>) -> tensor<16xi64> loc(#loc3)
    %122 = tensor.empty() {memopt.phase = "forward"} : tensor<16xf32> loc(#loc3)
    %123 = linalg.fill {memopt.phase = "forward"} ins(%cst_3 : f32) outs(%122 : tensor<16xf32>) -> tensor<16xf32> loc(#loc3)
    %124:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "reduction"]} ins(%119 : tensor<16x32xf32>) outs(%123, %121 : tensor<16xf32>, tensor<16xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32, %out_81: i64):
      %393 = linalg.index 1 : index
      %394 = arith.index_cast %393 : index to i64
      %395 = arith.maximumf %in, %out : f32
      %396 = arith.cmpf ogt, %in, %out : f32
      %397 = arith.select %396, %394, %out_81 : i64
      linalg.yield %395, %397 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc3)
    %expanded_41 = tensor.expand_shape %124#0 [[0, 1]] output_shape [16, 1] {memopt.phase = "forward"} : tensor<16xf32> into tensor<16x1xf32> loc(#loc3)
    %125 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%119, %expanded_41 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc106)
    %126 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%125 : tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.exp %in : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc107)
    %127 = tensor.empty() {memopt.phase = "forward"} : tensor<16x1xf32> loc(#loc108)
    %128 = linalg.fill {memopt.phase = "forward"} ins(%cst_15 : f32) outs(%127 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc108)
    %129 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "reduction"]} ins(%126 : tensor<16x32xf32>) outs(%128 : tensor<16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16x1xf32> loc(#loc108)
    %130 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<16x1xf32>) outs(%127 : tensor<16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.log %in : f32
      linalg.yield %393 : f32
    } -> tensor<16x1xf32> loc(#loc109)
    %131 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%125, %130 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc110)
    %132 = tensor.empty() {memopt.phase = "forward"} : tensor<16xi1> loc(#loc12)
    %133 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_40 : tensor<16xi64>) outs(%132 : tensor<16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: i1):
      %393 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %393 : i1
    } -> tensor<16xi1> loc(#loc12)
    %134 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%133, %collapsed_40, %cst_18 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%120 : tensor<16xi64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_81: i64, %in_82: i64, %out: i64):
      %393 = arith.select %in, %in_81, %in_82 : i64
      linalg.yield %393 : i64
    } -> tensor<16xi64> loc(#loc14)
    %expanded_42 = tensor.expand_shape %134 [[0, 1]] output_shape [16, 1] {memopt.phase = "forward"} : tensor<16xi64> into tensor<16x1xi64> loc(#loc111)
    %135 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_42 : tensor<16x1xi64>) outs(%128 : tensor<16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %393 = linalg.index 0 : index
      %394 = arith.index_cast %in : i64 to index
      %395 = arith.cmpi slt, %394, %c32 : index
      cf.assert %395, "index must be smaller than dim size"
      %396 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %396, "index must be larger or equal to 0"
      %extracted = tensor.extract %131[%393, %394] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32> loc(#loc112)
    %collapsed_43 = tensor.collapse_shape %135 [[0, 1]] {memopt.phase = "forward"} : tensor<16x1xf32> into tensor<16xf32> loc(#loc113)
    %136 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_43 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.negf %in : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc114)
    %137 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%133, %136, %cst_9 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_81: f32, %in_82: f32, %out: f32):
      %393 = arith.select %in, %in_81, %in_82 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc9)
    %138 = tensor.empty() {memopt.phase = "forward"} : tensor<i64> loc(#loc116)
    %139 = linalg.fill {memopt.phase = "forward"} ins(%c0_i64 : i64) outs(%138 : tensor<i64>) -> tensor<i64> loc(#loc116)
    %140 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%133 : tensor<16xi1>) outs(%139 : tensor<i64>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i64):
      %393 = arith.extui %in : i1 to i64
      %394 = arith.addi %393, %out : i64
      linalg.yield %394 : i64
    } -> tensor<i64> loc(#loc116)
    %141 = tensor.empty() {memopt.phase = "forward"} : tensor<f32> loc(#loc118)
    %142 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%140 : tensor<i64>) outs(%141 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i64, %out: f32):
      %393 = arith.sitofp %in : i64 to f32
      linalg.yield %393 : f32
    } -> tensor<f32> loc(#loc118)
    %143 = linalg.fill {memopt.phase = "forward"} ins(%cst_15 : f32) outs(%141 : tensor<f32>) -> tensor<f32> loc(#loc119)
    %144 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%137 : tensor<16xf32>) outs(%143 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<f32> loc(#loc119)
    %145 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%144, %142 : tensor<f32>, tensor<f32>) outs(%141 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.divf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<f32> loc(#loc120)
    %146 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%cst_10, %142 : tensor<f32>, tensor<f32>) outs(%141 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.divf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<f32> loc(#loc10)
    %expanded_44 = tensor.expand_shape %collapsed_40 [[0, 1]] output_shape [16, 1] {memopt.phase = "backward"} : tensor<16xi64> into tensor<16x1xi64> loc(#loc121)
    %147 = tensor.empty() {memopt.phase = "backward"} : tensor<16x1xi1> loc(#loc122)
    %148 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_44 : tensor<16x1xi64>) outs(%147 : tensor<16x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %393 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %393 : i1
    } -> tensor<16x1xi1> loc(#loc122)
    %149 = tensor.empty() {memopt.phase = "backward"} : tensor<16x1xi64> loc(#loc123)
    %150 = linalg.generic {indexing_maps = [#map5, #map5, #map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%148, %expanded_44, %cst_18 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%149 : tensor<16x1xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_81: i64, %in_82: i64, %out: i64):
      %393 = arith.select %in, %in_81, %in_82 : i64
      linalg.yield %393 : i64
    } -> tensor<16x1xi64> loc(#loc123)
    %151 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%149 : tensor<16x1xi64>) -> tensor<16x1xi64> loc(#loc2)
    %152 = linalg.fill {memopt.phase = "backward"} ins(%cst_15 : f32) outs(%122 : tensor<16xf32>) -> tensor<16xf32> loc(#loc2)
    %153:3 = linalg.generic {indexing_maps = [#map12, #map12, #map8], iterator_types = ["parallel"]} outs(%151, %151, %152 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i64, %out_81: i64, %out_82: f32):
      %393 = linalg.index 0 : index
      %394 = arith.remsi %393, %c16 : index
      %extracted = tensor.extract %150[%394, %c0] : tensor<16x1xi64>
      %395 = arith.index_cast %394 : index to i64
      linalg.yield %395, %extracted, %cst_17 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) loc(#loc2)
    %154 = tensor.empty() {memopt.phase = "backward"} : tensor<16x2xi64> loc(#loc2)
    %155 = linalg.fill {memopt.phase = "backward"} ins(%c0_i64 : i64) outs(%154 : tensor<16x2xi64>) -> tensor<16x2xi64> loc(#loc2)
    %inserted_slice = tensor.insert_slice %153#0 into %155[0, 0] [16, 1] [1, 1] {memopt.phase = "backward"} : tensor<16x1xi64> into tensor<16x2xi64> loc(#loc2)
    %inserted_slice_45 = tensor.insert_slice %153#1 into %inserted_slice[0, 1] [16, 1] [1, 1] {memopt.phase = "backward"} : tensor<16x1xi64> into tensor<16x2xi64> loc(#loc2)
    %156 = scf.for %arg50 = %c0 to %c16 step %c1 iter_args(%arg51 = %cst) -> (tensor<16x32xf32>) {
      %extracted = tensor.extract %inserted_slice_45[%arg50, %c0] : tensor<16x2xi64>
      %393 = arith.index_cast %extracted : i64 to index
      %extracted_81 = tensor.extract %inserted_slice_45[%arg50, %c1] : tensor<16x2xi64>
      %394 = arith.index_cast %extracted_81 : i64 to index
      %extracted_slice = tensor.extract_slice %153#2[%arg50] [1] [1] : tensor<16xf32> to tensor<f32>
      %inserted_slice_82 = tensor.insert_slice %extracted_slice into %arg51[%393, %394] [1, 1] [1, 1] : tensor<f32> into tensor<16x32xf32>
      scf.yield %inserted_slice_82 : tensor<16x32xf32>
    } {memopt.phase = "backward"} loc(#loc2)
    %157 = linalg.generic {indexing_maps = [#map5, #map11, #map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%148, %146, %cst_9 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%127 : tensor<16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_81: f32, %in_82: f32, %out: f32):
      %393 = arith.select %in, %in_81, %in_82 : f32
      linalg.yield %393 : f32
    } -> tensor<16x1xf32> loc(#loc124)
    %158 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%156, %157 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc126)
    %159 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.exp %in : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc127)
    %160 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "reduction"]} ins(%158 : tensor<16x32xf32>) outs(%128 : tensor<16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16x1xf32> loc(#loc128)
    %161 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%159, %160 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc129)
    %162 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%158, %161 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc130)
    %transposed_46 = linalg.transpose ins(%162 : tensor<16x32xf32>) outs(%53 : tensor<32x16xf32>) permutation = [1, 0]  {memopt.phase = "backward"} loc(#loc131)
    %163 = linalg.fill {memopt.phase = "backward"} ins(%cst_15 : f32) outs(%53 : tensor<32x16xf32>) -> tensor<32x16xf32> loc(#loc132)
    %164 = linalg.matmul {memopt.phase = "backward"} ins(%transposed_46, %collapsed_39 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%163 : tensor<32x16xf32>) -> tensor<32x16xf32> loc(#loc132)
    %165 = linalg.matmul {memopt.phase = "backward"} ins(%162, %arg23 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%55 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc133)
    %expanded_47 = tensor.expand_shape %165 [[0, 1], [2]] output_shape [2, 8, 16] {memopt.phase = "backward"} : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc134)
    %166 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47, %arg21 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc135)
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.mulf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc136)
    %168 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc137)
    %169 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %116 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc138)
    %170 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%169 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc140)
    %171 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %170 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc141)
    %172 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %168 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc142)
    %173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %171 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc143)
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc144)
    %175 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %173 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc145)
    %176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47, %116 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc146)
    %177 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%176 : tensor<2x8x16xf32>) outs(%152 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc147)
    %178 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_47 : tensor<2x8x16xf32>) outs(%152 : tensor<16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc148)
    %collapsed_48 = tensor.collapse_shape %175 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x8x16xf32> into tensor<16x16xf32> loc(#loc149)
    %179 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_48, %arg19 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%47 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc150)
    %transposed_49 = linalg.transpose ins(%collapsed_48 : tensor<16x16xf32>) outs(%54 : tensor<16x16xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc151)
    %180 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_49, %collapsed_36 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%47 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc152)
    %181 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x16xf32> loc(#loc153)
    %182 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_15 : f32) outs(%181 : tensor<1x16xf32>) -> tensor<1x16xf32> loc(#loc153)
    %183 = linalg.generic {indexing_maps = [#map5, #map13], iterator_types = ["reduction", "parallel"]} ins(%collapsed_48 : tensor<16x16xf32>) outs(%182 : tensor<1x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<1x16xf32> loc(#loc153)
    %collapsed_50 = tensor.collapse_shape %183 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x16xf32> into tensor<16xf32> loc(#loc154)
    %expanded_51 = tensor.expand_shape %179 [[0, 1], [2]] output_shape [2, 8, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc155)
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_5 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<2x8x32xf32> loc(#loc5)
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.erf %in : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc156)
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %cst_1 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc157)
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.mulf %in, %cst_2 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc158)
    %188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_34 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc159)
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.mulf %in, %cst_14 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc160)
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.exp %in : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc161)
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_6 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<2x8x32xf32> loc(#loc6)
    %192 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %191 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc162)
    %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %192 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc163)
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %193 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc164)
    %collapsed_52 = tensor.collapse_shape %194 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc165)
    %195 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_52, %arg17 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%55 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc166)
    %transposed_53 = linalg.transpose ins(%collapsed_52 : tensor<16x32xf32>) outs(%53 : tensor<32x16xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc167)
    %196 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_53, %collapsed_33 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%163 : tensor<32x16xf32>) -> tensor<32x16xf32> loc(#loc168)
    %197 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> loc(#loc169)
    %198 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_15 : f32) outs(%197 : tensor<1x32xf32>) -> tensor<1x32xf32> loc(#loc169)
    %199 = linalg.generic {indexing_maps = [#map5, #map13], iterator_types = ["reduction", "parallel"]} ins(%collapsed_52 : tensor<16x32xf32>) outs(%198 : tensor<1x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<1x32xf32> loc(#loc169)
    %collapsed_54 = tensor.collapse_shape %199 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc170)
    %expanded_55 = tensor.expand_shape %195 [[0, 1], [2]] output_shape [2, 8, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc171)
    %200 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc172)
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.mulf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc173)
    %202 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc174)
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %92 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc175)
    %204 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc177)
    %205 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %204 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc178)
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %202 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc179)
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %205 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc180)
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc181)
    %209 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %207 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc182)
    %210 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55, %92 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc183)
    %211 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%210 : tensor<2x8x16xf32>) outs(%152 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc184)
    %212 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_55 : tensor<2x8x16xf32>) outs(%152 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc185)
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %209 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc186)
    %transposed_56 = linalg.transpose ins(%213 : tensor<2x8x16xf32>) outs(%23 : tensor<2x16x8xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc187)
    %214 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1x8xf32> loc(#loc188)
    %215 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_15 : f32) outs(%214 : tensor<1x1x8xf32>) -> tensor<1x1x8xf32> loc(#loc188)
    %216 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%transposed_56 : tensor<2x16x8xf32>) outs(%215 : tensor<1x1x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<1x1x8xf32> loc(#loc188)
    %collapsed_57 = tensor.collapse_shape %216 [[0, 1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x1x8xf32> into tensor<8xf32> loc(#loc189)
    %collapsed_58 = tensor.collapse_shape %transposed_56 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x8xf32> into tensor<32x8xf32> loc(#loc190)
    %217 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x32xf32> loc(#loc191)
    %transposed_59 = linalg.transpose ins(%collapsed_58 : tensor<32x8xf32>) outs(%217 : tensor<8x32xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc191)
    %218 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_15 : f32) outs(%24 : tensor<8x8xf32>) -> tensor<8x8xf32> loc(#loc192)
    %219 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%transposed_59, %collapsed_29 : tensor<8x32xf32>, tensor<32x8xf32>) outs(%218 : tensor<8x8xf32>) -> tensor<8x8xf32> loc(#loc192)
    %220 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_58, %arg13 : tensor<32x8xf32>, tensor<8x8xf32>) outs(%26 : tensor<32x8xf32>) -> tensor<32x8xf32> loc(#loc193)
    %expanded_60 = tensor.expand_shape %220 [[0, 1], [2]] output_shape [2, 16, 8] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x8xf32> into tensor<2x16x8xf32> loc(#loc194)
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<2x16x8xf32>) outs(%0 : tensor<2x8x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc195)
    %221 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_61, %arg11 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc196)
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.mulf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc197)
    %223 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%221 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc198)
    %224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %73 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc199)
    %225 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%224 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc201)
    %226 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %225 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc202)
    %227 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %223 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc203)
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %226 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc204)
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc205)
    %230 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %228 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc206)
    %231 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_61, %73 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc207)
    %232 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%231 : tensor<2x8x16xf32>) outs(%152 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc208)
    %233 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%transposed_61 : tensor<2x8x16xf32>) outs(%152 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc209)
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %230 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc210)
    %collapsed_62 = tensor.collapse_shape %234 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x8x16xf32> into tensor<16x16xf32> loc(#loc211)
    %235 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_62, %arg9 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%47 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc212)
    %transposed_63 = linalg.transpose ins(%collapsed_62 : tensor<16x16xf32>) outs(%54 : tensor<16x16xf32>) permutation = [1, 0]  {memopt.layer = 1 : i64, memopt.phase = "backward"} loc(#loc213)
    %236 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_63, %collapsed_25 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%47 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc214)
    %237 = linalg.generic {indexing_maps = [#map5, #map13], iterator_types = ["reduction", "parallel"]} ins(%collapsed_62 : tensor<16x16xf32>) outs(%182 : tensor<1x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<1x16xf32> loc(#loc215)
    %collapsed_64 = tensor.collapse_shape %237 [[0, 1]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1x16xf32> into tensor<16xf32> loc(#loc216)
    %expanded_65 = tensor.expand_shape %235 [[0, 1], [2]] output_shape [2, 8, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc217)
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_5 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<2x8x32xf32> loc(#loc218)
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.erf %in : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc219)
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %cst_1 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc220)
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.mulf %in, %cst_2 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc221)
    %242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23, %expanded_23 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc222)
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.mulf %in, %cst_14 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc223)
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = math.exp %in : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc224)
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_6 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<2x8x32xf32> loc(#loc225)
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23, %245 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc226)
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %246 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc227)
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %247 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%51 : tensor<2x8x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x32xf32> loc(#loc228)
    %collapsed_66 = tensor.collapse_shape %248 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc229)
    %249 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_66, %arg7 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%55 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc230)
    %transposed_67 = linalg.transpose ins(%collapsed_66 : tensor<16x32xf32>) outs(%53 : tensor<32x16xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc231)
    %250 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_67, %collapsed_22 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%163 : tensor<32x16xf32>) -> tensor<32x16xf32> loc(#loc232)
    %251 = linalg.generic {indexing_maps = [#map5, #map13], iterator_types = ["reduction", "parallel"]} ins(%collapsed_66 : tensor<16x32xf32>) outs(%198 : tensor<1x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<1x32xf32> loc(#loc233)
    %collapsed_68 = tensor.collapse_shape %251 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x32xf32> into tensor<32xf32> loc(#loc234)
    %expanded_69 = tensor.expand_shape %249 [[0, 1], [2]] output_shape [2, 8, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc235)
    %252 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %arg5 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc236)
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.mulf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc237)
    %254 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%252 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc238)
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %43 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc239)
    %256 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%255 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc241)
    %257 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %256 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc242)
    %258 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %254 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc243)
    %259 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %257 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc244)
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc245)
    %261 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %259 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc246)
    %262 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %43 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc247)
    %263 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%262 : tensor<2x8x16xf32>) outs(%152 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc248)
    %264 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_69 : tensor<2x8x16xf32>) outs(%152 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc249)
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %261 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc250)
    %transposed_70 = linalg.transpose ins(%265 : tensor<2x8x16xf32>) outs(%23 : tensor<2x16x8xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc251)
    %266 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%transposed_70 : tensor<2x16x8xf32>) outs(%215 : tensor<1x1x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<1x1x8xf32> loc(#loc252)
    %collapsed_71 = tensor.collapse_shape %266 [[0, 1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1x1x8xf32> into tensor<8xf32> loc(#loc253)
    %collapsed_72 = tensor.collapse_shape %transposed_70 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x8xf32> into tensor<32x8xf32> loc(#loc254)
    %transposed_73 = linalg.transpose ins(%collapsed_72 : tensor<32x8xf32>) outs(%217 : tensor<8x32xf32>) permutation = [1, 0]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc255)
    %267 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%transposed_73, %collapsed : tensor<8x32xf32>, tensor<32x8xf32>) outs(%218 : tensor<8x8xf32>) -> tensor<8x8xf32> loc(#loc256)
    %268 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_72, %arg3 : tensor<32x8xf32>, tensor<8x8xf32>) outs(%26 : tensor<32x8xf32>) -> tensor<32x8xf32> loc(#loc257)
    %expanded_74 = tensor.expand_shape %268 [[0, 1], [2]] output_shape [2, 16, 8] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x8xf32> into tensor<2x16x8xf32> loc(#loc258)
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<2x16x8xf32>) outs(%0 : tensor<2x8x16xf32>) permutation = [0, 2, 1]  {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc259)
    %269 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_75, %arg1 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc260)
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.mulf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc261)
    %271 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%269 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc262)
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %20 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc263)
    %273 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%272 : tensor<2x8x16xf32>) outs(%14 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc265)
    %274 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %273 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc266)
    %275 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %271 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc267)
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %274 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc268)
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.divf %in, %cst_12 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x1xf32> loc(#loc269)
    %278 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %276 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc270)
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_75, %20 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.mulf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc271)
    %280 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%279 : tensor<2x8x16xf32>) outs(%152 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc272)
    %281 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%transposed_75 : tensor<2x8x16xf32>) outs(%152 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.addf %in, %out : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc273)
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %278 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc274)
    %283 = tensor.empty() {memopt.phase = "backward"} : tensor<2x8xi1> loc(#loc275)
    %284 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<2x8xi64>) outs(%283 : tensor<2x8xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %393 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %393 : i1
    } -> tensor<2x8xi1> loc(#loc275)
    %285 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<2x8xi64>) outs(%283 : tensor<2x8xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %393 = arith.cmpi slt, %in, %c32_i64 : i64
      linalg.yield %393 : i1
    } -> tensor<2x8xi1> loc(#loc276)
    %286 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%284, %285 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%283 : tensor<2x8xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_81: i1, %out: i1):
      %393 = arith.andi %in, %in_81 : i1
      linalg.yield %393 : i1
    } -> tensor<2x8xi1> loc(#loc277)
    %287 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<2x8xi64>) outs(%283 : tensor<2x8xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i1):
      %393 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %393 : i1
    } -> tensor<2x8xi1> loc(#loc278)
    %288 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%286, %287 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%283 : tensor<2x8xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_81: i1, %out: i1):
      %393 = arith.andi %in, %in_81 : i1
      linalg.yield %393 : i1
    } -> tensor<2x8xi1> loc(#loc279)
    %expanded_76 = tensor.expand_shape %288 [[0], [1, 2]] output_shape [2, 8, 1] {memopt.phase = "backward"} : tensor<2x8xi1> into tensor<2x8x1xi1> loc(#loc280)
    %289 = tensor.empty() {memopt.phase = "backward"} : tensor<2x8xi64> loc(#loc11)
    %290 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<2x8xi64>) outs(%289 : tensor<2x8xi64>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i64, %out: i64):
      %393 = arith.maxsi %in, %c-32_i64 : i64
      %394 = arith.minsi %393, %c31_i64 : i64
      linalg.yield %394 : i64
    } -> tensor<2x8xi64> loc(#loc11)
    %291 = tensor.empty() {memopt.phase = "backward"} : tensor<2x8x1xi1> loc(#loc281)
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<2x8x1xi1>) outs(%291 : tensor<2x8x1xi1>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %out: i1):
      %393 = arith.xori %in, %true : i1
      linalg.yield %393 : i1
    } -> tensor<2x8x1xi1> loc(#loc281)
    %293 = linalg.generic {indexing_maps = [#map2, #map15, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %cst_9, %282 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_81: f32, %in_82: f32, %out: f32):
      %393 = arith.select %in, %in_81, %in_82 : f32
      linalg.yield %393 : f32
    } -> tensor<2x8x16xf32> loc(#loc282)
    %collapsed_77 = tensor.collapse_shape %290 [[0, 1]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x8xi64> into tensor<16xi64> loc(#loc13)
    %expanded_78 = tensor.expand_shape %collapsed_77 [[0, 1]] output_shape [16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<16xi64> into tensor<16x1xi64> loc(#loc13)
    %collapsed_79 = tensor.collapse_shape %293 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x8x16xf32> into tensor<16x16xf32> loc(#loc13)
    %expanded_80 = tensor.expand_shape %collapsed_79 [[0], [1, 2]] output_shape [16, 1, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<16x16xf32> into tensor<16x1x16xf32> loc(#loc13)
    %294 = scf.for %arg50 = %c0 to %c16 step %c1 iter_args(%arg51 = %cst_16) -> (tensor<32x16xf32>) {
      %extracted = tensor.extract %expanded_78[%arg50, %c0] : tensor<16x1xi64>
      %393 = arith.index_cast %extracted : i64 to index
      %extracted_slice = tensor.extract_slice %expanded_80[%arg50, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<16x1x16xf32> to tensor<1x16xf32>
      %extracted_slice_81 = tensor.extract_slice %arg51[%393, 0] [1, 16] [1, 1] : tensor<32x16xf32> to tensor<1x16xf32>
      %394 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x16xf32>) outs(%extracted_slice_81 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %395 = arith.addf %out, %in : f32
        linalg.yield %395 : f32
      } -> tensor<1x16xf32>
      %inserted_slice_82 = tensor.insert_slice %394 into %arg51[%393, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<32x16xf32>
      scf.yield %inserted_slice_82 : tensor<32x16xf32>
    } {memopt.layer = 0 : i64, memopt.phase = "backward"} loc(#loc13)
    %295 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32x16xf32> loc(#loc7)
    %296 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%295, %294 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32x16xf32> loc(#loc283)
    %297 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%296 : tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32x16xf32> loc(#loc8)
    %298 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg0, %297 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32x16xf32> loc(#loc284)
    %299 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg25 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc285)
    %300 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%299, %280 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc286)
    %301 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%300 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc287)
    %302 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg1, %301 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc288)
    %303 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg26 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc289)
    %304 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%303, %281 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc290)
    %305 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%304 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc291)
    %306 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg2, %305 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc292)
    %307 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<8x8xf32>) outs(%24 : tensor<8x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<8x8xf32> loc(#loc293)
    %308 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%307, %267 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%24 : tensor<8x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<8x8xf32> loc(#loc294)
    %309 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%308 : tensor<8x8xf32>) outs(%24 : tensor<8x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<8x8xf32> loc(#loc296)
    %310 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg3, %309 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%24 : tensor<8x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<8x8xf32> loc(#loc297)
    %311 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<8xf32> loc(#loc298)
    %312 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg28 : tensor<8xf32>) outs(%311 : tensor<8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<8xf32> loc(#loc298)
    %313 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%312, %collapsed_71 : tensor<8xf32>, tensor<8xf32>) outs(%311 : tensor<8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<8xf32> loc(#loc299)
    %314 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%313 : tensor<8xf32>) outs(%311 : tensor<8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<8xf32> loc(#loc300)
    %315 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg4, %314 : tensor<8xf32>, tensor<8xf32>) outs(%311 : tensor<8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<8xf32> loc(#loc301)
    %316 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg29 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc302)
    %317 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%316, %263 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc303)
    %318 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%317 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc304)
    %319 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg5, %318 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc305)
    %320 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg30 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc306)
    %321 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%320, %264 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc307)
    %322 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%321 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc308)
    %323 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg6, %322 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc309)
    %324 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32x16xf32> loc(#loc310)
    %325 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%324, %250 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32x16xf32> loc(#loc311)
    %326 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%325 : tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32x16xf32> loc(#loc313)
    %327 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg7, %326 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32x16xf32> loc(#loc314)
    %328 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "optimizer"} : tensor<32xf32> loc(#loc315)
    %329 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg32 : tensor<32xf32>) outs(%328 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32xf32> loc(#loc315)
    %330 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%329, %collapsed_68 : tensor<32xf32>, tensor<32xf32>) outs(%328 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32xf32> loc(#loc316)
    %331 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%330 : tensor<32xf32>) outs(%328 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32xf32> loc(#loc317)
    %332 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg8, %331 : tensor<32xf32>, tensor<32xf32>) outs(%328 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32xf32> loc(#loc318)
    %333 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16x32xf32> loc(#loc319)
    %334 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%333, %236 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc320)
    %335 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%334 : tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16x32xf32> loc(#loc322)
    %336 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg9, %335 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc323)
    %337 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg34 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc324)
    %338 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%337, %collapsed_64 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc325)
    %339 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%338 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc326)
    %340 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg10, %339 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc327)
    %341 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg35 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc328)
    %342 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%341, %232 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc329)
    %343 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%342 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc330)
    %344 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg11, %343 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc331)
    %345 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg36 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc332)
    %346 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%345, %233 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc333)
    %347 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%346 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc334)
    %348 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg12, %347 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc335)
    %349 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<8x8xf32>) outs(%24 : tensor<8x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<8x8xf32> loc(#loc336)
    %350 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%349, %219 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%24 : tensor<8x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<8x8xf32> loc(#loc337)
    %351 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%350 : tensor<8x8xf32>) outs(%24 : tensor<8x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<8x8xf32> loc(#loc339)
    %352 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg13, %351 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%24 : tensor<8x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<8x8xf32> loc(#loc340)
    %353 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg38 : tensor<8xf32>) outs(%311 : tensor<8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<8xf32> loc(#loc341)
    %354 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%353, %collapsed_57 : tensor<8xf32>, tensor<8xf32>) outs(%311 : tensor<8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<8xf32> loc(#loc342)
    %355 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%354 : tensor<8xf32>) outs(%311 : tensor<8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<8xf32> loc(#loc343)
    %356 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg14, %355 : tensor<8xf32>, tensor<8xf32>) outs(%311 : tensor<8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<8xf32> loc(#loc344)
    %357 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg39 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc345)
    %358 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%357, %211 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc346)
    %359 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%358 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc347)
    %360 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg15, %359 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc348)
    %361 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg40 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc349)
    %362 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%361, %212 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc350)
    %363 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%362 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc351)
    %364 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg16, %363 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc352)
    %365 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32x16xf32> loc(#loc353)
    %366 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%365, %196 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32x16xf32> loc(#loc354)
    %367 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%366 : tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32x16xf32> loc(#loc356)
    %368 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg17, %367 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32x16xf32> loc(#loc357)
    %369 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%328 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32xf32> loc(#loc358)
    %370 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%369, %collapsed_54 : tensor<32xf32>, tensor<32xf32>) outs(%328 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32xf32> loc(#loc359)
    %371 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%370 : tensor<32xf32>) outs(%328 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32xf32> loc(#loc360)
    %372 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg18, %371 : tensor<32xf32>, tensor<32xf32>) outs(%328 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32xf32> loc(#loc361)
    %373 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16x32xf32> loc(#loc362)
    %374 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%373, %180 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc363)
    %375 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%374 : tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16x32xf32> loc(#loc365)
    %376 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg19, %375 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%46 : tensor<16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16x32xf32> loc(#loc366)
    %377 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg44 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc367)
    %378 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%377, %collapsed_50 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc368)
    %379 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%378 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc369)
    %380 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg20, %379 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc370)
    %381 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg45 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc371)
    %382 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%381, %177 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc372)
    %383 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%382 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc373)
    %384 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg21, %383 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc374)
    %385 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg46 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc375)
    %386 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%385, %178 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc376)
    %387 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%386 : tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<16xf32> loc(#loc377)
    %388 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg22, %387 : tensor<16xf32>, tensor<16xf32>) outs(%122 : tensor<16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<16xf32> loc(#loc378)
    %389 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_7 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32x16xf32> loc(#loc379)
    %390 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%389, %164 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.addf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32x16xf32> loc(#loc380)
    %391 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%390 : tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %393 = arith.truncf %cst_8 : f64 to f32
      %394 = arith.mulf %in, %393 : f32
      linalg.yield %394 : f32
    } -> tensor<32x16xf32> loc(#loc382)
    %392 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg23, %391 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%53 : tensor<32x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %393 = arith.subf %in, %in_81 : f32
      linalg.yield %393 : f32
    } -> tensor<32x16xf32> loc(#loc383)
    return {memopt.phase = "optimizer"} %145, %298, %302, %306, %310, %315, %319, %323, %327, %332, %336, %340, %344, %348, %352, %356, %360, %364, %368, %372, %376, %380, %384, %388, %392, %296, %300, %304, %308, %313, %317, %321, %325, %330, %334, %338, %342, %346, %350, %354, %358, %362, %366, %370, %374, %378, %382, %386, %390 : tensor<f32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32> loc(#loc383)
  } loc(#loc1)
} loc(#loc)
