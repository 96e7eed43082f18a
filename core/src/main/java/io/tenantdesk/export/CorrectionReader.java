package io.tenantdesk.export;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.validation.JsonProblem;
import io.tenantdesk.store.CorrectionLine;
import io.tenantdesk.tableexport.DynamoJsonItems;
import io.tenantdesk.tableexport.ExportException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/**
 * Reads back a file of corrections, one line at a time, so a file of a million lines is never held whole: in an
 * entity export's own format, CSV with the export's header (the entity's fields and {@code problems}), a JSON array of
 * objects, or JSON lines; or typed DynamoDB JSON lines, bare ({@code {"pk": {"S": "…"}, …}}, what the raw editor
 * copies) or wrapped ({@code {"Item": {…}}}, what a DynamoDB export holds), told apart by the file's first object. A
 * line that cannot be read stops the reading with a {@link CorrectionFileException} naming the file, the line and the
 * problem; {@code problems} is what the export said about a row and is not read back.
 */
public final class CorrectionReader implements Iterator<CorrectionLine>, AutoCloseable {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String TYPED_FORMS = "typed DynamoDB JSON lines ({\"pk\": {\"S\": \"…\"}, …} as the raw "
            + "editor copies, or {\"Item\": {…}} as a DynamoDB export holds)";

    private final Path file;
    private final EntityDef entity;
    private final long size;
    private final CountingStream stream;
    /** What the file holds: the counted stream, unzipped when the file is gzipped (as a DynamoDB export's are). */
    private final InputStream input;

    private final Source source;
    private CorrectionLine next;

    /** @param entity whose export the file may be, or null when only typed DynamoDB JSON is accepted */
    private CorrectionReader(Path file, EntityDef entity) throws IOException {
        this.file = file;
        this.entity = entity;
        this.size = Files.size(file);
        Optional<DynamoJsonItems.Form> typed = typedForm();
        if (typed.isEmpty() && entity == null) {
            throw broken(1, "not " + TYPED_FORMS + ", the only form accepted here");
        }
        this.stream = new CountingStream(Files.newInputStream(file));
        try {
            this.input = gzipped() ? new GZIPInputStream(stream, 64 * 1024) : stream;
            this.source = typed.isPresent()
                    ? new Typed(typed.get())
                    : file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv") ? new Csv() : new Json();
        } catch (IOException | RuntimeException e) {
            stream.close();
            throw e;
        }
    }

    /**
     * Opens {@code file} as {@code entity}'s export ({@code .csv} as CSV, anything else as JSON, an array or lines) or
     * as typed DynamoDB JSON lines, whichever its first object is.
     *
     * @throws CorrectionFileException when the file cannot be opened or is in none of these forms
     */
    public static CorrectionReader open(Path file, EntityDef entity) {
        return opened(file, Objects.requireNonNull(entity));
    }

    /**
     * Opens {@code file} as typed DynamoDB JSON lines, the items of any entity or of none.
     *
     * @throws CorrectionFileException when the file cannot be opened or is not in that form
     */
    public static CorrectionReader openTyped(Path file) {
        return opened(file, null);
    }

    private static CorrectionReader opened(Path file, EntityDef entity) {
        try {
            return new CorrectionReader(file, entity);
        } catch (IOException e) {
            throw new CorrectionFileException(file.getFileName() + ": cannot be read (" + e.getMessage() + ")", e);
        }
    }

