package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.AttributeSpec;

/** The kind of editor a field gets, chosen from its declared type. */
public enum FieldKind {
    /** Free text: strings, emails, URLs (validated as typed). */
    TEXT,
    NUMBER,
    /** Seconds since 1970 (a TTL): a number shown with its date and countdown. */
    EPOCH,
    /** One of the declared values, or "(not set)" when optional. */
    ENUM,
    /** True, false, or "(not set)" when optional. */
    BOOLEAN,
    /** ISO-8601 date and time with an offset. */
    TIMESTAMP,
    DATE,
    /** JSON carried in a string attribute; edited as text, never saved invalid. */
    JSON,
    /** A list, map or string set, edited as JSON. */
    STRUCTURED,
    /** Never shown in clear, never edited. */
    SECRET;

    public static FieldKind of(AttributeSpec spec) {
        if (spec.secret()) {
            return SECRET;
        }
        return switch (spec.type()) {
            case NUMBER -> NUMBER;
            case EPOCH -> EPOCH;
            case ENUM -> ENUM;
            case BOOLEAN -> BOOLEAN;
            case TIMESTAMP -> TIMESTAMP;
            case DATE -> DATE;
            case JSON -> JSON;
            case LIST, MAP, STRING_SET -> STRUCTURED;
            case SECRET -> SECRET;
            default -> TEXT;
        };
    }

    /** True for the kinds whose text is multi-line JSON. */
    public boolean isJson() {
        return this == JSON || this == STRUCTURED;
    }
}
