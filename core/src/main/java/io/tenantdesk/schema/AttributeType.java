package io.tenantdesk.schema;

import java.util.Optional;

/** The attribute types a descriptor can declare, each stored as one DynamoDB type. */
public enum AttributeType {
    STRING("string", "S"),
    NUMBER("number", "N"),
    BOOLEAN("boolean", "BOOL"),
    ENUM("enum", "S"),
    EMAIL("email", "S"),
    URL("url", "S"),
    /** ISO-8601 date and time with an offset, e.g. {@code 2026-02-21T14:30:00Z}. */
    TIMESTAMP("timestamp", "S"),
    /** ISO-8601 calendar date, e.g. {@code 2026-02-21}. */
    DATE("date", "S"),
    /** Seconds since the epoch, as DynamoDB's TTL expects. */
    EPOCH("epoch", "N"),
    /** JSON text carried in a string attribute. */
    JSON("json", "S"),
    LIST("list", "L"),
    MAP("map", "M"),
    STRING_SET("stringSet", "SS"),
    /** A string that is never shown or edited in clear. */
    SECRET("secret", "S");

    private final String code;
    private final String dynamoType;

    AttributeType(String code, String dynamoType) {
        this.code = code;
        this.dynamoType = dynamoType;
    }

    /** The word used in descriptor files. */
    public String code() {
        return code;
    }

    /** The DynamoDB type code the attribute is stored as. */
    public String dynamoType() {
        return dynamoType;
    }

    /** True for the types whose value can be text in a key template. */
    public boolean isScalar() {
        return dynamoType.equals("S") || dynamoType.equals("N");
    }

    public static Optional<AttributeType> fromCode(String code) {
        for (AttributeType t : values()) {
            if (t.code.equals(code)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
