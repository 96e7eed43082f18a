package io.tenantdesk.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FolderWatchTest {

    @Test
    void aFileWrittenInAWatchedFolderIsReported(@TempDir Path folder) throws Exception {
        LinkedBlockingQueue<Path> changes = new LinkedBlockingQueue<>();
        try (FolderWatch watch = new FolderWatch(changes::add)) {
            watch.watch(folder);
            watch.watch(folder.resolve("missing"));

            Files.writeString(folder.resolve("mine.json"), "{}");

            // The JDK's polling watch service on some systems takes up to 10 s to notice.
            Path changed = changes.poll(60, TimeUnit.SECONDS);
            assertThat(changed).isEqualTo(folder.toAbsolutePath().normalize().resolve("mine.json"));
        }
    }
}
