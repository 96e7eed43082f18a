package io.tenantdesk.store;

import java.util.Base64;
import java.util.List;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Readable forms of SDK attribute values for the journal's condition and update text, in full (nothing is
 * cut, so the text says exactly what was sent): a string in JSON quotes, a number as its decimal text, a
 * binary in base64 as {@code b"..."}, sets as {@code <<...>>}, lists as {@code [...]}, maps as {@code {...}}.
 */
final class AttributeValues {

    private AttributeValues() {}

    static String text(AttributeValue v) {
        return switch (v.type()) {
            case S -> quoted(v.s());
            case N -> v.n();
            case B -> binary(v.b());
            case BOOL -> v.bool().toString();
            case NUL -> "null";
            case SS -> set(v.ss().stream().map(AttributeValues::quoted).toList());
            case NS -> set(v.ns());
            case BS -> set(v.bs().stream().map(AttributeValues::binary).toList());
            case L -> v.l().stream().map(AttributeValues::text).collect(Collectors.joining(", ", "[", "]"));
            case M ->
                v.m().entrySet().stream()
                        .map(e -> quoted(e.getKey()) + ": " + text(e.getValue()))
                        .collect(Collectors.joining(", ", "{", "}"));
            default -> v.toString();
        };
    }

    private static String set(List<String> members) {
        return members.stream().collect(Collectors.joining(", ", "<<", ">>"));
    }

    private static String binary(SdkBytes bytes) {
        return "b\"" + Base64.getEncoder().encodeToString(bytes.asByteArray()) + "\"";
    }

    /** A string in JSON quotes, with quotes, backslashes and control characters escaped. */
    static String quoted(String s) {
        StringBuilder text = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> text.append("\\\"");
                case '\\' -> text.append("\\\\");
                case '\n' -> text.append("\\n");
                case '\r' -> text.append("\\r");
                case '\t' -> text.append("\\t");
                default -> {
                    if (c < 0x20) {
                        text.append(String.format("\\u%04x", (int) c));
                    } else {
                        text.append(c);
                    }
                }
            }
        }
        return text.append('"').toString();
    }
}
