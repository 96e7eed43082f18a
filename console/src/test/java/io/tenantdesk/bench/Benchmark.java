package io.tenantdesk.bench;

/** One section of the benchmark command: measures something and a baseline in the same run. */
public interface Benchmark {

    /** The name used to run only this section: {@code mvn -Pbench -Dbench=<name>}. */
    String name();

    void run(BenchReport report) throws Exception;
}
