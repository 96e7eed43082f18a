package io.tenantdesk.settings;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.tenantdesk.host.AtomicFiles;
import io.tenantdesk.host.OwnerOnlyFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads and writes {@value #FILE_NAME} in Tenantdesk's config folder. A broken file is reported (file, JSON
 * path, reason) and left alone: the console runs on defaults, and {@link #save} refuses to overwrite it until
 * the user chooses {@link #replaceBroken}. Writes go to a temporary file that is then moved into place, readable by
 * the owner only; a file an earlier version left readable by others is made so when it is loaded.
 */
public final class SettingsStore {

    public static final String FILE_NAME = "connections.json";
    private static final System.Logger LOG = System.getLogger(SettingsStore.class.getName());
    private static final DateTimeFormatter BACKUP_STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private final Path file;
    private final ObjectMapper mapper;
    private final SettingsJson json;
    private final Clock clock;

    public SettingsStore(Path configFolder) {
        this(configFolder, Clock.systemUTC());
    }

    public SettingsStore(Path configFolder, Clock clock) {
        this.file = Objects.requireNonNull(configFolder, "configFolder").resolve(FILE_NAME);
        this.clock = Objects.requireNonNull(clock, "clock");
        this.mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        this.json = new SettingsJson(mapper);
    }

    public Path file() {
        return file;
    }

    /** The file's settings; the defaults when there is no file yet, or (with the problem) when it is broken. */
    public SettingsLoad load() {
        OwnerOnlyFiles.tighten(file, "The settings file", LOG);
        Inspection inspection = inspect();
        if (inspection.problem().isPresent()) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    "Settings not used: {0}",
                    inspection.problem().get());
            return new SettingsLoad(ConnectionSettings.defaults(), inspection.problem());
        }
        return new SettingsLoad(inspection.settings().orElse(ConnectionSettings.defaults()), Optional.empty());
    }

    /** Writes the settings, unless the file on disk is broken: that is never overwritten silently. */
    public void save(ConnectionSettings settings) {
        Optional<SettingsProblem> problem = inspect().problem();
        if (problem.isPresent()) {
            throw new SettingsException("the settings were not saved, because " + file + " is broken and would be "
                    + "overwritten: " + problem.get().path() + ": "
                    + problem.get().message()
                    + ". Fix the file, or replace it (the broken one is kept as a copy).");
        }
        write(settings);
    }

    /** Moves a broken file aside (returned) and writes the settings in its place. */
    public Optional<Path> replaceBroken(ConnectionSettings settings) {
        Optional<Path> backup = Optional.empty();
        if (inspect().problem().isPresent()) {
            Path copy = file.resolveSibling(FILE_NAME + ".broken-" + BACKUP_STAMP.format(clock.instant()));
            try {
                Files.move(file, copy);
            } catch (IOException e) {
                throw new SettingsException(
                        "could not move the broken " + file + " aside to " + copy + ": " + e.getMessage(), e);
            }
            backup = Optional.of(copy);
            LOG.log(System.Logger.Level.INFO, "Moved the broken settings file to {0}", copy);
        }
        write(settings);
        return backup;
    }

    private record Inspection(Optional<ConnectionSettings> settings, Optional<SettingsProblem> problem) {
        static Inspection broken(SettingsProblem problem) {
            return new Inspection(Optional.empty(), Optional.of(problem));
        }
    }

    private Inspection inspect() {
        try {
            return new Inspection(read(), Optional.empty());
        } catch (SettingsJson.Invalid e) {
            return Inspection.broken(new SettingsProblem(file, e.path, e.getMessage()));
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
            return Inspection.broken(
                    new SettingsProblem(file, "$", "not valid JSON" + where + ": " + e.getOriginalMessage()));
        } catch (IOException e) {
            return Inspection.broken(new SettingsProblem(file, "$", "cannot be read: " + e));
        }
    }

    private Optional<ConnectionSettings> read() throws IOException, SettingsJson.Invalid {
        String content;
        try {
            content = Files.readString(file);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        if (content.isBlank()) {
            throw new SettingsJson.Invalid("$", "the file is empty");
        }
        JsonNode root = mapper.readTree(content);
        return Optional.of(json.read(root));
    }

    private void write(ConnectionSettings settings) {
        try {
            byte[] bytes = mapper.writeValueAsBytes(json.write(settings));
            AtomicFiles.write(file, bytes, true);
        } catch (IOException e) {
            throw new SettingsException("could not write the settings to " + file + ": " + e.getMessage(), e);
        }
    }
}
