package io.tenantdesk.logging;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RollingLogFileTest {

    private static final String HASH = "9a406a85d87768be923be7419eed9379429d1124137e43280de5e32872a691f6";

    @TempDir
    Path home;

    private static LogRecord record(Level level, String message, Object... parameters) {
        LogRecord record = new LogRecord(level, message);
        record.setLoggerName("io.tenantdesk.test");
        record.setParameters(parameters);
        return record;
    }

    @Test
    void theFolderAndTheFileAreTheOwnersOnly() throws IOException {
        Path folder = home.resolve(".local/state/tenantdesk");
        RollingLogFile log = new RollingLogFile(folder, 10_000, 3);

        log.publish(record(Level.INFO, "Started"));
        log.close();

        assertThat(log.file()).isEqualTo(folder.resolve("tenantdesk.log")).exists();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)))
                .isEqualTo("rwx------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(log.file())))
                .isEqualTo("rw-------");
        assertThat(Files.readString(log.file()))
                .matches("\\d{4}-\\d\\d-\\d\\dT[0-9:.]+Z INFO io.tenantdesk.test: Started\\R");
    }

    @Test
    void aFileLeftReadableByOthersIsTightenedBeforeItIsWritten() throws IOException {
        Files.createDirectories(home);
        Files.writeString(home.resolve("tenantdesk.log"), "earlier\n");
        Files.setPosixFilePermissions(home.resolve("tenantdesk.log"), PosixFilePermissions.fromString("rw-r--r--"));
        RollingLogFile log = new RollingLogFile(home, 10_000, 3);

        log.publish(record(Level.WARNING, "Later"));
        log.close();

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(log.file())))
                .isEqualTo("rw-------");
        RollingLogFile again = new RollingLogFile(home, 10_000, 3);
        again.publish(record(Level.INFO, "Again"));
        again.close();
        List<String> lines = Files.readAllLines(log.file());
        assertThat(lines).hasSize(4).first().isEqualTo("earlier");
        assertThat(lines.get(1))
                .as("said once")
                .contains("WARNING", "The log was readable by others", "tenantdesk.log (rw-r--r--)");
        assertThat(lines.subList(2, 4)).allSatisfy(line -> assertThat(line).doesNotContain("readable by others"));
    }

    @Test
    void rollsOverAtItsLimitAndKeepsOnlyItsFiles() throws IOException {
        RollingLogFile log = new RollingLogFile(home, 1_000, 3);

        for (int i = 0; i < 100; i++) {
            log.publish(record(Level.INFO, "line {0} of the log, long enough to fill a kilobyte soon", i));
        }
        log.close();

        try (Stream<Path> files = Files.list(home)) {
            assertThat(files.map(f -> f.getFileName().toString()).sorted().toList())
                    .containsExactly("tenantdesk.1.log", "tenantdesk.2.log", "tenantdesk.log");
        }
        for (String name : List.of("tenantdesk.log", "tenantdesk.1.log", "tenantdesk.2.log")) {
            assertThat(Files.size(home.resolve(name))).as(name).isLessThanOrEqualTo(1_000);
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home.resolve(name))))
                    .isEqualTo("rw-------");
        }
        assertThat(Files.readString(home.resolve("tenantdesk.log"))).contains("line 99 of the log");
        assertThat(Files.readString(home.resolve("tenantdesk.2.log"))).doesNotContain("line 0 of the log");
    }

    @Test
    void secretsInMessagesParametersAndExceptionsAreMasked() throws IOException {
        RollingLogFile log = new RollingLogFile(home, 100_000, 2);
        LogRecord failure = record(Level.SEVERE, "demo item breaks the design");
        failure.setThrown(new IllegalStateException("Item{apiKeyHash=Str[value=" + HASH + "]}"));

        log.publish(record(Level.INFO, "using {0}", "AKIAIOSFODNN7EXAMPLE"));
        log.publish(record(Level.INFO, "config aws_session_token=IQoJb3JpZ2luX2VjEJ"));
        log.publish(failure);
        log.close();

        String text = Files.readString(log.file());
        assertThat(text)
                .doesNotContain(HASH, "AKIAIOSFODNN7EXAMPLE", "IQoJb3JpZ2luX2VjEJ")
                .contains(
                        "demo item breaks the design", "java.lang.IllegalStateException", "at io.tenantdesk.logging.");
    }
}
