package io.tenantdesk.ui.query;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.AdHocQueries;
import io.tenantdesk.store.AdHocQuery;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.PageListener;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.entitylist.EntityListViewModel;
import io.tenantdesk.ui.entitylist.ListSource;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The ad-hoc query view: the form, the request as it will be sent (in words and as the AWS CLI command), Run, and
 * the results as an entity list of the entity the query names (items of other entities, or of none, are listed
 * marked), with the list's forms, raw editor, export and multi-selection. The query's saved versions are in
 * {@link #saved()}. UI thread only; the read runs on the background executor. Tested without JavaFX running.
 */
public final class QueryViewModel {

    private final ConsoleContext ctx;
    private final AdHocQueries queries;
    private final QueryForm form;
    private final SavedQueryList saved;
    private final StringBinding description;
    private final StringBinding cliCommand;
    private final ReadOnlyObjectWrapper<EntityListViewModel> results = new ReadOnlyObjectWrapper<>(this, "results");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title");
    private final Function<EntityDef, EntityListViewModel> resultList;
    private volatile AdHocQuery sent;

    /** @param saved where the platform's queries are kept */
    public QueryViewModel(ConsoleContext ctx, SavedQueryList saved) {
        this(ctx, saved, null);
    }

    /** @param pageSize items per request, or null for the store's default */
    QueryViewModel(ConsoleContext ctx, SavedQueryList saved, Integer pageSize) {
        this.ctx = ctx;
        this.queries = new AdHocQueries(
                ctx.store().connection(),
                ctx.store().platform(),
                ctx.executors().readAhead());
        this.form = new QueryForm(ctx.store().platform());
        this.saved = saved;
        this.description = Bindings.createStringBinding(() -> request(queries::describe), form.revisionProperty());
        this.cliCommand = Bindings.createStringBinding(() -> request(queries::request), form.revisionProperty());
        this.resultList = entity -> new EntityListViewModel(ctx, entity, new Sent(pageSize));
        title.bind(Bindings.createStringBinding(
                () -> saved.current().map(name -> "Query · " + name).orElse("Ad-hoc query"), saved.currentProperty()));
        saved.onOpen(this::open);
        saved.setForm(form);
    }

    // Properties

    public QueryForm form() {
        return form;
    }

    public SavedQueryList saved() {
        return saved;
    }

    /** The query in words as it will be sent, or why it cannot be. */
    public StringBinding descriptionProperty() {
        return description;
    }

    /** The AWS CLI command that sends the query, or empty while it cannot be sent. */
    public StringBinding cliCommandProperty() {
        return cliCommand;
    }

    /** The last run's results, listed as an entity's list; null before the first run. */
    public ReadOnlyObjectProperty<EntityListViewModel> resultsProperty() {
        return results.getReadOnlyProperty();
    }

    /** "Ad-hoc query", or "Query · " and the saved query's name. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** Tabs of the same platform and saved query are the same tab; a new query is a tab of its own. */
    public String identity() {
        return identity("new@" + System.identityHashCode(this));
    }

    /** The identity of the tab of the platform's saved query {@code name}. */
    public String identity(String name) {
        return "query:" + ctx.store().platform().id() + "/" + name;
    }

    // Commands

    /**
     * Sends the query in the background, listing its items as they arrive; a run still going is dropped. Nothing
     * happens while the form says what is wrong.
     */
    public void run() {
        Optional<AdHocQuery> query = form.toQuery();
        if (query.isEmpty()) {
            return;
        }
        sent = query.get();
        EntityDef entity = form.entityForResults();
        EntityListViewModel list = results.get();
        if (list == null || !list.entity().equals(entity)) {
            if (list != null) {
                list.dispose();
            }
            list = resultList.apply(entity);
            results.set(list);
        }
        list.load();
    }

    /** Stops the running read; the items that arrived stay. */
    public void cancel() {
        Optional.ofNullable(results.get()).ifPresent(r -> r.list().cancel());
    }

    /** Fills the form with a saved query and runs it. */
    public void open(String name) {
        saved.load(name).ifPresent(q -> {
            if (!form.fill(q)) {
                saved.say("The saved query `" + name + "` reads " + q.table()
                        + (q.index() == null ? "" : " index " + q.index()) + ", which the platform no longer has");
                return;
            }
            run();
        });
    }

    public void dispose() {
        Optional.ofNullable(results.get()).ifPresent(EntityListViewModel::dispose);
    }

    private String request(Function<AdHocQuery, String> render) {
        String wrong = form.problemProperty().get();
        if (!wrong.isEmpty()) {
            return "";
        }
        try {
            return form.toQuery().map(render).orElse("");
        } catch (StoreException e) {
            return e.getMessage();
        }
    }

    /** The query last run, read again on Reload. */
    private final class Sent implements ListSource {
        private final Integer pageSize;

        Sent(Integer pageSize) {
            this.pageSize = pageSize;
        }

        @Override
        public String description() {
            return queries.describe(sent);
        }

        @Override
        public String cliCommand() {
            return queries.request(sent);
        }

        @Override
        public LoadSummary read(Integer listPageSize, PageListener listener, CancelToken cancel) {
            return queries.run(sent, pageSize, listener, cancel);
        }
    }
}
