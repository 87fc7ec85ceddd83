package org.pitch.launcher.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tournament rendered as Kubernetes objects: read back by a YAML parser and checked against
 * the Kubernetes 1.32 schemas of batch/v1 Job and v1 ConfigMap (strict: no unknown field), then
 * for what the pods need to play their matches.
 */
class KubernetesManifestsTest {
    @TempDir
    Path dir;

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private static JsonSchema schema(String name) throws Exception {
        try (InputStream in = KubernetesManifestsTest.class.getResourceAsStream("/kubernetes/" + name + ".schema.json")) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(new ObjectMapper().readTree(in));
        }
    }

    private static List<JsonNode> documents(Path file) throws Exception {
        List<JsonNode> docs = new ArrayList<>();
        try (MappingIterator<JsonNode> it = YAML.readerFor(JsonNode.class).readValues(file.toFile())) {
            while (it.hasNext()) docs.add(it.next());
        }
        return docs;
    }

    private int render(Path file, String... more) {
        List<String> args = new ArrayList<>(List.of(file.toString(), "--kubernetes", dir.resolve("k8s").toString()));
        args.addAll(List.of(more));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TournamentCommand.MatchPlayer none = new TournamentCommand.MatchPlayer() {
            @Override
            public int play(org.pitch.launcher.match.MatchCommand command) { throw new AssertionError("rendering plays nothing"); }

            @Override
            public boolean refuses(org.pitch.launcher.match.MatchCommand command) { return false; }
        };
        return TournamentCommand.run(args.toArray(new String[0]), dir, List.of("java", "-jar", "pitch.jar"), none, Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8));
    }

    @Test
    void theExampleRoundRobinIsAValidIndexedJobWithOneCompletionPerMatch() throws Exception {
        Path example = Files.copy(Path.of("../conf/tournament-example.conf"), dir.resolve("cup.conf"));
        assertEquals(0, render(example));
        List<JsonNode> docs = documents(dir.resolve("k8s/round-1.yaml"));
        assertEquals(2, docs.size());
        JsonNode configMap = docs.get(0), job = docs.get(1);
        Set<ValidationMessage> problems = schema("configmap-v1").validate(configMap);
        assertTrue(problems.isEmpty(), problems.toString());
        problems = schema("job-batch-v1").validate(job);
        assertTrue(problems.isEmpty(), problems.toString());

        // the schema is strict: a misspelt field or a wrong type would be caught
        JsonNode wrong = job.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) wrong.at("/spec")).put("completion", 12);
        ((com.fasterxml.jackson.databind.node.ObjectNode) wrong.at("/spec")).put("parallelism", "two");
        assertEquals(2, schema("job-batch-v1").validate(wrong).size(), schema("job-batch-v1").validate(wrong).toString());

        assertEquals("ConfigMap", configMap.get("kind").asText());
        assertEquals(Files.readString(example), configMap.at("/data/tournament.conf").asText(), "the file travels as it is");
        List<Fixture> plan = PlanFile.read(Files.writeString(dir.resolve("plan.tsv"), configMap.at("/data/plan.tsv").asText()));
        assertEquals(12, plan.size(), "4 teams, 6 pairings, twice each");

        assertEquals("example-cup-round-1", job.at("/metadata/name").asText());
        assertEquals("Indexed", job.at("/spec/completionMode").asText());
        assertEquals(12, job.at("/spec/completions").asInt());
        assertEquals(2, job.at("/spec/parallelism").asInt());
        assertEquals(1, job.at("/spec/backoffLimitPerIndex").asInt());
        JsonNode pod = job.at("/spec/template/spec");
        assertEquals("Never", pod.get("restartPolicy").asText());
        assertEquals(4, pod.get("initContainers").size(), "one per team image, so one template serves every pairing");
        JsonNode helios = pod.get("initContainers").get(0);
        assertEquals("registry.example.org/helios-base:2024", helios.get("image").asText());
        assertEquals("mkdir -p /teams/HELIOS && cp -a /team/. /teams/HELIOS/", helios.at("/command/2").asText());
        JsonNode match = pod.at("/containers/0");
        assertEquals("localhost/pitch:0.1.0-SNAPSHOT", match.get("image").asText());
        assertEquals(List.of("tournament", "play", "/etc/pitch-tournament/tournament.conf", "--plan", "/etc/pitch-tournament/plan.tsv", "--out",
                "/results"), YAML.convertValue(match.get("args"), List.class));
        assertEquals("example-cup-results", pod.at("/volumes/2/persistentVolumeClaim/claimName").asText());
        assertEquals("example-cup-round-1", pod.at("/volumes/1/configMap/name").asText());
    }

    @Test
    void aKnockoutIsRenderedRoundByRoundFromTheResultsOfTheRoundsBefore() throws Exception {
        Path file = Files.writeString(dir.resolve("ko.conf"), """
                name = ko
                format = knockout
                matches_per_pairing = 1
                teams = [
                  { name = A, command = "./a" }, { name = B, command = "./b" }, { name = C, command = "./c" }
                ]
                """);
        assertEquals(0, render(file));
        List<JsonNode> docs = documents(dir.resolve("k8s/round-1.yaml"));
        assertTrue(schema("job-batch-v1").validate(docs.get(1)).isEmpty());
        assertTrue(docs.get(1).at("/spec/template/spec/initContainers").isMissingNode(), "teams without an image bring none");
        assertEquals(1, docs.get(1).at("/spec/completions").asInt(), "A has a bye, B plays C");
        assertTrue(docs.get(0).at("/data/plan.tsv").asText().contains("0\t1\tB\tC\t1\n"));

        // C beat B; the results volume copied back: round 2 is A against C
        Path results = dir.resolve("results");
        Path match = Files.createDirectories(results.resolve("round-1/match-000"));
        Files.writeString(match.resolve("results.json"), """
                {"matches": [{"match": 1, "left": "B", "right": "C", "left_goals": 0, "right_goals": 2, "left_penalties": 0, "right_penalties": 0, "result": "ok"}]}
                """);
        assertEquals(0, render(file, "--results", results.toString()));
        docs = documents(dir.resolve("k8s/round-2.yaml"));
        assertTrue(schema("job-batch-v1").validate(docs.get(1)).isEmpty());
        assertTrue(docs.get(0).at("/data/plan.tsv").asText().contains("0\t2\tA\tC\t2\n"), docs.get(0).at("/data/plan.tsv").asText());
        assertEquals("ko-round-2", docs.get(1).at("/metadata/name").asText());
    }
}
