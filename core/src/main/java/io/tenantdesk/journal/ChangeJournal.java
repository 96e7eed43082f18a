package io.tenantdesk.journal;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.host.OwnerOnlyFiles;
import io.tenantdesk.store.WriteRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The change journal: append-only files of JSON lines in the user's data folder, readable by their owner only (files
 * an earlier version left readable by others are made so when the journal first uses them, and the log says so). A
 * write is recorded, and forced to disk, before its request is sent, and its steps and outcome are appended when
 * known. If the file cannot be written, {@link #begin} throws and the store sends nothing.
 *
 * <p>Every entry stays readable on its own line whatever happens: an append that fails part-way (a full disk) is
 * cut back off, and should that fail too, the next append starts on a new line, so only the torn line is lost. A
 * file that reaches its rotation size is renamed beside the active one and a new one begun; listings read them
 * all, newest first, a page at a time. Thread-safe within one process.
 *
 * <p>No value the descriptor marks secret is written in clear: the lines hold a mask and a digest keyed with the
 * user's own key, kept beside the journal ({@code journal.key}, owner-only, made on the first write).
 */
public final class ChangeJournal implements ChangeRecord {

    /** The size at which the active file is rotated out of the way. */
    public static final long ROTATE_AT = 64L * 1024 * 1024;

    private static final System.Logger LOG = System.getLogger(ChangeJournal.class.getName());

    private final Path file;
    private final JournalOutput output;
    private final long rotateAt;
    private final JournalSegments segments;
    private final JournalCodec codec = new JournalCodec();
    private final JournalReader reader;
    private final Path keyFile;
    private SecretMask mask;
    private boolean modesChecked;

    /** @param file the journal file; created with its folder on the first write */
    public ChangeJournal(Path file) {
        this(file, new DiskOutput(), ROTATE_AT);
    }

    /**
     * @param output   what the journal appends through
     * @param rotateAt the size at which the active file is rotated
     */
    public ChangeJournal(Path file, JournalOutput output, long rotateAt) {
        this.file = file;
        this.output = output;
        this.rotateAt = rotateAt;
        this.segments = new JournalSegments(file);
        this.reader = new JournalReader(segments, codec);
        this.keyFile = file.resolveSibling(keyName(file));
    }

    /** {@code journal.jsonl} keeps its digests' key in {@code journal.key}. */
    private static String keyName(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return (dot > 0 ? name.substring(0, dot) : name) + ".key";
    }

    /**
     * How this journal masks secrets, with its key (made on first use).
     *
     * @throws java.io.UncheckedIOException naming the key file when it cannot be read or made
     */
    @Override
    public synchronized SecretMask secrets() {
        if (mask == null) {
            tightenOnce();
            mask = new SecretMask(JournalKey.in(keyFile));
        }
        return mask;
    }

    /**
     * Once per journal, before its files are first written or read: takes away what others may do with the folder,
     * the files and the key, as earlier versions may have left them, and says so.
     */
    private synchronized void tightenOnce() {
        if (modesChecked) {
            return;
        }
        modesChecked = true;
        Path folder = file.toAbsolutePath().getParent();
        OwnerOnlyFiles.tighten(folder, "The change journal's folder", LOG);
        for (int generation = 1; generation <= segments.activeGeneration(); generation++) {
            OwnerOnlyFiles.tighten(segments.file(generation), "The change journal", LOG);
        }
        OwnerOnlyFiles.tighten(keyFile, "The change journal's key", LOG);
    }

    public Path file() {
        return file;
    }

    @Override
    public String location() {
        return file.toString();
    }

    /** Records the writes in one append, forced once. */
    @Override
    public void begin(List<WriteRecord> records) {
        beginLines(records);
    }

    @Override
    public void step(WriteRecord record, WriteRecord.Step step) {
        stepLine(record.id(), step);
    }

    /** Records the outcomes in one append, forced once. */
    @Override
    public void complete(List<WriteRecord> done) {
        endLines(done);
    }

    /**
     * Records writes about to be sent, in one append forced once; returns the lines appended, in order, which a shared
     * record keeps too.
     */
    public synchronized List<String> beginLines(List<WriteRecord> records) {
        rotateIfFull();
        List<byte[]> lines = new ArrayList<>(records.size());
        for (WriteRecord record : records) {
            lines.add(codec.begin(secrets().mask(record)));
        }
        append(lines);
        return lines.stream().map(ChangeJournal::text).toList();
    }

    /** Records a step of a write; returns the line appended. */
    public synchronized String stepLine(String id, WriteRecord.Step step) {
        byte[] line = codec.step(id, step);
        append(List.of(line));
        return text(line);
    }

    /** Records outcomes in one append forced once; returns the lines appended, in order. */
    public synchronized List<String> endLines(List<WriteRecord> done) {
        List<byte[]> lines = new ArrayList<>(done.size());
        for (WriteRecord record : done) {
            lines.add(codec.end(secrets().mask(record)));
        }
        append(lines);
        return lines.stream().map(ChangeJournal::text).toList();
    }

    private static String text(byte[] line) {
        return new String(line, 0, line.length - 1, java.nio.charset.StandardCharsets.UTF_8);
    }

    @Override
    public JournalPage page(JournalQuery query, Optional<JournalPage.Cursor> after, int limit, CancelToken cancel) {
        tightenOnce();
        return reader.page(query, after, limit, cancel);
    }

    /**
     * Appends lines, each ending in its newline, starting on a line of their own, forced to disk once; an append that
     * fails is cut back off where it can be.
     */
    private void append(List<byte[]> lines) {
        tightenOnce();
        try (JournalOutput.Target target = output.open(file)) {
            long size = target.size();
            boolean torn = size > 0 && target.lastByte() != '\n';
            ByteBuffer bytes =
                    ByteBuffer.allocate(lines.stream().mapToInt(l -> l.length).sum() + (torn ? 1 : 0));
            if (torn) {
                bytes.put((byte) '\n');
            }
            lines.forEach(bytes::put);
            bytes.flip();
            try {
                target.append(bytes);
                target.force();
            } catch (IOException e) {
                cutBack(target, size);
                throw e;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "the change journal " + file + " cannot be written (" + e.getMessage() + ")", e);
        }
    }

    /** Takes a failed append back off; if even that fails, the next append starts on a new line instead. */
    private static void cutBack(JournalOutput.Target target, long size) {
        try {
            target.truncate(size);
            target.force();
        } catch (IOException e) {
            // the torn line stays, alone on its line once the next append has begun a new one
        }
    }

    private void rotateIfFull() {
        try {
            if (Files.exists(file) && Files.size(file) >= rotateAt) {
                output.move(file, segments.rotatedFile(segments.lastRotation() + 1));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "the change journal " + file + " cannot be rotated (" + e.getMessage() + ")", e);
        }
    }
}
