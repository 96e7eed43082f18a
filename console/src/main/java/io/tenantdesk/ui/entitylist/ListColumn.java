package io.tenantdesk.ui.entitylist;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Labels;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One column of an entity list, worked out once from the descriptor: which field, its header, how its
 * values sort, and a width that fits its type and label.
 *
 * @param spec     the field's declaration, or null for a field the entity does not declare
 * @param ttl      true for the table's TTL attribute (shown as a date and a countdown)
 * @param keyField true for an id parsed out of the table keys
 */
public record ListColumn(
        String field, String label, AttributeSpec spec, boolean ttl, SortKind sort, double width, boolean keyField) {

    /** How a column's values compare when the user sorts by it. */
    public enum SortKind {
        /** Case-insensitive text. */
        TEXT,
        /** Numbers by value (2 before 10), epoch seconds included. */
        NUMBER,
        /** ISO timestamps by the moment they name, whatever their offset. */
        INSTANT,
        /** ISO calendar dates. */
        DATE
    }

    private static final double MAX_WIDTH = 420;

    /**
     * The entity's columns: the ids parsed out of the keys first, then the declared attributes; the attribute
     * that identifies an item comes first of all, so rows whose keys are masked can still be told apart.
     */
    public static List<ListColumn> of(EntityDef entity) {
        Optional<String> ttlAttribute = entity.table().ttlAttributeIfAny();
        List<String> fields = new ArrayList<>(entity.fieldNames());
        entity.identifyingAttribute().ifPresent(identifying -> {
            fields.remove(identifying);
            fields.add(0, identifying);
        });
        List<ListColumn> columns = new ArrayList<>();
        for (String field : fields) {
            AttributeSpec spec = entity.attribute(field).orElse(null);
            boolean ttl = ttlAttribute.map(field::equals).orElse(false);
            boolean key = entity.keyFields().contains(field);
            String label = spec != null ? spec.displayLabel() : Labels.humanize(field);
            columns.add(
                    new ListColumn(field, label, spec, ttl, sortKind(spec, ttl), width(spec, ttl, key, label), key));
        }
        return List.copyOf(columns);
    }

    /** True for columns whose text reads best aligned to the right. */
    public boolean numeric() {
        return sort == SortKind.NUMBER && !ttl && (spec == null || spec.type() == AttributeType.NUMBER);
    }

    /** True when the column's text says how long until or since a moment ("expires in 3 h"), so it ages. */
    public boolean relativeTime() {
        return ttl || spec != null && spec.type() == AttributeType.EPOCH;
    }

    /** True when the column never shows its values in clear. */
    public boolean secret() {
        return spec != null && spec.secret();
    }

    private static SortKind sortKind(AttributeSpec spec, boolean ttl) {
        if (spec != null && spec.secret()) {
            return SortKind.TEXT;
        }
        if (ttl) {
            return SortKind.NUMBER;
        }
        if (spec == null) {
            return SortKind.TEXT;
        }
        return switch (spec.type()) {
            case NUMBER, EPOCH -> SortKind.NUMBER;
            case TIMESTAMP -> SortKind.INSTANT;
            case DATE -> SortKind.DATE;
            default -> SortKind.TEXT;
        };
    }

    /** Wide enough for a typical value of the type and for the header, never absurdly wide. */
    static double width(AttributeSpec spec, boolean ttl, boolean keyField, String label) {
        double byType;
        if (ttl) {
            byType = 410;
        } else if (spec != null && spec.type() == AttributeType.EPOCH) {
            byType = 300;
        } else if (spec == null) {
            byType = keyField ? 170 : 160;
        } else if (spec.secret()) {
            byType = 110;
        } else {
            byType = switch (spec.type()) {
                case BOOLEAN -> 80;
                case NUMBER -> 100;
                case ENUM -> 120;
                case DATE -> 110;
                case TIMESTAMP -> 160;
                case EMAIL -> 220;
                case URL -> 240;
                case JSON, MAP, LIST, STRING_SET -> 260;
                default -> keyField ? 170 : 160;
            };
        }
        double byLabel = 7.5 * label.length() + 34;
        return Math.min(MAX_WIDTH, Math.max(byType, byLabel));
    }
}
