package org.pitch.learn.server;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import com.google.protobuf.ByteString;

import org.pitch.api.learn.Outcome;
import org.pitch.learn.InvalidRequest;
import org.pitch.learn.env.ActionLayout;
import org.pitch.learn.env.Environment;
import org.pitch.learn.env.Sim;
import org.pitch.learn.env.StartStates;
import org.pitch.learn.observe.FeatureLayout;
import org.pitch.learn.scenario.Options;
import org.pitch.learn.proto.Close;
import org.pitch.learn.proto.Closed;
import org.pitch.learn.proto.Error;
import org.pitch.learn.proto.Open;
import org.pitch.learn.proto.Opened;
import org.pitch.learn.proto.Request;
import org.pitch.learn.proto.Reset;
import org.pitch.learn.proto.Response;

/**
 * One connection's requests and the simulations they opened, handled on the connection's thread:
 * every request is checked whole before anything changes, so an {@code Error} leaves the
 * simulations as they were. Step of a simulation whose episode never started (no Reset since its
 * Open) is refused ("reset first"); one that ends in a Step is reset in that Step with its next seed
 * (the vector env's autoreset), its last observation in {@code final_observations}.
 */
final class Requests {
    /** Simulations one Open may make. */
    static final int MAX_COUNT = 4096;

    private final Opener opener;
    private final SimCounter counter;
    private final Map<Integer, Sim> sims = new LinkedHashMap<>();
    private final ObservedWriter out = new ObservedWriter();
    private final StepRequest parsedStep = new StepRequest();
    private Sim[] named = new Sim[16];

    Requests(Services services, SimCounter counter) {
        this.opener = new Opener(services);
        this.counter = counter;
    }

    Answer handle(Request request) {
        try {
            return switch (request.getBodyCase()) {
                case OPEN -> Answer.of(open(request.getOpen()));
                case RESET -> reset(request.getReset());
                case STEP -> step(parsedStep.from(request.getStep()));
                case CLOSE -> Answer.of(close(request.getClose()));
                case BODY_NOT_SET -> throw new InvalidRequest("body", "an empty request: one of open, reset, step, close expected");
            };
        } catch (RuntimeException e) {
            leaveServerMatchOnFault();
            return refusal(e);
        } catch (InvalidRequest e) {
            return refusal(e);
        }
    }

    /** A step read by the hot path. */
    Answer handle(StepRequest step) {
        try {
            return step(step);
        } catch (RuntimeException e) {
            leaveServerMatchOnFault();
            return refusal(e);
        } catch (InvalidRequest e) {
            return refusal(e);
        }
    }

    /**
     * A fault in the middle of a request: a simulation in the server's match may hold its turn
     * with no step to come, and the server's UDP clients would wait for ever; it leaves instead.
     */
    private void leaveServerMatchOnFault() {
        for (Sim s : sims.values()) if (s.environment().serverMatch() != null && s.started()) s.leaveServerMatch();
    }

    private static Answer refusal(Exception e) {
        if (e instanceof InvalidRequest bad) return Answer.of(error(bad.field(), bad.getMessage()));
        // a fault of a model or policy: said, the connection kept
        System.getLogger("org.pitch.learn").log(System.Logger.Level.ERROR, "learning request failed", e);
        return Answer.of(error("", "the server failed to serve the request: " + e + " (simulations named in it may be mid-step: reset them)"));
    }

    static Response error(String field, String message) {
        return Response.newBuilder().setError(Error.newBuilder().setField(field).setMessage(message)).build();
    }

