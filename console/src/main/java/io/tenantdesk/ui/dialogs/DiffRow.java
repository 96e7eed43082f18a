package io.tenantdesk.ui.dialogs;

import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Write;
import io.tenantdesk.ui.common.ValueText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One line of a diff (the one the user confirms, or a journal entry's): an attribute, its value before and after
 * (secrets masked), how it changes, and whether the console works it out (a re-rendered key, the version, a
 * stamp) rather than the user typing it.
 */
public record DiffRow(String attribute, String before, String after, Kind kind, boolean derived) {

    /** How the attribute changes. */
    public enum Kind {
        ADDED,
        REMOVED,
        CHANGED;

        public String word() {
            return switch (this) {
                case ADDED -> "added";
                case REMOVED -> "removed";
                case CHANGED -> "changed";
            };
        }
    }

    /** What a plan shows for the values the store sets as it sends the write. */
    public static final String SET_WHEN_SAVED = "set when saved";

    /**
     * The plan's changes as rows: what the user changed first, then what is derived from it. The version, the stamps
     * and the index keys made of them are set when the write is sent, and say so.
     */
    public static List<DiffRow> of(ItemWrite plan) {
        EntityDef entity = plan.entity();
        Set<String> setByWrites = entity.attributesSetByWrites();
        List<DiffRow> rows = new ArrayList<>();
        for (DiffRow row : of(entity, plan.changes(), plan.kind() == Write.Kind.MOVE)) {
            boolean whenSaved = setByWrites.contains(row.attribute())
                    || Optional.ofNullable(entity.indexKeyTemplates().get(row.attribute()))
                            .filter(t -> t.placeholders().stream().anyMatch(setByWrites::contains))
                            .isPresent();
            rows.add(whenSaved ? new DiffRow(row.attribute(), row.before(), SET_WHEN_SAVED, row.kind(), true) : row);
        }
        return rows;
    }

    /** Changes to an entity's item as rows: what the user changed first, then what is derived from it. */
    public static List<DiffRow> of(EntityDef entity, List<AttributeChange> changes) {
        return of(entity, changes, false);
    }

    /**
     * As {@link #of(EntityDef, List)}; for a move ({@code moved}), the new primary key is what the user asked for,
     * not something the console worked out.
     */
    public static List<DiffRow> of(EntityDef entity, List<AttributeChange> changes, boolean moved) {
        List<DiffRow> typed = new ArrayList<>();
        List<DiffRow> derived = new ArrayList<>();
        for (AttributeChange change : changes) {
            boolean movedKey = moved && entity.table().primaryKeyNames().contains(change.attribute());
            DiffRow row = of(entity, change, change.derived() && !movedKey);
            (row.derived() ? derived : typed).add(row);
        }
        typed.addAll(derived);
        return typed;
    }

    private static DiffRow of(EntityDef entity, AttributeChange change, boolean derived) {
        boolean secret = PlainValues.isSecret(entity, change.attribute());
        boolean moment = entity.attribute(change.attribute())
                        .map(a -> a.type() == AttributeType.EPOCH)
                        .orElse(false)
                || entity.table()
                        .ttlAttributeIfAny()
                        .filter(change.attribute()::equals)
                        .isPresent();
        Kind kind = change.before() == null ? Kind.ADDED : change.after() == null ? Kind.REMOVED : Kind.CHANGED;
        return new DiffRow(
                change.attribute(),
                text(change.before(), secret, moment),
                text(change.after(), secret, moment),
                kind,
                derived);
    }

    /** A value in full, on one line (nested values as compact JSON); a secret masked; nothing as empty. */
    static String text(Value value, boolean secret) {
        return text(value, secret, false);
    }

    /** As {@link #text(Value, boolean)}; epoch seconds ({@code moment}) with the moment they stand for, in UTC. */
    private static String text(Value value, boolean secret, boolean moment) {
        if (value == null) {
            return "";
        }
        if (secret) {
            return ValueText.MASK;
        }
        String plain = PlainValues.text(value);
        return moment && value instanceof Value.Num ? plain + ValueText.utcMoment(plain) : plain;
    }

    /**
     * A one-line summary of a plan, e.g. "1 attribute you changed · 3 derived (re-rendered keys, version, stamps)".
     *
     * @param typedWords what the user's rows are, e.g. "you changed", "set"
     */
    public static String summary(List<DiffRow> rows, String typedWords) {
        long typed = rows.stream().filter(r -> !r.derived()).count();
        long derived = rows.size() - typed;
        return typed
                + (typed == 1 ? " attribute " : " attributes ")
                + typedWords
                + (derived == 0 ? "" : " · " + derived + " derived (re-rendered keys, version, stamps)");
    }
}
