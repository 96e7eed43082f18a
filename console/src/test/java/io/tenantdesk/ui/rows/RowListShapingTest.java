package io.tenantdesk.ui.rows;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.Page;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.concurrent.HeldTasks;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.stream.IntStream;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.Test;

/**
 * The rows a grid shows, filtered and sorted as snapshots: what a grid (and its selection) learns from the change
 * events adds up to each snapshot, and a large list is shaped off the UI thread and shown in order.
 */
class RowListShapingTest {

    /** A row with a number to sort by and text to filter on. */
    private record Row(int n, String text, boolean problem) implements Searchable {
        @Override
        public String searchText() {
            return text;
        }

        static Row of(int n) {
            return new Row(n, "row " + n + (n % 3 == 0 ? " fizz" : ""), n % 7 == 0);
        }
    }

    private final HeldTasks background = new HeldTasks();
    private final HeldTasks ui = new HeldTasks();

    @Test
    void changeEventsReplayedOnACopyGiveTheRowsShownAfterEveryStep() {
        ShownRows<Row> shown = new ShownRows<>();
        List<Row> mirror = mirrorOf(shown);
        RowShaping<Row> shaping = new RowShaping<>();
        List<Row> page1 = rows(0, 40);
        List<Row> page2 = rows(40, 90);

        List<Row> arrived = new ArrayList<>(shuffled(page1));
        arrived.addAll(shuffled(page2));
        step(shown, mirror, shaping.append(arrived.subList(0, page1.size())));
        step(shown, mirror, shaping.order(Comparator.comparingInt(Row::n).reversed()));
        step(shown, mirror, shaping.filter(r -> r.searchText().contains("fizz")));
        step(shown, mirror, shaping.append(arrived.subList(page1.size(), arrived.size())));
        assertThat(shown)
                .extracting(Row::n)
                .isSortedAccordingTo(Comparator.reverseOrder())
                .allMatch(n -> n % 3 == 0)
                .hasSize(30);

        Row replaced = shown.get(4);
        step(shown, mirror, shaping.replace(replaced, new Row(replaced.n(), "changed", false)));
        assertThat(shown).extracting(Row::n).doesNotContain(replaced.n());
        Row kept = shown.get(2);
        Row keptNow = new Row(kept.n(), kept.text() + " again", false);
        step(shown, mirror, shaping.replace(kept, keptNow));
        assertThat(shown.get(2)).isSameAs(keptNow);
        int removed = shown.get(0).n();
        step(shown, mirror, shaping.remove(shown.get(0)));
        step(shown, mirror, shaping.filter(null));
        assertThat(shown).hasSize(89);
        step(shown, mirror, shaping.order(null));
        assertThat(shown)
                .extracting(Row::n)
                .as("back in the order the rows arrived")
                .containsExactlyElementsOf(
                        arrived.stream().map(Row::n).filter(n -> n != removed).toList());
        step(shown, mirror, shaping.clear());
        assertThat(shown).isEmpty();
    }

    @Test
    void aLargeListIsSortedAndMergedOffTheUiThreadAndShownInOrder() {
        RowList<Row> list = new RowList<>(BackgroundTasks.withoutLogin(UiExecutors.of(background, ui, Runnable::run)));
        List<Row> mirror = mirrorOf(list.rows());
        int big = ShapingQueue.SHAPED_AT_ONCE + 1_000;
        list.comparatorProperty().set(Comparator.comparingInt(Row::n).reversed());
        load(list, rows(0, big), rows(big, big + 10));
        assertThat(background.runNext()).as("the read").isTrue();

        ui.runNext();
        assertThat(list.loadedRows()).hasSize(big);
        assertThat(list.rows())
                .as("nothing shown until the background has shaped the page")
                .isEmpty();
        assertThat(list.shapingProperty().get()).isTrue();
        ui.runAll();
        list.quickFilterProperty().set("fizz");
        assertThat(background.runNext()).isTrue();
        assertThat(background.pending()).isZero();
        assertThat(ui.pending())
                .as("three snapshots, shown in the order they were asked for")
                .isEqualTo(3);

        ui.runNext();
        assertThat(list.rows()).hasSize(big).first().extracting(Row::n).isEqualTo(big - 1);
        ui.runAll();
        assertThat(list.shapingProperty().get()).isFalse();
        assertThat(list.rows())
                .extracting(Row::n)
                .isSortedAccordingTo(Comparator.reverseOrder())
                .allMatch(n -> n % 3 == 0)
                .containsExactlyElementsOf(mirror.stream().map(Row::n).toList());
        assertThat(list.rows().get(0).n()).isEqualTo(big + 9 - (big + 9) % 3);
        assertThat(list.loadedRows()).hasSize(big + 10);
    }

