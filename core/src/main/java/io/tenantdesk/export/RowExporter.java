package io.tenantdesk.export;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.schema.values.SecretValues;
import io.tenantdesk.store.EntityRow;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes rows as they come, one at a time, so an export of a million rows never holds them all. Columns are
 * the entity's fields (the ids parsed out of the keys first), then {@code problems} naming what a row breaks, then
 * {@value #EXPORTED}, the row's fields as exported ({@link ExportedValues}), which an import compares each cell with.
 * Secrets are masked, in {@value #EXPORTED} too. Without an entity (unclassified items) each row is its table, keys,
 * reason and item. The output is always valid UTF-8: text holding lone surrogates is written with U+FFFD in their
 * place, and the row says so in its problems (or reason). CSV cells, the header's too, are made safe for spreadsheets by {@link CsvCells};
 * JSON and JSON lines hold the values exactly.
 * Closing ends the output with a newline, like any text file, and closes the stream.
 */
public final class RowExporter implements AutoCloseable {

    public static final String PROBLEMS = "problems";
    public static final String EXPORTED = ExportedValues.COLUMN;

    private final ExportFormat format;
    private final EntityDef entity;
    private final List<String> columns;
    private final List<String> csvHeader;
    private final JsonGenerator json;
    private final SequenceWriter sequence;
    private long written;
    private long repaired;
    private long neutralised;

    private RowExporter(ExportFormat format, EntityDef entity, OutputStream out) throws IOException {
        this.format = format;
        this.entity = entity;
        this.columns = columns(entity);
        this.csvHeader = columns.stream().map(CsvCells::of).toList();
        ObjectMapper mapper = new ObjectMapper();
        switch (format) {
            case CSV -> {
                CsvMapper csv = new CsvMapper();
                CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
                csvHeader.forEach(schema::addColumn);
                this.sequence = csv.writer(schema.build()).writeValues(out);
                this.json = null;
            }
            case JSON -> {
                this.json = mapper.getFactory().createGenerator(out, JsonEncoding.UTF8);
                json.useDefaultPrettyPrinter();
                json.writeStartArray();
                this.sequence = null;
            }
            default -> {
                this.json = mapper.getFactory().createGenerator(out, JsonEncoding.UTF8);
                this.sequence = mapper.writer().withRootValueSeparator("\n").writeValues(json);
            }
        }
    }

    /** @param entity the rows' entity, or null for rows of any entity or none */
    public static RowExporter open(ExportFormat format, EntityDef entity, OutputStream out) {
        try {
            return new RowExporter(format, entity, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> columns(EntityDef entity) {
        List<String> columns = new ArrayList<>();
        if (entity == null) {
            columns.addAll(List.of("table", "entity", "keys", "reason", "item"));
        } else {
            columns.addAll(entity.fieldNames());
            columns.add(PROBLEMS);
            columns.add(EXPORTED);
        }
        return columns;
    }

    public void write(EntityRow row) {
        ObjectNode object = entity == null ? loose(row) : PlainValues.fields(entity, row.item(), row.classification());
        if (entity != null && !row.valid()) {
            object.put(PROBLEMS, scrubbed(row, row.classification().summary()));
        }
        markRepaired(object);
        if (entity != null) {
            ObjectNode exported = JsonNodeFactory.instance.objectNode();
            object.properties().forEach(field -> exported.set(field.getKey(), field.getValue()));
            exported.remove(PROBLEMS);
            object.put(EXPORTED, ExportedValues.encode(exported));
        }
        try {
            if (format == ExportFormat.CSV) {
                sequence.write(csvRow(object));
            } else if (format == ExportFormat.JSON) {
                json.writeTree(object);
            } else {
                sequence.write(object);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        written++;
    }

    public long written() {
        return written;
    }

    /** Rows written with U+FFFD in place of text that is not valid Unicode; their problems say which fields. */
    public long repaired() {
        return repaired;
    }

    /** CSV rows with a cell written other than as its text (a formula's mark, an escape), and read back as it was. */
    public long neutralised() {
        return neutralised;
    }

    /** What the notes of a CSV export say of its cells made safe, or empty when none was. */
    public Optional<String> neutralisedNote() {
        if (neutralised == 0) {
            return Optional.empty();
        }
        return Optional.of(String.format(
                Locale.ROOT,
                "%,d row%s held text a spreadsheet would take for a formula, or hidden characters: in the CSV such"
                        + " text starts with ' and hidden characters are written as escapes such as \\u202e; importing"
                        + " the file as corrections reads them back as they were",
                neutralised,
                neutralised == 1 ? "" : "s"));
    }

    private void markRepaired(ObjectNode object) {
        String remarks = entity == null ? "reason" : PROBLEMS;
        List<String> fields = UnicodeRepair.repair(object);
        fields.remove(remarks);
        if (fields.isEmpty()) {
            return;
        }
        repaired++;
        String note = fields.stream().map(f -> "`" + f + "`").collect(Collectors.joining(", "))
                + " held text that is not valid Unicode (unpaired surrogates), exported with U+FFFD in their place";
        JsonNode before = object.get(remarks);
        object.put(remarks, before == null || before.isNull() ? note : before.asText() + "; " + note);
    }

    private ObjectNode loose(EntityRow row) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("table", row.table());
        node.put("entity", row.entity().map(EntityDef::name).orElse(null));
        StringBuilder keys = new StringBuilder();
        row.classification()
                .keyValues()
                .forEach((k, v) -> keys.append(keys.length() == 0 ? "" : ", ")
                        .append(k)
                        .append('=')
                        .append(v));
        node.put("keys", scrubbed(row, keys.toString()));
        node.put("reason", scrubbed(row, row.classification().summary()));
        node.set("item", PlainValues.item(row.entity().orElse(null), row.item()));
        return node;
    }

    /** {@code text} without the secret values of the row's entity, which a reason may quote (a key rendered from one). */
    private static String scrubbed(EntityRow row, String text) {
        Set<String> secrets = row.entity().stream()
                .flatMap(e -> e.attributes().values().stream())
                .filter(AttributeSpec::secret)
                .map(AttributeSpec::name)
                .collect(Collectors.toSet());
        return SecretValues.of(row.item(), row.classification(), secrets).scrub(text, PlainValues.MASK);
    }

    /** CSV cells are text: strings, and other JSON values in their JSON form, as {@link CsvCells} writes them. */
    private Map<String, String> csvRow(ObjectNode object) {
        Map<String, String> cells = new LinkedHashMap<>();
        boolean changed = false;
        for (int i = 0; i < columns.size(); i++) {
            CsvCells.Cell cell = CsvCells.of(object.get(columns.get(i)));
            changed |= cell.neutralised();
            cells.put(csvHeader.get(i), cell.text());
        }
        if (changed) {
            neutralised++;
        }
        return cells;
    }

    @Override
    public void close() {
        try {
            switch (format) {
                case CSV -> sequence.close();
                case JSON -> {
                    json.writeEndArray();
                    json.writeRaw('\n');
                    json.close();
                }
                default -> {
                    sequence.close();
                    if (written > 0) {
                        json.writeRaw('\n');
                    }
                    json.close();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Names of the columns, in order (also the JSON object's field order). */
    public List<String> columns() {
        return columns;
    }
}
