package org.pitch.learn.server;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.WireFormat;

import org.pitch.api.learn.Outcome;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.learn.env.Environment;
import org.pitch.learn.env.Sim;
import org.pitch.learn.observe.FeatureWriter;

/**
 * The answer to Reset and Step, {@code Response{observed}}, written straight from buffers the
 * connection reuses: observations and rewards as float32, the flags as bytes, one {@code SimInfo}
 * per simulation. Written by hand with protobuf's encoder so that a step builds no messages.
 */
final class ObservedWriter implements Answer {
    private static final int RESPONSE_OBSERVED = 2;
    private static final int OBSERVATIONS = 1, REWARDS = 2, TERMINATED = 3, TRUNCATED = 4, INFO = 5, FINAL_OBSERVATIONS = 6;
    private static final int OUTCOME = 1, CYCLE = 2, EPISODE_STEPS = 3, SCORE_LEFT = 4, SCORE_RIGHT = 5, PLAY_MODE = 6, SEED = 7,
            RAW_MESSAGES = 8, RESET = 9;

    private ByteBuffer obs = le(4096), finals = le(4096), rewards = le(256);
    private byte[] terminated = new byte[16], truncated = new byte[16];
    private int[] obsAt = new int[17];
    private int obsBytes, rewardBytes, rewardAt, n;
    private final Map<Environment, FeatureWriter> writers = new IdentityHashMap<>();

    // SimInfo of each simulation
    private String[] outcome = new String[16], playMode = new String[16];
    private int[] cycle = new int[16], steps = new int[16], scoreLeft = new int[16], scoreRight = new int[16], infoSize = new int[16];
    private long[] seed = new long[16];
    private boolean[] reset = new boolean[16];
    private final List<List<String>> raw = new ArrayList<>();
    private int size = -1;

