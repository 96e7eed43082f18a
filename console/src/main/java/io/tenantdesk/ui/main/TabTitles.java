package io.tenantdesk.ui.main;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Tab titles as the tab bar shows them: told apart when two tabs have the same (the second of two ad-hoc queries is
 * "Ad-hoc query (2)"), and short enough: a long one (a 2,000-character key) is cut, its end replaced by "…".
 */
final class TabTitles {

    private TabTitles() {}

    /** The titles in order, each after the first of the same numbered by its place among them: "Query (2)". */
    static List<String> distinct(List<String> titles) {
        Map<String, Integer> seen = new HashMap<>();
        List<String> shown = new ArrayList<>();
        for (String title : titles) {
            int n = seen.merge(title, 1, Integer::sum);
            shown.add(n == 1 ? title : title + " (" + n + ")");
        }
        return shown;
    }

    static String shorten(String title, int max) {
        if (title == null || title.codePointCount(0, title.length()) <= max) {
            return title;
        }
        return title.substring(0, title.offsetByCodePoints(0, max - 1)).stripTrailing() + "…";
    }
}
