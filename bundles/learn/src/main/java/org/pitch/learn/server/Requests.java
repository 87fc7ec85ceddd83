package org.pitch.learn.server;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnsafeByteOperations;

import org.pitch.api.learn.Outcome;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.learn.InvalidRequest;
import org.pitch.learn.env.ActionLayout;
import org.pitch.learn.env.Environment;
import org.pitch.learn.env.Sim;
import org.pitch.learn.env.StartStates;
import org.pitch.learn.observe.FeatureLayout;
import org.pitch.learn.observe.FeatureWriter;
import org.pitch.learn.proto.Close;
import org.pitch.learn.proto.Closed;
import org.pitch.learn.proto.Error;
import org.pitch.learn.proto.Observed;
import org.pitch.learn.proto.Open;
import org.pitch.learn.proto.Opened;
import org.pitch.learn.proto.Request;
import org.pitch.learn.proto.Reset;
import org.pitch.learn.proto.Response;
import org.pitch.learn.proto.SimInfo;
import org.pitch.learn.proto.Step;

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
    private final Map<Integer, Boolean> raw = new LinkedHashMap<>();
    private final Reuse out = new Reuse();
    private Sim[] named = new Sim[16];

    Requests(Services services, SimCounter counter) {
        this.opener = new Opener(services);
        this.counter = counter;
    }

    Response handle(Request request) {
        try {
            return switch (request.getBodyCase()) {
                case OPEN -> open(request.getOpen());
                case RESET -> reset(request.getReset());
                case STEP -> step(request.getStep());
                case CLOSE -> close(request.getClose());
                case BODY_NOT_SET -> throw new InvalidRequest("body", "an empty request: one of open, reset, step, close expected");
            };
        } catch (InvalidRequest e) {
            return error(e.field(), e.getMessage());
        } catch (RuntimeException e) { // a fault of a model or policy: said, the connection kept
            System.getLogger("org.pitch.learn").log(System.Logger.Level.ERROR, "learning request failed", e);
            return error("", "the server failed to serve the request: " + e + " (simulations named in it may be mid-step: reset them)");
        }
    }

    static Response error(String field, String message) {
        return Response.newBuilder().setError(Error.newBuilder().setField(field).setMessage(message)).build();
    }

    private Response open(Open request) throws InvalidRequest {
        int count = request.getCount() == 0 ? 1 : request.getCount();
        if (count < 0 || count > MAX_COUNT) throw new InvalidRequest("count", "count " + Integer.toUnsignedString(count) + " is outside 1.." + MAX_COUNT);
        Opener.Opened made = opener.open(request);
        Environment env = made.environment();
        SplittableRandom streams = new SplittableRandom(made.seed() != null ? made.seed() : System.nanoTime() ^ System.identityHashCode(this));
        Opened.Builder b = Opened.newBuilder();
        for (int i = 0; i < count; i++) {
            Sim s = new Sim(counter.nextId(), env, streams.nextLong());
            sims.put(s.id(), s);
            raw.put(s.id(), made.rawMessages());
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

    /** The simulations a request names, checked: known, not named twice, of one environment's shape where needed. */
    private int resolve(List<Integer> ids, String field) throws InvalidRequest {
        if (ids.isEmpty()) throw new InvalidRequest(field, "no simulations named");
        if (named.length < ids.size()) named = new Sim[Math.max(ids.size(), 2 * named.length)];
        List<Integer> unknown = null;
        for (int i = 0; i < ids.size(); i++) {
            Sim s = sims.get(ids.get(i));
            if (s == null) {
                if (unknown == null) unknown = new ArrayList<>();
                unknown.add(ids.get(i));
                continue;
            }
            for (int j = 0; j < i; j++) {
                if (named[j] == s) throw new InvalidRequest(field, "simulation " + s.id() + " is named twice");
            }
            named[i] = s;
        }
        if (unknown != null) {
            throw new InvalidRequest(field, "unknown simulations " + unknown.stream().map(Integer::toUnsignedString).toList()
                    + " (this connection's: " + sims.keySet().stream().map(Integer::toUnsignedString).toList() + ")");
        }
        return ids.size();
    }

    private Response reset(Reset request) throws InvalidRequest {
        int n = resolve(request.getSimsList(), "sims");
        if (request.getSeedsCount() != 0 && request.getSeedsCount() != n) {
            throw new InvalidRequest("seeds", request.getSeedsCount() + " seeds for " + n + " simulations: give one per simulation or none");
        }
        if (request.getStatesCount() != 0 && request.getStatesCount() != n) {
            throw new InvalidRequest("states", request.getStatesCount() + " states for " + n + " simulations: give one per simulation or none");
        }
        for (int i = 0; i < request.getStatesCount(); i++) StartStates.check(request.getStates(i), named[i].environment(), "states[" + i + "]");
        out.start(named, n);
        for (int i = 0; i < n; i++) {
            Sim s = named[i];
            if (request.getSeedsCount() != 0) s.reseed(request.getSeeds(i));
            s.reset(request.getSeedsCount() != 0 ? request.getSeeds(i) : s.nextSeed());
            if (request.getStatesCount() != 0) StartStates.apply(request.getStates(i), s);
            s.begin();
            out.observe(i, s, false);
            out.info(i, s, false, raw.get(s.id()));
        }
        return out.response();
    }

    private Response step(Step request) throws InvalidRequest {
        int n = resolve(request.getSimsList(), "sims");
        int expected = 0;
        for (int i = 0; i < n; i++) {
            if (!named[i].started()) throw new InvalidRequest("sims", "simulation " + named[i].id() + ": reset first (no episode has started since it was opened)");
            expected += named[i].environment().agents() * ActionLayout.STRIDE * 4;
        }
        ByteBuffer actions = request.getActions().asReadOnlyByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
        int at = actions.position();
        if (actions.remaining() != expected) {
            throw new InvalidRequest("actions", "actions hold " + actions.remaining() + " bytes; expected " + expected
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
            boolean rawWanted = request.getRawMessages() || raw.get(s.id());
            out.rewards(i, s);
            Outcome o = s.outcome();
            if (o.ended()) {
                out.observe(i, s, true);
                out.ended(i, o);
                out.info(i, s, true, rawWanted);
                s.reset(s.nextSeed());
                s.begin();
            } else {
                out.info(i, s, false, rawWanted);
            }
            out.observe(i, s, false);
        }
        return out.response();
    }

    private Response close(Close request) throws InvalidRequest {
        if (request.getSimsCount() == 0) {
            closeAll();
        } else {
            int n = resolve(request.getSimsList(), "sims");
            for (int i = 0; i < n; i++) {
                Sim s = named[i];
                sims.remove(s.id());
                raw.remove(s.id());
                s.close();
                counter.closed();
            }
        }
        return Response.newBuilder().setClosed(Closed.getDefaultInstance()).build();
    }

    /** Frees every simulation of this connection (a Close without names, or the client gone). */
    void closeAll() {
        for (Sim s : sims.values()) {
            s.close();
            counter.closed();
        }
        sims.clear();
        raw.clear();
    }

    int open() { return sims.size(); }

    /**
     * The arrays of an {@code Observed}, in buffers this connection reuses (the response is
     * written before the next request is read, so wrapping them without a copy is safe).
     */
    private static final class Reuse {
        private ByteBuffer obs = le(4096), finals = le(4096), rewards = le(256);
        private byte[] terminated = new byte[16], truncated = new byte[16];
        private int[] obsAt = new int[16];
        private int obsBytes, rewardBytes, n;
        private boolean anyEnded;
        private final List<SimInfo> infos = new ArrayList<>();
        private final Map<Environment, FeatureWriter> writers = new java.util.IdentityHashMap<>();

        void start(Sim[] sims, int n) {
            this.n = n;
            if (obsAt.length < n + 1) obsAt = new int[Math.max(n + 1, 2 * obsAt.length)];
            int bytes = 0, agents = 0;
            for (int i = 0; i < n; i++) {
                obsAt[i] = bytes;
                Environment e = sims[i].environment();
                bytes += 4 * e.agents() * e.features().size();
                agents += e.agents();
            }
            obsAt[n] = bytes;
            obsBytes = bytes;
            rewardBytes = 4 * agents;
            if (obs.capacity() < bytes) { obs = le(2 * bytes); finals = le(2 * bytes); }
            if (rewards.capacity() < rewardBytes) rewards = le(2 * rewardBytes);
            if (terminated.length < n) { terminated = new byte[2 * n]; truncated = new byte[2 * n]; }
            for (int i = 0; i < bytes; i += 4) finals.putInt(i, 0);
            for (int i = 0; i < rewardBytes; i += 4) rewards.putInt(i, 0);
            java.util.Arrays.fill(terminated, 0, n, (byte) 0);
            java.util.Arrays.fill(truncated, 0, n, (byte) 0);
            infos.clear();
            anyEnded = false;
            rewardAt = 0;
        }

        private int rewardAt;

        void observe(int i, Sim s, boolean last) {
            Environment e = s.environment();
            FeatureWriter w = writers.computeIfAbsent(e, k -> new FeatureWriter(k.features()));
            int stride = 4 * e.features().size();
            for (int a = 0; a < e.agents(); a++) s.observe(a, w.at(last ? finals : obs, obsAt[i] + a * stride));
        }

        void rewards(int i, Sim s) {
            for (int a = 0; a < s.environment().agents(); a++, rewardAt += 4) rewards.putFloat(rewardAt, (float) s.reward(a));
        }

        void ended(int i, Outcome o) {
            anyEnded = true;
            if (o.truncation()) truncated[i] = 1; else terminated[i] = 1;
        }

        void info(int i, Sim s, boolean reset, boolean raw) {
            var w = s.match().world();
            Team l = w.team(Side.LEFT), r = w.team(Side.RIGHT);
            SimInfo.Builder b = SimInfo.newBuilder().setOutcome(s.outcome().name()).setCycle(w.time()).setEpisodeSteps(s.steps())
                    .setScoreLeft(l == null ? 0 : l.score()).setScoreRight(r == null ? 0 : r.score())
                    .setPlayMode(w.playMode().wireName(w.playModeSide())).setSeed(s.seed()).setReset(reset);
            if (raw && s.environment().raw() != null) {
                for (int a = 0; a < s.environment().agents(); a++) b.addRawMessages(s.environment().raw().of(s.match(), s.agentPlayer(a), s.seeDue(a)));
            }
            infos.add(b.build());
        }

        Response response() {
            Observed.Builder b = Observed.newBuilder()
                    .setObservations(UnsafeByteOperations.unsafeWrap(obs.array(), 0, obsBytes))
                    .setRewards(UnsafeByteOperations.unsafeWrap(rewards.array(), 0, rewardBytes))
                    .setTerminated(UnsafeByteOperations.unsafeWrap(terminated, 0, n))
                    .setTruncated(UnsafeByteOperations.unsafeWrap(truncated, 0, n))
                    .setFinalObservations(UnsafeByteOperations.unsafeWrap(finals.array(), 0, obsBytes))
                    .addAllInfo(infos);
            return Response.newBuilder().setObserved(b).build();
        }
    }
}
