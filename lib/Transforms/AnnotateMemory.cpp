//===- AnnotateMemory.cpp - the analysis as remarks, for tests ------------===//

#include "PassOptions.h"

#include "memopt/Transforms/Passes.h"

#include "mlir/IR/AsmState.h"

namespace memopt {
#define GEN_PASS_DEF_ANNOTATEMEMORY
#include "memopt/Transforms/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

struct AnnotateMemoryPass final
    : public impl::AnnotateMemoryBase<AnnotateMemoryPass> {
  using AnnotateMemoryBase::AnnotateMemoryBase;

  void runOnOperation() override {
    markAllAnalysesPreserved();
    FailureOr<MemoryAnalysisOptions> options =
        parseAnalysisOptions(getOperation(), *bind, inplace, *roles);
    if (failed(options))
      return signalPassFailure();
    MemoryAnalysis analysis(getOperation(), *options);
    if (!analysis.succeeded())
      return signalPassFailure();
    for (const auto &profile : analysis.getFunctions())
      annotate(*profile);
  }

  /// "role parameter (declared), 64 bytes, buffer 2, live 0..9", and for a
  /// gradient the parameters it was found for ("gradient of argument #3",
  /// "gradient of arguments #3, #7" for a value two updates read), so
  /// tests can check the assignment and not only the count.
  static void describe(const FunctionMemoryProfile &profile, Value value,
                       InFlightDiagnostic &diag) {
    RoleInfo role = profile.roles.lookup(value);
    unsigned index = profile.bufferOf.lookup(value);
    const Buffer &buffer = profile.buffers[index];
    diag << "role " << stringifyRole(role.role)
         << (role.declared ? " (declared)" : " (inferred)") << ", buffer "
         << index << " of " << buffer.bytes << " bytes";
    if (buffer.role.role != role.role)
      diag << " (" << stringifyRole(buffer.role.role) << ")";
    diag << ", live " << buffer.start << ".." << buffer.end;
    ArrayRef<BlockArgument> params =
        profile.roles.getParametersOfGradient(value);
    if (!params.empty())
      diag << ", gradient of argument" << (params.size() > 1 ? "s" : "");
    for (auto [i, param] : llvm::enumerate(params))
      diag << (i ? ", #" : " #") << param.getArgNumber();
  }

  void annotate(const FunctionMemoryProfile &profile) {
    func::FuncOp func = profile.func;
    for (BlockArgument arg : func.getArguments()) {
      if (!profile.bufferOf.count(arg))
        continue;
      InFlightDiagnostic diag = emitRemark(arg.getLoc())
                                << "argument #" << arg.getArgNumber() << ": ";
      describe(profile, arg, diag);
    }
    for (auto [point, op] : llvm::enumerate(profile.getOps())) {
      if (showLiveBytes) {
        // At the op's location, without printing the op: a remark that
        // printed its op would print every nested region again.
        InFlightDiagnostic diag = emitRemark(op->getLoc())
                                  << "op " << point << ": live "
                                  << profile.liveBytes[point] << " bytes";
        if (profile.opFlops[point] != 0)
          diag << ", " << profile.opFlops[point] << " flops";
      }
      for (OpResult result : op->getResults()) {
        if (!profile.bufferOf.count(result))
          continue;
        InFlightDiagnostic diag = emitRemark(op->getLoc())
                                  << "result #" << result.getResultNumber()
                                  << ": ";
        describe(profile, result, diag);
      }
    }
    if (showLayers)
      for (auto [point, op] : llvm::enumerate(profile.getOps())) {
        if (op->getParentOp() != func.getOperation() ||
            op->hasTrait<OpTrait::IsTerminator>())
          continue;
        InFlightDiagnostic diag = emitRemark(op->getLoc())
                                  << "op " << point << " (" << op->getName();
        StringRef phase = profile.roles.getInferredPhase(op);
        if (auto declared = op->getAttrOfType<StringAttr>(kPhaseAttrName))
          phase = declared.getValue();
        if (!phase.empty())
          diag << ", " << phase;
        diag << "): ";
        if (std::optional<int64_t> layer = profile.getLayer(op))
          diag << "layer " << *layer
               << (profile.layersInferred ? " (inferred)" : " (declared)");
        else
          diag << "no layer";
      }
    emitRemark(profile.getPeakOp()->getLoc())
        << "peak of @" << func.getSymName() << ": " << profile.peakBytes
        << " bytes";
  }
};

} // namespace
} // namespace memopt
