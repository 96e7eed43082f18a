package io.tenantdesk.bench;

import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.local.DynaliteServer;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@code mvn -Pbench -Dbench=memory}: the console's resident memory with 100,000 licenses loaded in a list and
 * after loading them again, in a JVM of its own started with the packaged launcher's options
 * ({@link LauncherOptions}), against the same JVM with the JDK's defaults at -Xmx2g in the same run. The child
 * ({@link MemoryProbe}) runs the real main window on headless Monocle; the local server runs apart, so its memory
 * is not counted. {@code -Dbench.memory.compare="OPTIONS|OPTIONS"} adds candidate option sets to the same run.
 */
final class MemoryBenchmark implements Benchmark {

    static final int ITEMS = 100_000;
    private static final int RELOADS = 5;

    @Override
    public String name() {
        return "memory";
    }

    @Override
    public void run(BenchReport report) throws Exception {
        List<String> launcher = LauncherOptions.console();
        report.section("memory: " + ITEMS + " licenses in a list, loaded once then " + RELOADS
                + " more times, in a JVM of its own");
        try (DynaliteServer server = DynaliteServer.start(DynaliteServer.defaultDirectory());
                DynamoDbClient client = DynamoClients.local(server.endpoint())) {
            BenchData.load(client, BenchData.appData(), TableNameMapping.identity(), BenchData.licenses(ITEMS));
            report.note("with the launcher's options (" + LauncherOptions.FILE + "): " + String.join(" ", launcher));
            probe(report, server, launcher);
            report.note("the same with the JVM's defaults at -Xmx2g (the baseline, as the console ran before)");
            probe(report, server, List.of("-Xmx2g"));
            for (String candidate :
                    System.getProperty("bench.memory.compare", "").split("\\|")) {
                if (!candidate.isBlank()) {
                    report.note("candidate options: " + candidate.strip());
                    probe(report, server, List.of(candidate.strip().split("\\s+")));
                }
            }
        }
    }

    static void probe(BenchReport report, DynaliteServer server, List<String> options) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(MemoryProbe.class.getName());
        command.add(server.endpoint().toString());
        command.add(BenchData.TENANT);
        command.add(Integer.toString(ITEMS));
        command.add(Integer.toString(RELOADS));
        Process child = new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                String[] parts = line.split("\t");
                if (parts.length == 4 && parts[0].equals("figure")) {
                    report.figure("  " + parts[1], Double.parseDouble(parts[2]), parts[3]);
                } else if (parts.length == 2 && parts[0].equals("gc")) {
                    report.note("  " + parts[1] + " (" + BenchStats.loadAverage() + ")");
                }
            }
        }
        if (!child.waitFor(10, TimeUnit.MINUTES) || child.exitValue() != 0) {
            child.destroyForcibly();
            throw new IllegalStateException("the memory probe failed (exit " + child.exitValue() + ")");
        }
    }
}
