package io.tenantdesk.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The heaviest one-to-one pairing of rows with columns (the Hungarian method on a square matrix padded with 0). */
final class BestMatching {

    private BestMatching() {}

    /** The total weight of the heaviest pairing of {@code weights}' rows with its columns, each used at most once. */
    static int weight(Map<String, Map<String, Integer>> weights) {
        List<String> rows = new ArrayList<>(weights.keySet());
        Set<String> columnSet = new LinkedHashSet<>();
        weights.values().forEach(w -> columnSet.addAll(w.keySet()));
        List<String> columns = new ArrayList<>(columnSet);
        int n = Math.max(rows.size(), columns.size());
        if (n == 0) {
            return 0;
        }
        int[][] w = new int[n][n];
        int heaviest = 0;
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < columns.size(); c++) {
                w[r][c] = weights.get(rows.get(r)).getOrDefault(columns.get(c), 0);
                heaviest = Math.max(heaviest, w[r][c]);
            }
        }
        int[] columnOfRow = cheapestAssignment(w, heaviest);
        int total = 0;
        for (int r = 0; r < n; r++) {
            total += w[r][columnOfRow[r]];
        }
        return total;
    }

    /** For each row, its column in the assignment of least cost {@code heaviest - w}. */
    private static int[] cheapestAssignment(int[][] w, int heaviest) {
        int n = w.length;
        long[] u = new long[n + 1];
        long[] v = new long[n + 1];
        int[] rowOfColumn = new int[n + 1];
        int[] way = new int[n + 1];
        for (int row = 1; row <= n; row++) {
            rowOfColumn[0] = row;
            int column = 0;
            long[] least = new long[n + 1];
            Arrays.fill(least, Long.MAX_VALUE);
            boolean[] used = new boolean[n + 1];
            do {
                used[column] = true;
                int r = rowOfColumn[column];
                long delta = Long.MAX_VALUE;
                int next = 0;
                for (int c = 1; c <= n; c++) {
                    if (!used[c]) {
                        long cost = heaviest - w[r - 1][c - 1] - u[r] - v[c];
                        if (cost < least[c]) {
                            least[c] = cost;
                            way[c] = column;
                        }
                        if (least[c] < delta) {
                            delta = least[c];
                            next = c;
                        }
                    }
                }
                for (int c = 0; c <= n; c++) {
                    if (used[c]) {
                        u[rowOfColumn[c]] += delta;
                        v[c] -= delta;
                    } else {
                        least[c] -= delta;
                    }
                }
                column = next;
            } while (rowOfColumn[column] != 0);
            do {
                int previous = way[column];
                rowOfColumn[column] = rowOfColumn[previous];
                column = previous;
            } while (column != 0);
        }
        int[] columnOfRow = new int[n];
        for (int c = 1; c <= n; c++) {
            columnOfRow[rowOfColumn[c] - 1] = c - 1;
        }
        return columnOfRow;
    }
}
