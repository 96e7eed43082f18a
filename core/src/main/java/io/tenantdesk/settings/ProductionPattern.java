package io.tenantdesk.settings;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * One production pattern: {@code regex:…} is a regular expression, {@code glob:…} or a bare pattern a glob
 * ({@code *} any run of characters, {@code ?} one). Both match the whole name, ignoring case.
 */
record ProductionPattern(String source, Pattern pattern) {

    static ProductionPattern parse(String source) {
        if (source == null || source.isBlank()) {
            throw new IllegalArgumentException("a production pattern may not be empty");
        }
        String trimmed = source.trim();
        try {
            if (trimmed.startsWith("regex:")) {
                return new ProductionPattern(source, Pattern.compile(trimmed.substring(6), Pattern.CASE_INSENSITIVE));
            }
            String glob = trimmed.startsWith("glob:") ? trimmed.substring(5) : trimmed;
            return new ProductionPattern(source, Pattern.compile(globToRegex(glob), Pattern.CASE_INSENSITIVE));
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException(
                    "production pattern `" + source + "` is not a valid regular expression: " + e.getDescription(), e);
        }
    }

    boolean matches(String value) {
        return value != null && pattern.matcher(value).matches();
    }

    private static String globToRegex(String glob) {
        StringBuilder regex = new StringBuilder();
        for (char c : glob.toCharArray()) {
            switch (c) {
                case '*' -> regex.append(".*");
                case '?' -> regex.append('.');
                default -> regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return regex.toString();
    }
}
