// An integer tensor with a declared range and one inferred from a gather
// (tensor.extract through an index cast).
func.func @step(%ids: tensor<64xi32> {memopt.range = array<i64: 3, 5>},
                %rows: tensor<64xi64>, %table: tensor<7x2xf32>)
    -> (tensor<64xi32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<64xi32>
  %copy = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                          iterator_types = ["parallel"]}
      ins(%ids : tensor<64xi32>) outs(%e : tensor<64xi32>) {
  ^bb0(%i: i32, %o: i32):
    linalg.yield %i : i32
  } -> tensor<64xi32>
  %f = tensor.empty() : tensor<64xf32>
  %c1 = arith.constant 1 : index
  %gathered = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                              iterator_types = ["parallel"]}
      ins(%rows : tensor<64xi64>) outs(%f : tensor<64xf32>) {
  ^bb0(%r: i64, %o: f32):
    %idx = arith.index_cast %r : i64 to index
    %v = tensor.extract %table[%idx, %c1] : tensor<7x2xf32>
    linalg.yield %v : f32
  } -> tensor<64xf32>
  return %copy, %gathered : tensor<64xi32>, tensor<64xf32>
}
