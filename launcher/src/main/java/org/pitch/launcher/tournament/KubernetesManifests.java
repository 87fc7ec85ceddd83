package org.pitch.launcher.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A tournament round as Kubernetes objects ({@code kubectl apply -f}): a ConfigMap holding the
 * tournament file and the round's plan, and an indexed {@code batch/v1} Job with one completion per
 * match. Each pod copies the folder of every team that has an image into a shared
 * {@code emptyDir} at {@code teams_root/NAME} (one init container per team, so one pod template
 * serves every pairing), then runs {@code pitch tournament play} with the completion index the
 * Job gives it; the results go to a PersistentVolumeClaim, from which {@code pitch standings}
 * (or the next knockout round's rendering) reads them.
 */
final class KubernetesManifests {
    /** Where the pod finds the ConfigMap and the results volume. */
    static final String CONFIG_DIR = "/etc/pitch-tournament", RESULTS_DIR = "/results";
    /** Where the image built by the launcher's {@code image} profile holds Pitch. */
    static final String PITCH_JAR = "/opt/pitch/pitch.jar";

    private KubernetesManifests() {}

    /** The round's ConfigMap and Job, as one YAML stream. */
    static String render(TournamentFile t, String fileText, List<Fixture> fixtures) {
        int round = fixtures.get(0).round();
        String name = objectName(t, round);
        TournamentFile.Kubernetes k = t.kubernetes();
        Map<String, Object> labels = map("app.kubernetes.io/name", "pitch", "app.kubernetes.io/component", "tournament-match",
                "pitch.org/tournament", t.name().toLowerCase(Locale.ROOT), "pitch.org/round", Integer.toString(round));

        Map<String, Object> configMap = map("apiVersion", "v1", "kind", "ConfigMap",
                "metadata", map("name", name, "namespace", k.namespace(), "labels", labels),
                "data", map("tournament.conf", fileText, "plan.tsv", PlanFile.text(t.name(), fixtures)));

        List<Object> initContainers = new ArrayList<>();
        for (int i = 0; i < t.teams().size(); i++) {
            TournamentFile.Team team = t.teams().get(i);
            if (team.image().isEmpty()) continue;
            String target = k.teamsRoot() + "/" + team.name();
            initContainers.add(map("name", "team-" + i, "image", team.image(),
                    "command", List.of("sh", "-c", "mkdir -p " + Shell.quote(target) + " && cp -a " + Shell.quote(team.path() + "/.") + " "
                            + Shell.quote(target + "/")),
                    "volumeMounts", List.of(map("name", "teams", "mountPath", k.teamsRoot()))));
        }
        Map<String, Object> resources = map("cpu", k.cpu(), "memory", k.memory());
        Map<String, Object> match = map("name", "match", "image", k.image(),
                "command", List.of("java", "-XX:+UseSerialGC", "-jar", PITCH_JAR),
                "args", List.of("tournament", "play", CONFIG_DIR + "/tournament.conf", "--plan", CONFIG_DIR + "/plan.tsv", "--out", RESULTS_DIR),
                "resources", map("requests", resources, "limits", resources),
                "volumeMounts", List.of(map("name", "teams", "mountPath", k.teamsRoot()),
                        map("name", "tournament", "mountPath", CONFIG_DIR, "readOnly", true),
                        map("name", "results", "mountPath", RESULTS_DIR)));
        Map<String, Object> podSpec = new LinkedHashMap<>();
        podSpec.put("restartPolicy", "Never");
        if (!initContainers.isEmpty()) podSpec.put("initContainers", initContainers);
        podSpec.put("containers", List.of(match));
        podSpec.put("volumes", List.of(map("name", "teams", "emptyDir", map()),
                map("name", "tournament", "configMap", map("name", name)),
                map("name", "results", "persistentVolumeClaim", map("claimName", k.resultsClaim()))));

        int n = fixtures.size();
        Map<String, Object> job = map("apiVersion", "batch/v1", "kind", "Job",
                "metadata", map("name", name, "namespace", k.namespace(), "labels", labels),
                "spec", map("completionMode", "Indexed", "completions", n, "parallelism", Math.min(k.parallelism(), n),
                        "backoffLimitPerIndex", k.backoffLimitPerIndex(), "maxFailedIndexes", n,
                        "template", map("metadata", map("labels", labels), "spec", podSpec)));
        return "# pitch tournament " + t.name() + ", round " + round + ": " + n + " match(es); kubectl apply -f this file\n"
                + "# the results go to the PersistentVolumeClaim '" + k.resultsClaim() + "' (ReadWriteMany), which must exist\n"
                + Yaml.of(configMap) + "---\n" + Yaml.of(job);
    }

    /** The name of the round's ConfigMap and Job. */
    static String objectName(TournamentFile t, int round) {
        return t.name().toLowerCase(Locale.ROOT) + "-round-" + round;
    }

    /** A map in the order of its keys and values. */
    private static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
        return m;
    }
}