    private static ByteBuffer le(int bytes) { return ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN); }

    /** Lays out an answer for {@code n} simulations, everything zero. */
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
        if (obs.capacity() < bytes) {
            obs = le(2 * bytes);
            finals = le(2 * bytes);
        }
        if (rewards.capacity() < rewardBytes) rewards = le(2 * rewardBytes);
        if (terminated.length < n) {
            int m = 2 * n;
            terminated = new byte[m];
            truncated = new byte[m];
            outcome = new String[m];
            playMode = new String[m];
            cycle = new int[m];
            steps = new int[m];
            scoreLeft = new int[m];
            scoreRight = new int[m];
            infoSize = new int[m];
            seed = new long[m];
            reset = new boolean[m];
        }
        Arrays.fill(finals.array(), 0, bytes, (byte) 0);
        Arrays.fill(rewards.array(), 0, rewardBytes, (byte) 0);
        Arrays.fill(terminated, 0, n, (byte) 0);
        Arrays.fill(truncated, 0, n, (byte) 0);
        while (raw.size() < n) raw.add(new ArrayList<>());
        for (int i = 0; i < n; i++) raw.get(i).clear();
        rewardAt = 0;
        size = -1;
    }

    /** The agents' observations of simulation {@code i}; {@code last}: the ended episode's, into final_observations. */
    /** Drops the writers of environments whose simulations are all closed. */
    void forgetClosed() { writers.keySet().removeIf(Environment::closedAll); }

    void observe(int i, Sim s, boolean last) {
        Environment e = s.environment();
        FeatureWriter w = writers.computeIfAbsent(e, k -> new FeatureWriter(k.features()));
        int stride = 4 * e.features().size();
        for (int a = 0; a < e.agents(); a++) s.observe(a, w.at(last ? finals : obs, obsAt[i] + a * stride));
    }

    /** The agents' rewards of the step, in the order the simulations are written. */
    void rewards(Sim s) {
        for (int a = 0; a < s.environment().agents(); a++, rewardAt += 4) rewards.putFloat(rewardAt, (float) s.reward(a));
    }

    void ended(int i, Outcome o) {
        if (o.truncation()) truncated[i] = 1;
        else terminated[i] = 1;
    }

    void info(int i, Sim s, boolean wasReset, boolean rawWanted) {
        World w = s.match().world();
        Team l = w.team(Side.LEFT), r = w.team(Side.RIGHT);
        outcome[i] = s.outcome().name();
        cycle[i] = w.time();
        steps[i] = s.steps();
        scoreLeft[i] = l == null ? 0 : l.score();
        scoreRight[i] = r == null ? 0 : r.score();
        playMode[i] = w.playMode().wireName(w.playModeSide());
        seed[i] = s.seed();
        reset[i] = wasReset;
        if (rawWanted && s.environment().raw() != null) {
            for (int a = 0; a < s.environment().agents(); a++) raw.get(i).add(s.environment().raw().of(s.match(), s.agentPlayer(a), s.seeDue(a)));
        }
    }

    @Override
    public int serializedSize() {
        int content = bytesSize(OBSERVATIONS, obsBytes) + bytesSize(REWARDS, rewardBytes) + bytesSize(TERMINATED, n)
                + bytesSize(TRUNCATED, n) + bytesSize(FINAL_OBSERVATIONS, obsBytes);
        for (int i = 0; i < n; i++) {
            infoSize[i] = infoSize(i);
            content += CodedOutputStream.computeTagSize(INFO) + CodedOutputStream.computeUInt32SizeNoTag(infoSize[i]) + infoSize[i];
        }
        size = content;
        return CodedOutputStream.computeTagSize(RESPONSE_OBSERVED) + CodedOutputStream.computeUInt32SizeNoTag(content) + content;
    }

    private static int bytesSize(int field, int length) {
        return CodedOutputStream.computeTagSize(field) + CodedOutputStream.computeUInt32SizeNoTag(length) + length;
    }

    /** Proto3's encoding: fields at their default values are left out. */
    private int infoSize(int i) {
        int s = CodedOutputStream.computeStringSize(OUTCOME, outcome[i]);
        if (cycle[i] != 0) s += CodedOutputStream.computeInt32Size(CYCLE, cycle[i]);
        if (steps[i] != 0) s += CodedOutputStream.computeInt32Size(EPISODE_STEPS, steps[i]);
        if (scoreLeft[i] != 0) s += CodedOutputStream.computeInt32Size(SCORE_LEFT, scoreLeft[i]);
        if (scoreRight[i] != 0) s += CodedOutputStream.computeInt32Size(SCORE_RIGHT, scoreRight[i]);
        if (!playMode[i].isEmpty()) s += CodedOutputStream.computeStringSize(PLAY_MODE, playMode[i]);
        if (seed[i] != 0) s += CodedOutputStream.computeUInt64Size(SEED, seed[i]);
        List<String> messages = raw.get(i);
        for (int m = 0; m < messages.size(); m++) s += CodedOutputStream.computeStringSize(RAW_MESSAGES, messages.get(m));
        if (reset[i]) s += CodedOutputStream.computeBoolSize(RESET, true);
        return s;
    }

    @Override
    public void writeTo(CodedOutputStream out) throws IOException {
        if (size < 0) serializedSize();
        out.writeTag(RESPONSE_OBSERVED, WireFormat.WIRETYPE_LENGTH_DELIMITED);
        out.writeUInt32NoTag(size);
        bytes(out, OBSERVATIONS, obs.array(), obsBytes);
        bytes(out, REWARDS, rewards.array(), rewardBytes);
        bytes(out, TERMINATED, terminated, n);
        bytes(out, TRUNCATED, truncated, n);
        for (int i = 0; i < n; i++) {
            out.writeTag(INFO, WireFormat.WIRETYPE_LENGTH_DELIMITED);
            out.writeUInt32NoTag(infoSize[i]);
            out.writeString(OUTCOME, outcome[i]);
            if (cycle[i] != 0) out.writeInt32(CYCLE, cycle[i]);
            if (steps[i] != 0) out.writeInt32(EPISODE_STEPS, steps[i]);
            if (scoreLeft[i] != 0) out.writeInt32(SCORE_LEFT, scoreLeft[i]);
            if (scoreRight[i] != 0) out.writeInt32(SCORE_RIGHT, scoreRight[i]);
            if (!playMode[i].isEmpty()) out.writeString(PLAY_MODE, playMode[i]);
            if (seed[i] != 0) out.writeUInt64(SEED, seed[i]);
            List<String> messages = raw.get(i);
            for (int m = 0; m < messages.size(); m++) out.writeString(RAW_MESSAGES, messages.get(m));
            if (reset[i]) out.writeBool(RESET, true);
        }
        bytes(out, FINAL_OBSERVATIONS, finals.array(), obsBytes);
    }

    private static void bytes(CodedOutputStream out, int field, byte[] b, int length) throws IOException {
        out.writeTag(field, WireFormat.WIRETYPE_LENGTH_DELIMITED);
        out.writeUInt32NoTag(length);
        out.write(b, 0, length);
    }
}
