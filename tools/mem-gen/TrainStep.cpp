//===- TrainStep.cpp - assemble func.func @train_step ---------------------===//
//
// Signature:
//   (parameters..., optimizer states..., ids, targets, lr, step, seed)
//     -> (loss, updated parameters..., updated states..., [gradients...])
// Every argument and result has memopt.role (and memopt.name where it names
// a tensor of the model).
//===----------------------------------------------------------------------===//
#include "TrainStep.h"

#include "Model.h"
#include "Optimizers.h"
#include "memopt/IR/MemOptAttributes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;

namespace memgen {

int64_t parameterCount(const Config &cfg) {
  int64_t n = 0;
  for (const ParamSpec &p : modelParams(cfg))
    n += p.numel();
  return n;
}

static int64_t bytesOf(Type t, int64_t n) {
  return n * ((int64_t)t.getIntOrFloatBitWidth() / 8);
}

StaticSummary staticSummary(MLIRContext *ctx, const Config &cfg) {
  PrecisionPolicy pp = PrecisionPolicy::get(cfg, ctx);
  StaticSummary s;
  for (const ParamSpec &p : modelParams(cfg)) {
    int64_t n = p.numel();
    s.parameters += n;
    s.parameterBytes += bytesOf(pp.param, n);
    s.gradientBytes += bytesOf(pp.grad, n);
    for (const StateSpec &st : optimizerStates(cfg, pp, p)) {
      int64_t m = 1;
      for (int64_t d : st.shape)
        m *= d;
      s.optimizerStateBytes += bytesOf(st.type, m);
    }
  }
  return s;
}

namespace {
struct Slot {
  Type type;
  std::string role, name;
};
} // namespace

OwningOpRef<ModuleOp> buildTrainStep(MLIRContext *ctx, const Config &cfg) {
  Emitter e(ctx);
  PrecisionPolicy pp = PrecisionPolicy::get(cfg, ctx);
  std::vector<ParamSpec> params = modelParams(cfg);
  Type i32 = IntegerType::get(ctx, 32), i64 = IntegerType::get(ctx, 64);

  std::vector<Slot> args;
  std::vector<std::vector<StateSpec>> states;
  for (const ParamSpec &p : params)
    args.push_back({e.tensorTy(p.shape, pp.param), "parameter", p.name});
  for (const ParamSpec &p : params) {
    states.push_back(optimizerStates(cfg, pp, p));
    for (const StateSpec &s : states.back())
      args.push_back(
          {e.tensorTy(s.shape, s.type), "optimizer_state", p.name + s.suffix});
  }
  Type idsTy = e.tensorTy({cfg.batch, cfg.seq}, i32);
  args.push_back({idsTy, "input", "tokens"});
  args.push_back({idsTy, "input", "targets"});
  args.push_back({pp.state, "input", "lr"});
  args.push_back({i64, "input", "step"});
  args.push_back({i64, "input", "seed"});

  std::vector<Slot> results;
  results.push_back({e.tensorTy({}, pp.loss), "loss", "loss"});
  for (size_t i = 0; i < params.size() + 0; ++i)
    results.push_back(args[i]);
  for (size_t i = params.size(); i + 5 < args.size(); ++i)
    results.push_back(args[i]);
  if (cfg.emitGradients)
    for (const ParamSpec &p : params)
      results.push_back(
          {e.tensorTy(p.shape, pp.grad), "gradient", p.name + ".grad"});

  SmallVector<Type> argTys, resTys;
  for (const Slot &s : args)
    argTys.push_back(s.type);
  for (const Slot &s : results)
    resTys.push_back(s.type);

  OwningOpRef<ModuleOp> module = ModuleOp::create(e.loc);
  e.b.setInsertionPointToEnd(module->getBody());
  // The listener only stamps ops whose parent is a func, so the func itself
  // is created plainly.
  auto fn = func::FuncOp::create(e.b, e.loc, "train_step",
                                 FunctionType::get(ctx, argTys, resTys));
  auto attrs = [&](const Slot &s) {
    NamedAttrList l;
    l.append(memopt::kRoleAttrName, StringAttr::get(ctx, s.role));
    l.append(memopt::kNameAttrName, StringAttr::get(ctx, s.name));
    return l.getDictionary(ctx);
  };
  for (size_t i = 0; i < args.size(); ++i)
    fn.setArgAttrs(i, attrs(args[i]));
  for (size_t i = 0; i < results.size(); ++i)
    fn.setResultAttrs(i, attrs(results[i]));

  Block *entry = fn.addEntryBlock();
  e.b.setInsertionPointToStart(entry);
  size_t nP = params.size();
  size_t nArgs = args.size();
  SmallVector<Value> P(entry->getArguments().begin(),
                       entry->getArguments().begin() + nP);
  Value ids = entry->getArgument(nArgs - 5), tg = entry->getArgument(nArgs - 4);
  Value lr = entry->getArgument(nArgs - 3),
        step = entry->getArgument(nArgs - 2);
  Value seed = entry->getArgument(nArgs - 1);

  Ctx c{e,
        cfg,
        pp,
        Dropout{cfg.dropout, seed},
        cfg.batch,
        cfg.seq,
        cfg.batch * cfg.seq,
        ids,
        tg};
  SmallVector<Value> G;
  Value loss =
      cfg.family == Family::GPT2 ? gpt2Step(c, P, G) : llamaStep(c, P, G);

  // Optimizer: every update after the whole backward, in parameter order.
  e.setPhase(Phase::Optimizer);
  e.setLayer(-1);
  OptScalars sc = optimizerScalars(c, lr, step);
  SmallVector<Value> newParams, newStates;
  size_t stateArg = nP;
  for (size_t i = 0; i < nP; ++i) {
    size_t ns = states[i].size();
    SmallVector<Value> st(entry->getArguments().begin() + stateArg,
                          entry->getArguments().begin() + stateArg + ns);
    stateArg += ns;
    e.setLayer(params[i].layer);
    std::vector<Value> r = optimizerUpdate(c, sc, params[i], P[i], G[i], st);
    newParams.push_back(r[0]);
    newStates.append(r.begin() + 1, r.end());
  }
  e.setLayer(-1);
  SmallVector<Value> rets = {loss};
  rets.append(newParams);
  rets.append(newStates);
  if (cfg.emitGradients)
    rets.append(G.begin(), G.end());
  func::ReturnOp::create(e.b, e.loc, rets);
  return module;
}

} // namespace memgen
