package io.tenantdesk.lint;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One item shown for a group: its primary key (key attributes only, secrets masked), the attribute at
 * fault when there is one, and what is wrong, with any secret value in the message masked.
 */
public record Example(Map<String, String> key, String attribute, String message) {

    public Example {
        key = Collections.unmodifiableMap(new LinkedHashMap<>(key));
    }
}
