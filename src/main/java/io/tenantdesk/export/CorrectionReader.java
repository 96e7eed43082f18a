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
import io.tenantdesk.schema.validation.JsonProblem;
import io.tenantdesk.store.CorrectionLine;
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

/**
 * Reads back a file in an entity export's own format, one line at a time, so a file of a million lines is never held
 * whole: CSV with the export's header (the entity's fields and {@code problems}), a JSON array of objects, or JSON
 * lines. A line that cannot be read stops the reading with a {@link CorrectionFileException} naming the file, the
 * line and the problem; {@code problems} is what the export said about a row and is not read back.
 */
public final class CorrectionReader implements Iterator<CorrectionLine>, AutoCloseable {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final Path file;
    private final EntityDef entity;
    private final long size;
    private final CountingStream stream;
    private final Source source;
    private CorrectionLine next;

    private CorrectionReader(Path file, EntityDef entity) throws IOException {
        this.file = file;
        this.entity = entity;
        this.size = Files.size(file);
        this.stream = new CountingStream(Files.newInputStream(file));
        this.source = file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv") ? new Csv() : new Json();
    }

    /**
     * Opens {@code file} for {@code entity}'s fields: {@code .csv} as CSV, anything else as JSON (an array or lines).
     *
     * @throws CorrectionFileException when the file cannot be opened or its header is not the entity's
     */
    public static CorrectionReader open(Path file, EntityDef entity) {
        try {
            return new CorrectionReader(file, entity);
        } catch (IOException e) {
            throw new CorrectionFileException(file.getFileName() + ": cannot be read (" + e.getMessage() + ")", e);
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
            stream.close();
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
            throw broken(line, "`" + name + "` is not a field of " + entity.name() + " (its fields: "
                    + String.join(", ", entity.fieldNames()) + ")");
        }
        return name;
    }

    private interface Source {
        /** The next line, or null at the end. */
        CorrectionLine read() throws IOException;

        void close() throws IOException;
    }

    /** The export's CSV: a header of field names, then one row per item, every cell text. */
    private final class Csv implements Source {

        private final CsvParser parser;
        private final MappingIterator<String[]> rows;
        private final List<String> header = new ArrayList<>();

        Csv() throws IOException {
            CsvMapper csv = new CsvMapper();
            this.parser = (CsvParser) csv.getFactory().createParser(stream);
            this.rows = csv.readerFor(String[].class).readValues(parser);
            if (!rows.hasNextValue()) {
                throw broken(1, "the file is empty; an export's CSV starts with a line of field names");
            }
            for (String name : rows.nextValue()) {
                header.add(fieldOf(1, name.replace("\uFEFF", "").trim()));
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
                throw broken(e.getLocation() == null ? 0 : e.getLocation().getLineNr(),
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
                    fields.put(header.get(i), cells.get(i).isEmpty() ? NODES.nullNode() : NODES.textNode(cells.get(i)));
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

        private final ObjectMapper mapper = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
        private final JsonParser parser;
        private final boolean array;
        private boolean ended;

        Json() throws IOException {
            this.parser = mapper.getFactory().createParser(stream);
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
            JsonToken token = array ? parser.nextToken() : parser.currentToken() == null ? parser.nextToken()
                    : parser.currentToken();
            if (token == null || array && token == JsonToken.END_ARRAY) {
                ended = true;
                if (array && parser.nextToken() != null) {
                    throw broken(parser.currentTokenLocation().getLineNr(), "something follows the array's closing ']'");
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
