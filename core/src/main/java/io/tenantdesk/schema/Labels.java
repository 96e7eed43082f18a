package io.tenantdesk.schema;

import java.util.Locale;
import java.util.regex.Pattern;

/** Turns attribute names such as {@code account_id} or {@code creditBalance} into readable labels. */
public final class Labels {

    private static final Pattern ACRONYM = Pattern.compile("(?i)\\b(id|url|ttl|api|mcp|sso|json|ip)\\b");

    private Labels() {}

    public static String humanize(String name) {
        StringBuilder out = new StringBuilder();
        char prev = 0;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '_' || c == '-' || c == '.') {
                out.append(' ');
            } else if (Character.isUpperCase(c) && i > 0 && Character.isLowerCase(prev)) {
                out.append(' ').append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
            prev = c;
        }
        String text = out.toString().trim().replaceAll(" +", " ");
        text = ACRONYM.matcher(text).replaceAll(match -> match.group().toUpperCase(Locale.ROOT));
        return text.isEmpty() ? name : text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }
}
