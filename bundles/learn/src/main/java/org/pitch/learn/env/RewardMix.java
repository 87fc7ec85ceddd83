package org.pitch.learn.env;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.learn.RewardContext;
import org.pitch.api.learn.RewardFunction;
import org.pitch.api.world.Player;
import org.pitch.learn.Catalog;
import org.pitch.learn.InvalidRequest;

/** An agent's reward: the weighted sum of named reward functions, resolved once when an environment opens. */
public final class RewardMix {
    private final RewardFunction[] functions;
    private final double[] weights;

    private RewardMix(RewardFunction[] functions, double[] weights) {
        this.functions = functions;
        this.weights = weights;
    }

    /**
     * Reads {@code name:weight,name:weight} (a name alone weighs 1).
     *
     * @throws InvalidRequest on {@code field}, naming the functions available or the bad weight
     */
    public static RewardMix parse(String spec, Catalog catalog, String field) throws InvalidRequest {
        List<RewardFunction> fs = new ArrayList<>();
        List<Double> ws = new ArrayList<>();
        for (String part : spec.split(",")) {
            String term = part.trim();
            if (term.isEmpty()) continue;
            int colon = term.indexOf(':');
            String name = colon < 0 ? term : term.substring(0, colon).trim();
            double weight = 1;
            if (colon >= 0) {
                try {
                    weight = Double.parseDouble(term.substring(colon + 1).trim());
                } catch (NumberFormatException e) {
                    throw new InvalidRequest(field, "reward '" + term + "': the weight is not a number (form: name:weight,name:weight)");
                }
                if (!Double.isFinite(weight)) throw new InvalidRequest(field, "reward '" + term + "': the weight must be finite");
            }
            RewardFunction f = catalog.reward(name);
            if (f == null) {
                throw new InvalidRequest(field, "no reward function '" + name + "' (available: " + String.join(", ", catalog.rewardNames()) + ")");
            }
            fs.add(f);
            ws.add(weight);
        }
        double[] w = new double[ws.size()];
        for (int i = 0; i < w.length; i++) w[i] = ws.get(i);
        return new RewardMix(fs.toArray(RewardFunction[]::new), w);
    }

    public double reward(RewardContext context, Player agent) {
        double sum = 0;
        for (int i = 0; i < functions.length; i++) sum += weights[i] * functions[i].reward(context, agent);
        return sum;
    }
}