    private Response open(Open request) throws InvalidRequest {
        int count = request.getCount() == 0 ? 1 : request.getCount();
        if (count < 0 || count > MAX_COUNT) throw new InvalidRequest("count", "count " + Integer.toUnsignedString(count) + " is outside 1.." + MAX_COUNT);
        Opener.Opened made = opener.open(request);
        Environment env = made.environment();
        if (env.serverMatch() != null && count > 1) {
            throw new InvalidRequest("count", "server_match: one simulation joins the server's match, not " + count);
        }
        if (env.serverMatch() != null && sims.values().stream().anyMatch(s -> s.environment().serverMatch() != null)) {
            // one thread steps a connection: a second group would wait for a turn the first holds
            throw new InvalidRequest(Options.field("server_match"), "server_match: this connection already has an environment in the "
                    + "server's match; control every player it needs through that one (controlled=left_1,right_9,...)");
        }
        SplittableRandom streams = new SplittableRandom(made.seed() != null ? made.seed() : System.nanoTime() ^ System.identityHashCode(this));
        Opened.Builder b = Opened.newBuilder();
        for (int i = 0; i < count; i++) {
            Sim s = new Sim(counter.nextId(), env, streams.nextLong());
            sims.put(s.id(), s);
            counter.opened();
            b.addSims(s.id());
        }
        FeatureLayout f = env.features();
        ByteBuffer low = le(4 * f.size()), high = le(4 * f.size());
        for (int i = 0; i < f.size(); i++) {
            low.putFloat(4 * i, f.low(i));
            high.putFloat(4 * i, f.high(i));
        }
        ActionLayout a = env.actions();
        ByteBuffer aLow = le(4 * ActionLayout.PARAMS.size()), aHigh = le(4 * ActionLayout.PARAMS.size());
        for (int i = 0; i < ActionLayout.PARAMS.size(); i++) {
            aLow.putFloat(4 * i, a.low(i));
            aHigh.putFloat(4 * i, a.high(i));
        }
        b.addAllAgents(env.agentNames()).addAllFeatureNames(f.names())
                .setFeatureLow(ByteString.copyFrom(low.array())).setFeatureHigh(ByteString.copyFrom(high.array()))
                .addAllActionParams(ActionLayout.PARAMS).setActionLow(ByteString.copyFrom(aLow.array())).setActionHigh(ByteString.copyFrom(aHigh.array()))
                .addAllActionTypes(ActionLayout.TYPES).setOptionsUsed(made.optionsUsed()).setMaxSteps(env.setup().maxSteps());
        return Response.newBuilder().setOpened(b).build();
    }

