package io.tenantdesk.ui.connection;

import io.tenantdesk.aws.TableNameMapping;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads the table-name mapping as typed: a prefix, a suffix, and explicit {@code logical=physical} lines that
 * win over them. Pure, so the dialog can say at once which line is wrong.
 */
final class MappingText {

    private MappingText() {}

    /** The mapping, or an error naming the line that cannot be read. */
    record Parsed(TableNameMapping mapping, String error) {}

    static Parsed parse(String prefix, String suffix, String explicitLines) {
        Map<String, String> explicit = new LinkedHashMap<>();
        String[] lines = explicitLines == null ? new String[0] : explicitLines.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0 || eq == line.length() - 1) {
                return new Parsed(
                        null, "Line " + (i + 1) + " of the table map should read logical=physical, not `" + line + "`");
            }
            explicit.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
        }
        try {
            TableNameMapping mapping = TableNameMapping.affixed(
                            prefix == null ? "" : prefix.strip(), suffix == null ? "" : suffix.strip())
                    .withExplicitNames(explicit);
            return new Parsed(mapping, null);
        } catch (IllegalArgumentException e) {
            return new Parsed(null, e.getMessage());
        }
    }
}