    @Test
    void aChangeThatCannotBeShapedLeavesTheGridReadyForTheNext() {
        RowList<Row> list =
                new RowList<>(BackgroundTasks.withoutLogin(UiExecutors.of(Runnable::run, ui, Runnable::run)));
        int big = ShapingQueue.SHAPED_AT_ONCE + 1_000;
        load(list, rows(0, big));
        ui.runAll();
        assertThat(list.rows()).hasSize(big);

        list.comparatorProperty().set((a, b) -> {
            throw new IllegalStateException("a broken comparison");
        });
        ui.runAll();
        assertThat(list.shapingProperty().get()).as("not left busy").isFalse();

        list.comparatorProperty().set(Comparator.comparingInt(Row::n).reversed());
        ui.runAll();
        assertThat(list.shapingProperty().get()).isFalse();
        assertThat(list.rows()).hasSize(big).first().extracting(Row::n).isEqualTo(big - 1);
    }

    @Test
    void aSmallListIsShapedAtOnceOnTheUiThread() {
        RowList<Row> list =
                new RowList<>(BackgroundTasks.withoutLogin(UiExecutors.of(Runnable::run, ui, Runnable::run)));
        load(list, rows(0, 100));
        ui.runAll();
        list.comparatorProperty().set(Comparator.comparingInt(Row::n).reversed());
        list.quickFilterProperty().set("9 row");

        assertThat(ui.pending()).isZero();
        assertThat(list.rows())
                .extracting(Row::n)
                .containsExactly(99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 89, 79, 69, 59, 49, 39, 29, 19, 9);
    }

    private static List<Row> rows(int from, int to) {
        return IntStream.range(from, to).mapToObj(Row::of).toList();
    }

    private static List<Row> shuffled(List<Row> rows) {
        List<Row> out = new ArrayList<>(rows);
        java.util.Collections.shuffle(out, new java.util.Random(rows.get(0).n()));
        return out;
    }

    /** Loads the pages as a read would deliver them. */
    @SafeVarargs
    private static void load(RowList<Row> list, List<Row>... pages) {
        Iterator<Row> next =
                java.util.Arrays.stream(pages).flatMap(List::stream).iterator();
        EntityRow any = new EntityRow("t", Item.builder().build(), Classification.unrecognised("test"));
        list.load(
                "test",
                (listener, cancel) -> {
                    int soFar = 0;
                    for (int p = 0; p < pages.length; p++) {
                        soFar += pages[p].size();
                        listener.onPage(new Page(
                                java.util.Collections.nCopies(pages[p].size(), any),
                                p + 1,
                                soFar,
                                soFar,
                                Duration.ZERO,
                                0,
                                false));
                    }
                    return new LoadSummary(soFar, soFar, pages.length, Duration.ZERO, 0, false, false, "test");
                },
                row -> next.next());
    }

    private static void step(ShownRows<Row> shown, List<Row> mirror, ShownRows.Snapshot<Row> next) {
        shown.show(next);
        assertThat(mirror).containsExactlyElementsOf(shown);
    }

    /** A plain copy kept up to date only from the list's change events, as a grid keeps its view of it. */
    private static List<Row> mirrorOf(ObservableList<Row> list) {
        List<Row> mirror = new ArrayList<>(list);
        list.addListener((ListChangeListener<Row>) c -> {
            while (c.next()) {
                if (c.wasPermutated()) {
                    List<Row> before = new ArrayList<>(mirror.subList(c.getFrom(), c.getTo()));
                    for (int i = c.getFrom(); i < c.getTo(); i++) {
                        mirror.set(c.getPermutation(i), before.get(i - c.getFrom()));
                    }
                    continue;
                }
                for (int i = 0; i < c.getRemovedSize(); i++) {
                    assertThat(mirror.remove(c.getFrom()))
                            .isSameAs(c.getRemoved().get(i));
                }
                mirror.addAll(c.getFrom(), c.getAddedSubList());
            }
        });
        return mirror;
    }
}
