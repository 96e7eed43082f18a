package io.tenantdesk.ui.main;

/** Tab titles short enough for the tab bar: a long one (a 2,000-character key) is cut, its end replaced by "…". */
final class TabTitles {

    private TabTitles() {}

    static String shorten(String title, int max) {
        if (title == null || title.codePointCount(0, title.length()) <= max) {
            return title;
        }
        return title.substring(0, title.offsetByCodePoints(0, max - 1)).stripTrailing() + "…";
    }
}