    private boolean gzipped() {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".gz");
    }

    /** The form of typed DynamoDB JSON the file's first object is in, if it is; a CSV file never is. */
    private Optional<DynamoJsonItems.Form> typedForm() throws IOException {
        if (entity != null
                && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv")) {
            return Optional.empty();
        }
        ObjectMapper mapper = new ObjectMapper();
        try (JsonParser first = mapper.getFactory()
                .createParser(
                        gzipped() ? new GZIPInputStream(Files.newInputStream(file)) : Files.newInputStream(file))) {
            if (first.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            return DynamoJsonItems.formOf(mapper.readTree(first));
        } catch (JsonProcessingException e) {
            if (entity == null) {
                throw broken(e.getLocation() == null ? 1 : e.getLocation().getLineNr(), JsonProblem.reason(e));
            }
            return Optional.empty();
        }
    }

    /** How much of the file has been read, from 0 to 1. */
    public double fractionRead() {
        return size == 0 ? 1 : Math.min(1, (double) stream.count / size);
    }

    @Override
    public boolean hasNext() {
        if (next == null) {
            try {
                next = source.read();
            } catch (JsonProcessingException e) {
                throw broken(e.getLocation() == null ? 0 : e.getLocation().getLineNr(), JsonProblem.reason(e));
            } catch (IOException e) {
                throw new UncheckedIOException(file.getFileName() + ": cannot be read", e);
            }
        }
        return next != null;
    }

    @Override
    public CorrectionLine next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        CorrectionLine line = next;
        next = null;
        return line;
    }

    @Override
    public void close() {
        try {
            source.close();
            input.close();
        } catch (IOException e) {
            // everything needed was read; a failure to close a file read from changes nothing
        }
    }

    private CorrectionFileException broken(long line, String problem) {
        return new CorrectionFileException(file.getFileName() + ", line " + line + ": " + problem, null);
    }

    /** The field a name stands for, or why the line is broken. */
    private String fieldOf(long line, String name) {
        if (!name.equals(RowExporter.PROBLEMS) && entity.attribute(name).isEmpty()) {
            throw broken(
                    line,
                    "`" + name + "` is not a field of " + entity.name() + " (its fields: "
                            + String.join(", ", entity.fieldNames()) + "); a file of corrections is " + entity.name()
                            + "'s export (CSV, JSON lines or a JSON array of its fields) or " + TYPED_FORMS);
        }
        return name;
    }

    private interface Source {
        /** The next line, or null at the end. */
        CorrectionLine read() throws IOException;

        void close() throws IOException;
    }

    /** The export's CSV: a header of field names, then one row per item, every cell text as {@link CsvCells} wrote it. */
    private final class Csv implements Source {

        private final CsvParser parser;
        private final MappingIterator<String[]> rows;
        private final List<String> header = new ArrayList<>();

        Csv() throws IOException {
            CsvMapper csv = new CsvMapper();
            this.parser = (CsvParser) csv.getFactory().createParser(input);
            this.rows = csv.readerFor(String[].class).readValues(parser);
            if (!rows.hasNextValue()) {
                throw broken(1, "the file is empty; an export's CSV starts with a line of field names");
            }
            for (String name : rows.nextValue()) {
                header.add(fieldOf(1, CsvCells.read(name.replace("\uFEFF", "").trim())));
            }
        }

        @Override
        public CorrectionLine read() throws IOException {
            List<String> cells;
            long line;
            try {
                if (!rows.hasNextValue()) {
                    return null;
                }
                line = parser.currentTokenLocation().getLineNr() + 1;
                cells = List.of(rows.nextValue());
            } catch (JsonProcessingException e) {
                throw broken(
                        e.getLocation() == null ? 0 : e.getLocation().getLineNr(),
                        e.getOriginalMessage().contains("closing quote")
                                ? "a quoted value is not closed before the end of the file"
                                : "not CSV as an export writes it (" + e.getOriginalMessage() + ")");
            }
            if (cells.size() == 1 && cells.get(0).isEmpty()) {
                return read();
            }
            if (cells.size() != header.size()) {
                throw broken(line, cells.size() + " values where the header names " + header.size() + " fields");
            }
            Map<String, JsonNode> fields = new LinkedHashMap<>();
            for (int i = 0; i < cells.size(); i++) {
                if (!header.get(i).equals(RowExporter.PROBLEMS)) {
                    String cell = cells.get(i);
                    fields.put(header.get(i), cell.isEmpty() ? NODES.nullNode() : NODES.textNode(CsvCells.read(cell)));
                }
            }
            return new CorrectionLine(line, fields, true);
        }

        @Override
        public void close() throws IOException {
            rows.close();
        }
    }

    /** The export's JSON: an array of objects, or one object per line. */
    private final class Json implements Source {

        private final ObjectMapper mapper =
                new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
        private final JsonParser parser;
        private final boolean array;
        private boolean ended;

        Json() throws IOException {
            this.parser = mapper.getFactory().createParser(input);
            JsonToken first;
            try {
                first = parser.nextToken();
            } catch (JsonProcessingException e) {
                throw broken(e.getLocation() == null ? 1 : e.getLocation().getLineNr(), JsonProblem.reason(e));
            }
            this.array = first == JsonToken.START_ARRAY;
            this.ended = first == null;
        }

        @Override
        public CorrectionLine read() throws IOException {
            if (ended) {
                return null;
            }
            JsonToken token = array
                    ? parser.nextToken()
                    : parser.currentToken() == null ? parser.nextToken() : parser.currentToken();
            if (token == null || array && token == JsonToken.END_ARRAY) {
                ended = true;
                if (array && parser.nextToken() != null) {
                    throw broken(
                            parser.currentTokenLocation().getLineNr(), "something follows the array's closing ']'");
                }
                return null;
            }
            long line = parser.currentTokenLocation().getLineNr();
            if (token != JsonToken.START_OBJECT) {
                throw broken(line, "a JSON object of fields expected, not " + parser.getText());
            }
            JsonNode object = mapper.readTree(parser);
            Map<String, JsonNode> fields = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> member : object.properties()) {
                if (!fieldOf(line, member.getKey()).equals(RowExporter.PROBLEMS)) {
                    fields.put(member.getKey(), member.getValue());
                }
            }
            if (!array) {
                parser.nextToken();
            }
            return new CorrectionLine(line, fields, false);
        }

        @Override
        public void close() throws IOException {
            parser.close();
        }
    }

    /** Typed DynamoDB JSON, one item after another. */
    private final class Typed implements Source {

        private final DynamoJsonItems items;

        Typed(DynamoJsonItems.Form form) throws IOException {
            this.items = new DynamoJsonItems(input, file.getFileName().toString(), form);
        }

        @Override
        public CorrectionLine read() throws IOException {
            try {
                Item item = items.next();
                return item == null ? null : CorrectionLine.typed(items.line(), item);
            } catch (ExportException e) {
                throw new CorrectionFileException(e.getMessage(), e);
            }
        }

        @Override
        public void close() throws IOException {
            items.close();
        }
    }

    /** Counts the bytes read, for progress. */
    private static final class CountingStream extends FilterInputStream {

        private long count;

        CountingStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            count += b < 0 ? 0 : 1;
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            count += Math.max(0, n);
            return n;
        }
    }
}
