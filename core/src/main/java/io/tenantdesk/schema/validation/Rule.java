package io.tenantdesk.schema.validation;

/** The rule a value breaks; the code is stable, for machines (lint's JSON output groups by it). */
public enum Rule {
    /** The attribute is stored as another DynamoDB type than declared (e.g. N where S is expected). */
    WRONG_TYPE("wrong-type", "wrong type"),
    MISSING_REQUIRED("missing-required", "missing required attribute"),
    BAD_ENUM("bad-enum", "value not in the declared set"),
    INVALID_JSON("invalid-json", "invalid JSON in a JSON attribute"),
    /** Right type, wrong shape: an email without '@', a date that is not a date. */
    BAD_FORMAT("bad-format", "badly formatted value"),
    OUT_OF_RANGE("out-of-range", "number out of range"),
    /** A value in a key breaks its placeholder's rule (separators, spaces, length, declared pattern). */
    KEY_PATTERN("key-pattern", "key value breaking its placeholder pattern"),
    /** An attribute disagrees with the value its item's primary key carries for the same field. */
    KEY_MISMATCH("key-mismatch", "attribute disagrees with the key"),
    /** An index key differs from what the entity's template renders from the item's own values. */
    KEY_DRIFT("key-drift", "index key drifted from its template"),
    /** An index key the template says must exist is missing. */
    KEY_MISSING("key-missing", "index key missing");

    private final String code;
    private final String title;

    Rule(String code, String title) {
        this.code = code;
        this.title = title;
    }

    public String code() {
        return code;
    }

    public String title() {
        return title;
    }
}