    private static ByteBuffer le(int bytes) { return ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN); }

    private static int[] ids(List<Integer> list) { return list.stream().mapToInt(Integer::intValue).toArray(); }

    /** The simulations a request names into {@link #named}, checked: known to this connection, none twice. */
    private int resolve(int[] ids, int n, String field) throws InvalidRequest {
        if (n == 0) throw new InvalidRequest(field, "no simulations named");
        if (named.length < n) named = new Sim[Math.max(n, 2 * named.length)];
        List<String> unknown = null;
        for (int i = 0; i < n; i++) {
            Sim s = sims.get(ids[i]);
            if (s == null) {
                if (unknown == null) unknown = new ArrayList<>();
                unknown.add(Integer.toUnsignedString(ids[i]));
                continue;
            }
            for (int j = 0; j < i; j++) {
                if (named[j] == s) throw new InvalidRequest(field, "simulation " + s.id() + " is named twice");
            }
            named[i] = s;
        }
        if (unknown != null) {
            throw new InvalidRequest(field, "unknown simulations " + unknown + " (this connection's: "
                    + sims.keySet().stream().map(Integer::toUnsignedString).toList() + ")");
        }
        return n;
    }

    private Answer reset(Reset request) throws InvalidRequest {
        int n = resolve(ids(request.getSimsList()), request.getSimsCount(), "sims");
        if (request.getSeedsCount() != 0 && request.getSeedsCount() != n) {
            throw new InvalidRequest("seeds", request.getSeedsCount() + " seeds for " + n + " simulations: give one per simulation or none");
        }
        if (request.getStatesCount() != 0 && request.getStatesCount() != n) {
            throw new InvalidRequest("states", request.getStatesCount() + " states for " + n + " simulations: give one per simulation or none");
        }
        for (int i = 0; i < request.getStatesCount(); i++) StartStates.check(request.getStates(i), named[i].environment(), "states[" + i + "]");
        for (int i = 0; i < n; i++) {
            if (named[i].environment().serverMatch() == null) continue;
            if (named[i].everStarted()) {
                throw new InvalidRequest("sims", "simulation " + named[i].id() + " played the server's own match, which has one episode: open a new environment to join it again");
            }
            if (request.getStatesCount() != 0) throw new InvalidRequest("states", "the server's own match starts as its referee and clients make it: no start state");
        }
        out.start(named, n);
        for (int i = 0; i < n; i++) {
            Sim s = named[i];
            if (request.getSeedsCount() != 0) s.reseed(request.getSeeds(i));
            s.reset(request.getSeedsCount() != 0 ? request.getSeeds(i) : s.nextSeed());
            if (request.getStatesCount() != 0) StartStates.apply(request.getStates(i), s);
            s.begin();
            out.observe(i, s, false);
            out.info(i, s, false, s.environment().rawEveryStep());
        }
        return out;
    }

    private Answer step(StepRequest request) throws InvalidRequest {
        int n = resolve(request.sims, request.count, "sims");
        int expected = 0;
        for (int i = 0; i < n; i++) {
            if (!named[i].started()) throw new InvalidRequest("sims", "simulation " + named[i].id() + ": reset first (no episode has started since it was opened)");
            expected += named[i].environment().agents() * ActionLayout.STRIDE * 4;
        }
        ByteBuffer actions = request.actions;
        int at = request.actionsAt;
        if (request.actionsLength != expected) {
            throw new InvalidRequest("actions", "actions hold " + request.actionsLength + " bytes; expected " + expected
                    + " (float32 [sims][agents][" + ActionLayout.STRIDE + "]: the type, then " + String.join(", ", ActionLayout.PARAMS) + ")");
        }
        for (int i = 0, base = at; i < n; i++) {
            Environment env = named[i].environment();
            for (int a = 0; a < env.agents(); a++, base += ActionLayout.STRIDE * 4) env.actions().check(actions, base, env.agentNames().get(a));
        }
        out.start(named, n);
        for (int i = 0, base = at; i < n; i++) {
            Sim s = named[i];
            s.act(actions, base);
            base += s.environment().agents() * ActionLayout.STRIDE * 4;
            s.step();
            boolean raw = request.rawMessages || s.environment().rawEveryStep();
            out.rewards(s);
            Outcome o = s.outcome();
            if (o.ended() && s.environment().serverMatch() != null) {
                // one episode: the group leaves the server's match, which goes on without it
                out.ended(i, o);
                out.info(i, s, false, raw);
                out.observe(i, s, false);
                s.leaveServerMatch();
                continue;
            }
            if (o.ended()) {
                out.observe(i, s, true);
                out.ended(i, o);
                out.info(i, s, true, raw);
                s.reset(s.nextSeed());
                s.begin();
            } else {
                out.info(i, s, false, raw);
            }
            out.observe(i, s, false);
        }
        return out;
    }

    private Response close(Close request) throws InvalidRequest {
        if (request.getSimsCount() == 0) {
            closeAll();
        } else {
            int n = resolve(ids(request.getSimsList()), request.getSimsCount(), "sims");
            for (int i = 0; i < n; i++) {
                Sim s = named[i];
                sims.remove(s.id());
                s.close();
                counter.closed();
            }
            out.forgetClosed();
        }
        return Response.newBuilder().setClosed(Closed.getDefaultInstance()).build();
    }

    /** Frees every simulation of this connection (a Close without names, or the client gone). */
    void closeAll() {
        for (Sim s : sims.values()) {
            try {
                s.close();
            } catch (RuntimeException e) { // one simulation's fault does not keep the others
                System.getLogger("org.pitch.learn").log(System.Logger.Level.ERROR, "closing simulation " + s.id() + " failed", e);
            }
            counter.closed();
        }
        sims.clear();
        out.forgetClosed();
    }
}
