package io.tenantdesk.logging;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Masks what looks like a secret in a line of log text, as a last line of defence: the console never logs a
 * secret on purpose, but an exception message or a library may quote one. Masks AWS access key ids, the value
 * after a secret-sounding name ({@code aws_secret_access_key = ...}, {@code "accessToken": "..."}), bearer tokens,
 * JSON web tokens, and long runs of letters and digits such as hashes, keys and tokens.
 */
public final class SecretRedaction {

    public static final String MASK = "••••";

    private static final Pattern ACCESS_KEY_ID = Pattern.compile("\\b(AKIA|ASIA|AROA|AIDA|ANPA|AGPA)[A-Z0-9]{16}\\b");
    private static final Pattern NAMED_VALUE = Pattern.compile("(?i)([\\w-]*(secret|password|passwd|token|signature"
            + "|credential|authorization|api[_-]?key|private[_-]?key|session[_-]?key|signing[_-]?key)[\\w-]*\"?\\s*[=:]\\s*\"?)"
            + "([^\\s\",;}&]+)");
    private static final Pattern BEARER = Pattern.compile("(?i)\\b(bearer|basic)\\s+[A-Za-z0-9._~+/=-]{8,}");
    private static final Pattern JWT = Pattern.compile("\\beyJ[A-Za-z0-9_-]{5,}\\.[A-Za-z0-9_-]{5,}\\.[A-Za-z0-9_-]*");
    private static final Pattern LONG_RUN = Pattern.compile("[A-Za-z0-9+_=]{32,}");
    private static final List<Pattern> WHOLE = List.of(ACCESS_KEY_ID, BEARER, JWT);

    /** {@code text} with every secret-looking part replaced by {@link #MASK}. */
    public String redact(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        String result = text;
        for (Pattern pattern : WHOLE) {
            result = pattern.matcher(result).replaceAll(MASK);
        }
        result = NAMED_VALUE.matcher(result).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + MASK));
        return LONG_RUN.matcher(result)
                .replaceAll(m -> looksRandom(m.group()) ? MASK : Matcher.quoteReplacement(m.group()));
    }

    /** Letters and digits mixed, as in a hash or a token; a long word or number alone is left as it is. */
    private static boolean looksRandom(String run) {
        return run.chars().anyMatch(Character::isDigit) && run.chars().anyMatch(Character::isLetter);
    }
}
