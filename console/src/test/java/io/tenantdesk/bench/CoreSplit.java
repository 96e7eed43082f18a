package io.tenantdesk.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Gives the local DynamoDB (every process this JVM started) the first CPU and this JVM the others, with
 * {@code taskset}, and gives this JVM back the CPUs it had when closed. On a machine with two cores the
 * server and the client otherwise take turns on the same cores, which a client of the remote DynamoDB
 * never does.
 */
final class CoreSplit implements AutoCloseable {

    private final long jvm;
    private final String jvmCpusBefore;

    private CoreSplit(long jvm, String jvmCpusBefore) {
        this.jvm = jvm;
        this.jvmCpusBefore = jvmCpusBefore;
    }

    /** Splits the CPUs this JVM may use, or says why it cannot: fewer than two of them, or no taskset. */
    static Optional<CoreSplit> serverApart(BenchReport report) throws InterruptedException {
        long jvm = ProcessHandle.current().pid();
        try {
            String before = taskset("-p", "-c", Long.toString(jvm));
            String cpuList = before.substring(before.lastIndexOf(':') + 1).trim();
            List<String> cpus = cpusOf(cpuList);
            if (cpus.size() < 2) {
                report.note("one CPU (" + cpuList + "): the server cannot have a core of its own");
                return Optional.empty();
            }
            for (ProcessHandle child : ProcessHandle.current().descendants().toList()) {
                taskset("-a", "-p", "-c", cpus.get(0), Long.toString(child.pid()));
            }
            taskset("-a", "-p", "-c", String.join(",", cpus.subList(1, cpus.size())), Long.toString(jvm));
            return Optional.of(new CoreSplit(jvm, cpuList));
        } catch (IOException e) {
            report.note("taskset is not available (" + e.getMessage() + "): the server cannot have a core of its own");
            return Optional.empty();
        }
    }

    /** The CPUs of a list such as {@code 0-3,6}, one by one. */
    static List<String> cpusOf(String cpuList) {
        List<String> cpus = new ArrayList<>();
        for (String part : cpuList.split(",")) {
            String[] range = part.trim().split("-");
            int first = Integer.parseInt(range[0]);
            int last = range.length > 1 ? Integer.parseInt(range[1]) : first;
            for (int cpu = first; cpu <= last; cpu++) {
                cpus.add(Integer.toString(cpu));
            }
        }
        return cpus;
    }

    private static String taskset(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add("taskset");
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IOException("taskset " + String.join(" ", arguments) + ": " + output.trim());
        }
        return output;
    }

    @Override
    public void close() throws IOException, InterruptedException {
        taskset("-a", "-p", "-c", jvmCpusBefore, Long.toString(jvm));
    }
}
