package io.tenantdesk.ui.platforms;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorException;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.schema.load.DescriptorProblem;
import io.tenantdesk.settings.RecentDescriptors;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.TaskSlot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The platforms the console offers: the bundled descriptors, every descriptor in the user's platforms folder, and
 * the descriptor files opened in this session (remembered as recent). Files are read in the background; a broken
 * one is listed with every problem while the others still load. {@link #reload} (or a change noticed on disk) reads
 * them again; a file whose bytes did not change keeps its earlier reading, so nothing reopens for nothing.
 */
public final class PlatformLibrary {

    /** A descriptor file that did not load, with every problem as {@code file: JSON path: reason}. */
    public record Broken(Path file, List<String> problems) {
        public Broken {
            problems = List.copyOf(problems);
        }
    }

    /** What the library hands on: the platforms to offer, the one to use now, a word for the status bar. */
    public interface Console {
        void offer(List<PlatformDescriptor> platforms);

        void choose(PlatformDescriptor platform);

        void notice(String text);
    }

    private record FileReading(byte[] bytes, PlatformDescriptor descriptor) {}

    /** The recent list and what a reading of descriptor files found. */
    private record Reading(List<Path> recent, Loaded loaded) {}

    private record Loaded(List<PlatformDescriptor> descriptors, List<Broken> broken) {}

    private final List<PlatformDescriptor> bundled;
    private final Path folder;
    private final RecentDescriptors recent;
    private final DescriptorLoader loader;
    private final BackgroundTasks tasks;
    private final Console console;
    private final Consumer<Path> watchFolder;
    private final Set<Path> opened = new CopyOnWriteArraySet<>();
    private final Map<Path, FileReading> readings = new ConcurrentHashMap<>();
    private final TaskSlot reloads = new TaskSlot();
    private final AtomicBoolean reloadQueued = new AtomicBoolean();
    private final ObservableList<Broken> broken = FXCollections.observableArrayList();
    private final ObservableList<Broken> brokenView = FXCollections.unmodifiableObservableList(broken);
    private final ObservableList<Path> recentFiles = FXCollections.observableArrayList();
    private final ObservableList<Path> recentFilesView = FXCollections.unmodifiableObservableList(recentFiles);

    /**
     * @param folder      the user's platforms folder; it need not exist
     * @param watchFolder asked to watch the platforms folder and the folder of every descriptor opened
     */
    public PlatformLibrary(
            List<PlatformDescriptor> bundled,
            Path folder,
            RecentDescriptors recent,
            DescriptorLoader loader,
            BackgroundTasks tasks,
            Console console,
            Consumer<Path> watchFolder) {
        this.bundled = List.copyOf(bundled);
        this.folder = folder.toAbsolutePath().normalize();
        this.recent = recent;
        this.loader = loader;
        this.tasks = tasks;
        this.console = console;
        this.watchFolder = watchFolder;
    }

    // Properties

    public Path folder() {
        return folder;
    }

    /** Descriptor files that did not load at the last reading, in name order. */
    public ObservableList<Broken> broken() {
        return brokenView;
    }

    /** Descriptor files opened most recently, most recent first. */
    public ObservableList<Path> recentFiles() {
        return recentFilesView;
    }

    // Commands

    /** Reads the recent list and every descriptor again, in the background; a newer reading replaces this one. */
    public void reload() {
        List<Path> files = List.copyOf(opened);
        watchFolder.accept(folder);
        tasks.runLatest(
                reloads,
                cancel -> new Reading(recent.read(), read(files)),
                new CancelToken(),
                reading -> {
                    recentFiles.setAll(reading.recent());
                    publish(reading.loaded());
                },
                this::unreadable);
    }

    /** Opens a descriptor file: offered and chosen when it loads, listed with its problems when it does not. */
    public void open(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        tasks.run(
                () -> new Reading(remember(absolute), readFiles(List.of(absolute))),
                reading -> opened(absolute, reading),
                this::unreadable);
    }

    private void opened(Path absolute, Reading reading) {
        Loaded one = reading.loaded();
        recentFiles.setAll(reading.recent());
        if (!one.broken().isEmpty()) {
            broken.removeIf(b -> b.file().equals(absolute));
            broken.addAll(one.broken());
            console.notice(absolute.getFileName() + " did not load: "
                    + one.broken().get(0).problems().size()
                    + " problem(s); see Descriptors › Descriptor problems");
            return;
        }
        opened.add(absolute);
        watchFolder.accept(absolute.getParent());
        broken.removeIf(b -> b.file().equals(absolute));
        reload();
        console.choose(one.descriptors().get(0));
    }

    private void unreadable(RuntimeException e) {
        console.notice("Descriptors could not be read: " + e.getMessage());
    }

    /** A file changed on disk: reloads when it is a descriptor the library reads, coalescing bursts of changes. */
    public void fileChanged(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        boolean ours = absolute.getParent() != null
                        && absolute.getParent().equals(folder)
                        && absolute.getFileName().toString().endsWith(".json")
                || opened.contains(absolute);
        if (ours && reloadQueued.compareAndSet(false, true)) {
            tasks.executors().ui().execute(() -> {
                reloadQueued.set(false);
                reload();
            });
        }
    }

    private List<Path> remember(Path file) {
        try {
            return recent.remember(file);
        } catch (UncheckedIOException e) {
            System.getLogger(PlatformLibrary.class.getName()).log(System.Logger.Level.WARNING, e.getMessage());
            return recent.read();
        }
    }

    private void publish(Loaded loaded) {
        broken.setAll(loaded.broken());
        List<PlatformDescriptor> all = new ArrayList<>(bundled);
        all.addAll(loaded.descriptors());
        console.offer(all);
        if (!loaded.broken().isEmpty()) {
            console.notice(loaded.broken().size() + (loaded.broken().size() == 1 ? " descriptor" : " descriptors")
                    + " did not load; see Descriptors › Descriptor problems");
        }
    }

    /** The folder's descriptors, then the opened files outside it; a file whose bytes are unchanged is not read again. */
    private Loaded read(List<Path> openedFiles) {
        List<Path> files = new ArrayList<>();
        List<Broken> problems = new ArrayList<>();
        if (Files.isDirectory(folder)) {
            try {
                files.addAll(DescriptorLoader.descriptorFiles(folder));
            } catch (IOException e) {
                problems.add(new Broken(folder, List.of(folder + ": $: folder cannot be read: " + e.getMessage())));
            }
        }
        openedFiles.stream().filter(f -> !files.contains(f)).forEach(files::add);
        Loaded loaded = readFiles(files);
        problems.addAll(loaded.broken());
        return new Loaded(loaded.descriptors(), problems);
    }

    private Loaded readFiles(List<Path> files) {
        List<PlatformDescriptor> descriptors = new ArrayList<>();
        List<Broken> problems = new ArrayList<>();
        for (Path file : files) {
            try {
                descriptors.add(readOne(file));
            } catch (DescriptorException e) {
                readings.remove(file);
                problems.add(new Broken(
                        file,
                        e.problems().stream().map(DescriptorProblem::toString).toList()));
            }
        }
        return new Loaded(descriptors, problems);
    }

    private PlatformDescriptor readOne(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return loader.load(file);
        }
        FileReading earlier = readings.get(file);
        if (earlier != null && Arrays.equals(earlier.bytes(), bytes)) {
            return earlier.descriptor();
        }
        PlatformDescriptor descriptor = loader.load(file);
        readings.put(file, new FileReading(bytes, descriptor));
        return descriptor;
    }
}
