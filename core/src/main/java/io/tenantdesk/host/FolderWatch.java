package io.tenantdesk.host;

import io.tenantdesk.concurrent.Daemons;
import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

/**
 * Notices files created, changed or deleted in the folders it is told to watch, on a daemon thread of its own, and
 * reports each changed file's path (on that thread). Editors save in bursts: a caller that reloads should coalesce.
 */
public final class FolderWatch implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(FolderWatch.class.getName());

    private final WatchService service;
    private final Map<Path, WatchKey> folders = new ConcurrentHashMap<>();
    private final ExecutorService loop = Executors.newSingleThreadExecutor(Daemons.named("folder-watch"));

    public FolderWatch(Consumer<Path> changed) throws IOException {
        this.service = FileSystems.getDefault().newWatchService();
        loop.execute(() -> run(changed));
    }

    /** Watches a folder that exists; a folder already watched, or one that does not exist, is left as it is. */
    public void watch(Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        if (!Files.isDirectory(absolute) || folders.containsKey(absolute)) {
            return;
        }
        try {
            folders.put(
                    absolute,
                    absolute.register(
                            service,
                            StandardWatchEventKinds.ENTRY_CREATE,
                            StandardWatchEventKinds.ENTRY_MODIFY,
                            StandardWatchEventKinds.ENTRY_DELETE));
        } catch (IOException | ClosedWatchServiceException e) {
            LOG.log(System.Logger.Level.WARNING, "Cannot watch {0} for changes: {1}", absolute, e.getMessage());
        }
    }

    private void run(Consumer<Path> changed) {
        while (true) {
            WatchKey key;
            try {
                key = service.take();
            } catch (InterruptedException | ClosedWatchServiceException e) {
                return;
            }
            Path folder = (Path) key.watchable();
            for (WatchEvent<?> event : key.pollEvents()) {
                if (event.context() instanceof Path name) {
                    try {
                        changed.accept(folder.resolve(name));
                    } catch (RuntimeException e) {
                        LOG.log(
                                System.Logger.Level.WARNING,
                                "A change to " + folder.resolve(name) + " was not handled",
                                e);
                    }
                }
            }
            if (!key.reset()) {
                folders.remove(folder);
            }
        }
    }

    @Override
    public void close() {
        try {
            service.close();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "Closing the folder watch: {0}", e.getMessage());
        }
        loop.shutdownNow();
    }
}
