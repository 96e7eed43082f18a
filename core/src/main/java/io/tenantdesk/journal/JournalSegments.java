package io.tenantdesk.journal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The files of one journal: the active one ({@code journal.jsonl}) and those rotated out of its way when it grew
 * full ({@code journal.1.jsonl}, {@code journal.2.jsonl}… the higher the newer). Each has a generation: a rotated
 * file its number, the active one the number after the last rotation, so a listing that began before a rotation
 * still finds the file it was reading.
 */
final class JournalSegments {

    private final Path active;
    private final String stem;
    private final String extension;
    private final Pattern rotated;

    JournalSegments(Path active) {
        this.active = active;
        String name = active.getFileName().toString();
        int dot = name.lastIndexOf('.');
        this.stem = dot > 0 ? name.substring(0, dot) : name;
        this.extension = dot > 0 ? name.substring(dot) : "";
        this.rotated = Pattern.compile(Pattern.quote(stem) + "\\.(\\d{1,9})" + Pattern.quote(extension));
    }

    /** The number of the newest rotated file; 0 when none was rotated yet. */
    int lastRotation() {
        Path folder = active.toAbsolutePath().getParent();
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> rotated.matcher(f.getFileName().toString()))
                    .filter(Matcher::matches)
                    .mapToInt(m -> Integer.parseInt(m.group(1)))
                    .max()
                    .orElse(0);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "the change journal's folder " + folder + " cannot be listed (" + e.getMessage() + ")", e);
        }
    }

    /** The generation the active file has now. */
    int activeGeneration() {
        return lastRotation() + 1;
    }

    /** The file of a generation: rotated, or the active one when no rotation has reached it yet. */
    Path file(int generation) {
        return generation >= activeGeneration() ? active : rotatedFile(generation);
    }

    Path rotatedFile(int generation) {
        return active.resolveSibling(stem + "." + generation + extension);
    }
}
