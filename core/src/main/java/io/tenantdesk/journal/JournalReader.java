package io.tenantdesk.journal;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.store.WriteRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;

/**
 * Lists a journal's files newest first, a page at a time, reading each file backwards in blocks: the newest page
 * of a journal of any size comes at once and memory holds one page. Reading back, a write's outcome and steps come
 * before the line that began it; they wait, carried from page to page, until it is reached.
 */
final class JournalReader {

    private final JournalSegments segments;
    private final JournalCodec codec;

    JournalReader(JournalSegments segments, JournalCodec codec) {
        this.segments = segments;
        this.codec = codec;
    }

    /**
     * Where a listing stopped: the file's generation, the start of the last line read in it, and what was read of
     * writes whose first line is older.
     */
    private record FileCursor(
            int generation,
            long lineStart,
            Map<String, JournalCodec.End> ends,
            Map<String, List<WriteRecord.Step>> steps,
            LineCount count)
            implements JournalPage.Cursor {}

    /** A line number known at an offset of one file, so the next can be counted from it rather than from the start. */
    private record LineCount(int generation, long offset, long line) {}

    JournalPage page(JournalQuery query, Optional<JournalPage.Cursor> after, int limit, CancelToken cancel) {
        FileCursor at = after.map(c -> (FileCursor) c)
                .orElseGet(
                        () -> new FileCursor(segments.activeGeneration(), -1, new HashMap<>(), new HashMap<>(), null));
        Map<String, JournalCodec.End> ends = new HashMap<>(at.ends());
        Map<String, List<WriteRecord.Step>> steps = new HashMap<>();
        at.steps().forEach((id, s) -> steps.put(id, new ArrayList<>(s)));
        List<JournalLine> lines = new ArrayList<>();
        LineCount count = at.count();
        int generation = at.generation();
        long lineStart = at.lineStart();
        while (generation > 0) {
            Path file = segments.file(generation);
            if (!Files.exists(file)) {
                generation--;
                lineStart = -1;
                continue;
            }
            try (BackwardLines back =
                    lineStart < 0 ? BackwardLines.fromEnd(file) : BackwardLines.before(file, lineStart)) {
                for (BackwardLines.Line line = back.previous(); line != null; line = back.previous()) {
                    if (cancel.isCancelled()) {
                        throw new CancellationException("the change journal's listing was cancelled");
                    }
                    lineStart = line.start();
                    Optional<String> passed = query.isAll() || query.mayMatch(line.text())
                            ? Optional.empty()
                            : codec.beginId(line.text());
                    if (passed.isPresent()) {
                        ends.remove(passed.get());
                        steps.remove(passed.get());
                        continue;
                    }
                    try {
                        JournalCodec.Decoded decoded = codec.decode(line.text());
                        if (decoded instanceof JournalCodec.End end) {
                            ends.putIfAbsent(end.id(), end);
                        } else if (decoded instanceof JournalCodec.Step step) {
                            steps.computeIfAbsent(step.id(), k -> new ArrayList<>())
                                    .add(0, step.step());
                        } else if (decoded instanceof JournalCodec.Begin begin) {
                            JournalCodec.End end = ends.remove(begin.id());
                            WriteRecord entry = begin.record(
                                    Optional.ofNullable(steps.remove(begin.id()))
                                            .orElse(List.of()),
                                    end);
                            if (!entry.neverSent() && query.matches(entry)) {
                                lines.add(new JournalLine.Entry(entry));
                            }
                        }
                    } catch (JournalCodec.UnreadableLine e) {
                        if (query.mayMatch(line.text())) {
                            count = count(back, generation, line.start(), count);
                            lines.add(new JournalLine.Unreadable(
                                    file.getFileName().toString(), count.line(), e.getMessage()));
                        }
                    }
                    if (lines.size() >= limit) {
                        return new JournalPage(
                                lines, Optional.of(new FileCursor(generation, lineStart, ends, steps, count)));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(
                        "the change journal " + file + " cannot be read (" + e.getMessage() + ")", e);
            }
            generation--;
            lineStart = -1;
        }
        return new JournalPage(lines, Optional.empty());
    }

    /** The line number at {@code offset}, counted from the last one known in the same file, else from its start. */
    private static LineCount count(BackwardLines back, int generation, long offset, LineCount known)
            throws IOException {
        LineCount from = known != null && known.generation() == generation ? known : new LineCount(generation, 0, 1);
        return new LineCount(generation, offset, back.lineNumber(offset, from.offset(), from.line()));
    }
}
