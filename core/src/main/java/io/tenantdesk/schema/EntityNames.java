package io.tenantdesk.schema;

import java.util.Locale;

/**
 * An entity's name as every view writes it, made once from the descriptor's name ({@code ChannelMapping}):
 * "Channel mapping" on its own, "Channel mappings" as a heading, "channel mapping" inside a sentence
 * ("New channel mapping").
 */
public final class EntityNames {

    private EntityNames() {}

    public static String singular(EntityDef entity) {
        return Labels.humanize(entity.name());
    }

    /** As a heading: "Licenses", "Agent keys", "Activities". */
    public static String plural(EntityDef entity) {
        String words = singular(entity);
        String lower = words.toLowerCase(Locale.ROOT);
        if (lower.endsWith("s") || lower.endsWith("x") || lower.endsWith("ch") || lower.endsWith("sh")) {
            return words + "es";
        }
        if (lower.endsWith("y") && lower.length() > 1 && "aeiou".indexOf(lower.charAt(lower.length() - 2)) < 0) {
            return words.substring(0, words.length() - 1) + "ies";
        }
        return words + "s";
    }

    /** Inside a sentence: the first letter in lower case, unless the first word is an acronym ("MCP server"). */
    public static String inSentence(EntityDef entity) {
        String words = singular(entity);
        boolean acronym = words.length() > 1 && Character.isUpperCase(words.charAt(1));
        return acronym ? words : Character.toLowerCase(words.charAt(0)) + words.substring(1);
    }
}
