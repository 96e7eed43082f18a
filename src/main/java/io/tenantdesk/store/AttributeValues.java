package io.tenantdesk.store;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Short readable forms of SDK attribute values, for messages and the journal's condition text. */
final class AttributeValues {

    private static final int MAX = 60;

    private AttributeValues() {
    }

    static String shortText(AttributeValue v) {
        String text = switch (v.type()) {
            case S -> "\"" + v.s() + "\"";
            case N -> v.n();
            case BOOL -> v.bool().toString();
            case NUL -> "null";
            default -> v.type().name() + "(...)";
        };
        return text.length() > MAX ? text.substring(0, MAX) + "…\"" : text;
    }
}
