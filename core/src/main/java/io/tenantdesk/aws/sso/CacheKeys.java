package io.tenantdesk.aws.sso;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.stream.Collectors;

/** The file names the AWS CLI v2 gives its SSO cache entries. */
public final class CacheKeys {

    private CacheKeys() {}

    /** The token file: SHA-1 of the session name, or of the start URL for a legacy profile. */
    static String tokenFileName(SsoSessionConfig session) {
        return sha1Hex(session.tokenCacheKey()) + ".json";
    }

    /**
     * The registration file: SHA-1 of what Python's {@code json.dumps(args, sort_keys=True)} makes of
     * {@code {"tool": "botocore", "startUrl", "region", "scopes", "session_name"}}, as in the CLI's
     * {@code _registration_cache_key}.
     */
    static String registrationFileName(SsoSessionConfig session) {
        String scopes = session.registrationScopes()
                .map(list -> list.stream().map(CacheKeys::pythonJsonString).collect(Collectors.joining(", ", "[", "]")))
                .orElse("null");
        String args = "{\"region\": " + pythonJsonString(session.region())
                + ", \"scopes\": " + scopes
                + ", \"session_name\": "
                + session.sessionName().map(CacheKeys::pythonJsonString).orElse("null")
                + ", \"startUrl\": " + pythonJsonString(session.startUrl())
                + ", \"tool\": \"botocore\"}";
        return sha1Hex(args) + ".json";
    }

    public static String sha1Hex(String text) {
        try {
            MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
            return HexFormat.of().formatHex(sha1.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-1", e);
        }
    }

    /** A JSON string as Python's {@code json.dumps} writes it by default ({@code ensure_ascii=True}). */
    public static String pythonJsonString(String value) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
