package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An export's file: owner-only, and in place only once complete. */
class ExportFileTest {

    @TempDir
    Path folder;

    @Test
    void aCommittedExportReplacesTheEarlierFileOwnerOnly() throws IOException {
        Path target = folder.resolve("rows.csv");
        Files.writeString(target, "earlier");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-rw-r--"));

        try (ExportFile file = ExportFile.create(target)) {
            file.stream().write("new".getBytes(StandardCharsets.UTF_8));
            assertThat(Files.readString(target)).as("untouched until complete").isEqualTo("earlier");
            file.commit();
        }

        assertThat(Files.readString(target)).isEqualTo("new");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target)))
                .isEqualTo("rw-------");
        assertThat(filesIn(folder)).containsExactly(target);
    }

    @Test
    void anExportClosedWithoutCommitLeavesTheEarlierFileAndNoPart() throws IOException {
        Path target = folder.resolve("rows.json");
        Files.writeString(target, "earlier");

        try (ExportFile file = ExportFile.create(target)) {
            file.stream().write("half of it".getBytes(StandardCharsets.UTF_8));
        }

        assertThat(Files.readString(target)).isEqualTo("earlier");
        assertThat(filesIn(folder)).containsExactly(target);
    }

    private static java.util.List<Path> filesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        }
    }
}
